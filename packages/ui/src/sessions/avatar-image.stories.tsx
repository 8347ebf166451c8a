import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { samplePortrait } from '../../../../.storybook/sample-media';
import { AvatarImage } from './avatar-picker';

const meta = {
  title: 'Sessions/AvatarImage',
  component: AvatarImage,
  args: { avatar: { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait } },
} satisfies Meta<typeof AvatarImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the avatar's name is always written beside it. */
export const Picture: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Large: Story = { args: { size: 'lg' } };

/** No picture yet: the name's initial, hidden from screen readers. */
export const Placeholder: Story = {
  args: { avatar: { id: 'a3', avatar_name: 'karl', image_url: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('K');
  },
};
