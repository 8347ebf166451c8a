import { useRecorder } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { makeSampleVideo, samplePortrait } from '../../../../../.storybook/sample-media';
import { CreateVideoMessage, type CreateVideoMessageProps } from './create-video-message';
import { finishedRecorder } from './story-recorder';

const SESSION_ID = '6f1c2a9e-4b7d-4e1a-9c55-0d2f3e4a5b6c';
const avatar = { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait };

/** The screen with its real recorder (5 minutes), recording from the fake microphone. */
function WithRecorder(props: Omit<CreateVideoMessageProps, 'recorder'>) {
  const recorder = useRecorder();
  return <CreateVideoMessage {...props} recorder={recorder} />;
}

const meta = {
  title: 'Sessions/CreateVideoMessage',
  component: WithRecorder,
  args: { sessionId: SESSION_ID, avatar, onSend: fn(), backHref: '/dashboard/coach' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WithRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the texts of the spec, then a real recording makes Send Message appear. */
export const RecordThenSend: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Create Video Message' })).toBeVisible();
    await expect(canvas.getByText('Record your voice to generate an avatar video response')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Selected Avatar' })).toBeVisible();
    await expect(canvas.getByText(SESSION_ID)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Voice Recording' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01'));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(await canvas.findByText(/^Recording Complete \(00:0\d\)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const ReadyToSend: Story = {
  render: (args) => <CreateVideoMessage {...args} recorder={finishedRecorder(12_000, 300_000)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recording Complete (00:12)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

export const CreatingVideo: Story = {
  render: (args) => (
    <CreateVideoMessage
      {...args}
      recorder={finishedRecorder(12_000, 300_000)}
      sending={{ percent: 25, stage: 'analyzingVoicePatterns' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Creating Video...')).toBeVisible();
    await expect(canvas.getByText('25%')).toBeVisible();
    await expect(canvas.getByText('Analyzing voice patterns')).toBeVisible();
    await expect(canvas.getByText('Your reply is on its way...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  },
};

export const VideoCreated: Story = {
  loaders: [async () => ({ videoUrl: await makeSampleVideo() })],
  render: (args, { loaded }) => (
    <CreateVideoMessage {...args} recorder={finishedRecorder(12_000, 300_000)} videoUrl={loaded.videoUrl} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Video Created Successfully!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Download/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Continue Session' })).toHaveAttribute(
      'href',
      `/session/${SESSION_ID}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  },
};

export const CreationFailed: Story = {
  render: (args) => (
    <CreateVideoMessage
      {...args}
      recorder={finishedRecorder(12_000, 300_000)}
      error="Video creation failed: Unknown error occurred during video creation"
    />
  ),
};

export const BackToSession: Story = {
  args: { backHref: `/session/${SESSION_ID}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Back/ })).toHaveAttribute(
      'href',
      `/session/${SESSION_ID}`,
    );
  },
};

export const AvatarWithoutPicture: Story = { args: { avatar: { ...avatar, image_url: null } } };

export const DataNotFound: Story = {
  args: { avatar: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session or avatar data not found');
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
  },
};

/** A closed session: said before any recording, with no recorder; View Session leads back. */
export const SessionClosed: Story = {
  args: { closed: true, backHref: `/session/${SESSION_ID}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This session is closed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Recording' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Session' })).toHaveAttribute(
      'href',
      `/session/${SESSION_ID}`,
    );
  },
};

export const German: Story = { globals: { locale: 'de' } };
