import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Session type',
    options: [
      { value: 'dynamic', label: 'Dynamic Session', hint: 'The avatar reacts to what you say.' },
      { value: 'scenario', label: 'Scenario-Based', hint: 'You describe the situation first.' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Scenario-Based'));
    await expect(canvas.getByRole('radio', { name: 'Scenario-Based' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('scenario');
  },
};

export const Chosen: Story = { args: { defaultValue: 'dynamic' } };

export const WithError: Story = { args: { error: 'Choose a session type.' } };
