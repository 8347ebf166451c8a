import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { samplePortrait } from '../../../../.storybook/sample-media';
import { AvatarPicker, type AvatarPickerProps } from './avatar-picker';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait },
  { id: 'a2', avatar_name: 'Karl', image_url: samplePortrait },
  { id: 'a3', avatar_name: 'Not ready', image_url: null },
];

/** The picker holds no state: the story keeps the choice, as a form would. */
function Controlled(props: AvatarPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AvatarPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Sessions/AvatarPicker',
  component: AvatarPicker,
  args: {
    avatars,
    value: null,
    onChange: fn(),
    name: 'avatar',
    legend: 'Choose an avatar',
    showLegend: true,
  },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between the avatars with a picture; the one without is shown, not offered. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /Not ready/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Marion/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Karl/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a2');
  },
};

export const NoAvatars: Story = {
  args: { avatars: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no avatar yet. Create one first.')).toBeVisible();
  },
};
