import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from './accordion';

const items = [
  {
    value: 'record',
    title: 'How do I record a session?',
    content: 'Open a session, press Record and speak; press Stop when you are done.',
  },
  {
    value: 'delete',
    title: 'Can I delete a session?',
    content: 'Yes: open it from the history and choose Delete.',
  },
  {
    value: 'export',
    title: 'Can I take my data with me?',
    content: 'Download My Data in Settings gives every record as one file.',
  },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { type: 'single', items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { collapsible: true },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Can I delete a session?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Can I delete a session?' })).toBeVisible();
  },
};

export const OneOpen: Story = { args: { defaultValue: 'record' } };

export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['record', 'export'] } };
