import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Link } from './link';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'rememberMe' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { defaultChecked: true, hint: 'Stay signed in after you close the browser.' },
};

export const WithLinks: Story = {
  args: {
    name: 'terms',
    label: (
      <>
        I agree to the <Link href="/terms">Terms of Service</Link> and the{' '}
        <Link href="/privacy">Privacy Policy</Link>
      </>
    ),
  },
};

export const WithError: Story = {
  args: { name: 'terms', label: 'I agree to the terms', error: 'Please accept the terms and conditions' },
};
