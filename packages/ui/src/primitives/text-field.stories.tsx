import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './link';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username' },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Letters, digits and dots only.' } };

export const Required: Story = { args: { required: true, label: 'Email Address', type: 'email' } };

export const WithError: Story = {
  args: { required: true, error: 'Choose a username', hint: 'Letters, digits and dots only.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Username/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Choose a username/);
  },
};

export const Filled: Story = { args: { defaultValue: 'ada.lee' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada.lee' } };

export const WithLinkInHint: Story = {
  args: {
    label: 'Email Address',
    hint: (
      <>
        We never share it. <Link href="/privacy">Privacy Policy</Link>
      </>
    ),
  },
};
