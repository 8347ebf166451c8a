import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { samplePortrait } from '../../../../../.storybook/sample-media';
import { LaunchSessionModal } from './launch-session-modal';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait },
  { id: 'a2', avatar_name: 'Karl', image_url: samplePortrait },
  { id: 'a3', avatar_name: 'Still rendering', image_url: null },
];

const meta = {
  title: 'Sessions/LaunchSessionModal',
  component: LaunchSessionModal,
  args: { open: true, onOpenChange: fn(), onLaunch: fn(), avatars },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LaunchSessionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Launch without a choice asks for an avatar; picking one launches with it. */
export const PickAndLaunch: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Launch Session' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Launch Session' }));
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select an avatar to launch the session.',
    );
    await expect(args.onLaunch).not.toHaveBeenCalled();
    await expect(screen.getByRole('radio', { name: /Still rendering/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Karl/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Launch Session' }));
    await expect(args.onLaunch).toHaveBeenCalledWith('a2');
  },
};

export const Launching: Story = { args: { defaultAvatarId: 'a1', pending: true } };

export const ServiceNotFound: Story = {
  args: { defaultAvatarId: 'a1', error: 'Session service not found...' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Session service not found...'));
  },
};

export const LoadingAvatars: Story = { args: { avatars: [], loading: true } };

export const NoAvatars: Story = { args: { avatars: [] } };

export const German: Story = { globals: { locale: 'de' } };
