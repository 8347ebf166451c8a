import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Difficulty',
    options: [
      { value: 'easy', label: 'Easy' },
      { value: 'medium', label: 'Medium' },
      { value: 'hard', label: 'Hard' },
    ],
    defaultValue: 'medium',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Difficulty' });
    await expect(combobox).toHaveTextContent('Medium');
    await userEvent.click(combobox);
    await userEvent.click(await screen.findByRole('option', { name: 'Hard' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('hard');
    await expect(combobox).toHaveTextContent('Hard');
  },
};

/** Opened from the keyboard: the list shows the chosen option ticked. */
export const Open: Story = {
  parameters: {
    // While the list is open, Radix hides the rest of the page from screen readers (aria-hidden) and
    // traps focus in the list, as a modal listbox: the hidden trigger is out of reach, not a leak.
    a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Difficulty' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Medium' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithHint: Story = { args: { hint: 'How hard the avatar pushes back.' } };

export const WithPlaceholder: Story = {
  args: { defaultValue: undefined, placeholder: 'Choose a difficulty' },
};

export const WithError: Story = {
  args: { defaultValue: undefined, placeholder: 'Choose a difficulty', error: 'Choose a difficulty.' },
};

export const Disabled: Story = { args: { disabled: true } };
