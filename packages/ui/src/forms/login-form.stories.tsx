import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './login-form';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithNotice: Story = {
  args: { notice: 'Registration successful! Please sign in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration successful! Please sign in.');
  },
};

export const WithServerError: Story = {
  args: { error: 'Invalid username or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

export const LoginFailed: Story = { args: { error: 'Login failed' } };

export const Pending: Story = {
  args: { pending: true, defaultValues: { username: 'ada.lee', password: 'correct horse' } },
};

export const SubmitEmpty: Story = {
  name: 'Submit empty (validation)',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = canvas.getByRole('textbox', { name: /Email or Username/ });
    await expect(username).toHaveAccessibleDescription('Enter your email or username');
    await expect(username).toHaveFocus();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
  },
};

export const SubmitValid: Story = {
  name: 'Submit valid values',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email or Username/ }), 'ada.lee');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'ada.lee',
      password: 'correct horse',
      rememberMe: false,
    });
  },
};

export const French: Story = { globals: { locale: 'fr' } };
