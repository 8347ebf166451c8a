import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Context',
    hint: 'What happened before this conversation.',
    children: (control) => <textarea {...control} className="rb-textarea" rows={3} />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Textarea: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Context' });
    await expect(control).toHaveAccessibleDescription('What happened before this conversation.');
    await expect(control).not.toHaveAttribute('aria-invalid');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Context is required.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: /Context/ });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the hint.
    await expect(control).toHaveAccessibleDescription(
      'Context is required. What happened before this conversation.',
    );
  },
};

export const FileInput: Story = {
  args: {
    label: 'Opening message (audio)',
    hint: 'A WAV, MP3 or WebM file of up to 3 minutes.',
    children: (control) => <input {...control} type="file" accept="audio/*" />,
  },
};
