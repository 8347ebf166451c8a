import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  first_name: 'Ada',
  last_name: 'Lee',
  username: 'ada.lee',
  email: 'ada@example.com',
  password: 'correct horse',
};

export const Default: Story = {};

export const MissingRequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(canvas.getByLabelText(/^First Name/)).toHaveFocus();
  },
};

export const PasswordsDoNotMatch: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    const confirm = canvas.getByLabelText(/^Confirm Password/, { selector: 'input' });
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'correct horsE');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  },
};

export const PasswordTooShort: Story = {
  args: { defaultValues: { ...filled, password: 'short' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText('Your password must be at least 8 characters long')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  args: { defaultValues: { ...filled, email: 'ada.example.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
  },
};

export const TermsNotAccepted: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, error: 'Registration failed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  },
};

export const Pending: Story = { args: { defaultValues: filled, pending: true } };

export const SubmitValid: Story = {
  name: 'Submit valid values',
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const German: Story = { globals: { locale: 'de' } };
