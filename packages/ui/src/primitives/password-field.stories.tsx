import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', defaultValue: 'correct horse' },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Visible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const WithHint: Story = { args: { hint: 'Use 8 to 128 characters.', defaultValue: '' } };

export const WithError: Story = {
  args: { required: true, defaultValue: '', error: 'Enter your password' },
};
