import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordForm } from './password-form';

/** Changes the signed-in user's password, behind a Change Password disclosure. */
const meta = {
  title: 'Profile/PasswordForm',
  component: PasswordForm,
  args: { onChangePassword: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(28rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      notes: {
        keyboard: ['Enter or Space on Change Password opens the form; Enter in a field submits it.'],
        accessibility: [
          'Every field has a visible label; errors are tied to their field with aria-describedby.',
          'The show-password toggle says what it does and whether the password is shown.',
        ],
      },
    },
  },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the disclosure button. */
export const Closed: Story = {};

/** Open: current, new and confirmation fields. */
export const Open: Story = { args: { defaultOpen: true } };

/** Submitting empty shows each field's error. */
export const Errors: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getAllByRole('button').at(-1)!;
    await userEvent.click(submit);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};
