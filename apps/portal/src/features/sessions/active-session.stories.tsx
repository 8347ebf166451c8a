import { useRecorder } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { makeSampleVideo, samplePortrait } from '../../../../../.storybook/sample-media';
import { ActiveSession, type ActiveSessionData, type ActiveSessionProps } from './active-session';
import { finishedRecorder } from './story-recorder';

const session: ActiveSessionData = {
  id: '6f1c2a9e-4b7d-4e1a-9c55-0d2f3e4a5b6c',
  avatar: { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait },
  conversation: [
    { role: 'user', content: 'I wanted to talk about the deadline for the report.' },
    { role: 'assistant', content: 'Again? I told you last week it was not my fault.' },
  ],
  dynamicSession: false,
  emotion: 'anger',
  scenarioPrompt:
    'Title: The missed deadline\nA colleague who missed a deadline and feels attacked.\nYou are my colleague.',
  scenario: {
    title: 'The missed deadline',
    description: 'A colleague who missed a deadline and feels attacked.',
  },
  startedAt: '2026-11-20T09:30:00Z',
  endedAt: null,
  videos: [{ id: 'v1', url: null }],
};

/** The page's real recorder (3 minutes), recording from the story browser's fake microphone. */
function WithRecorder(props: Omit<ActiveSessionProps, 'recorder'>) {
  const recorder = useRecorder({ maxDurationMs: 180_000 });
  return <ActiveSession {...props} recorder={recorder} />;
}

const meta = {
  title: 'Sessions/ActiveSession',
  component: WithRecorder,
  args: { status: 'ready', session, onSend: fn(), onEndSession: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WithRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', session: null } };

export const LoadError: Story = {
  args: { status: 'error', session: null },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load session data. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
  },
};

/** Active: record through the fake microphone (up to 3 minutes), then Send Message appears. */
export const Active: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const root = canvas.getByText('Session with Marion').closest('[data-slot="active-session"]');
    await expect(root).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByText('Up to 03:00')).toBeVisible();
    await expect(canvas.getByText('I wanted to talk about the deadline for the report.')).toBeVisible();
    await expect(canvas.getByText('Processing video...')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01'));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Message' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const EmptyConversation: Story = {
  args: { session: { ...session, conversation: [], videos: [], dynamicSession: true, scenarioPrompt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversation history yet')).toBeVisible();
    await expect(canvas.getByText('No videos created yet')).toBeVisible();
  },
};

/** Sending: the progress bar, its percent, the stage and the expected wait. */
export const Sending: Story = {
  render: (args) => (
    <ActiveSession
      {...args}
      recorder={finishedRecorder(6_000, 180_000)}
      sending={{ percent: 55, stage: 'generatingLipSync' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Creating Video...')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
    await expect(canvas.getByText('Generating lip sync')).toBeVisible();
    await expect(canvas.getByText('Your reply is on its way...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End Session' })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  render: (args) => (
    <ActiveSession
      {...args}
      recorder={finishedRecorder(6_000, 180_000)}
      sendError="Video creation failed: no speech was heard"
    />
  ),
};

/** A reply arrived: it plays first, with Download named session-{id}-reply-1.mp4. */
export const ReplyArrived: Story = {
  loaders: [async () => ({ videoUrl: await makeSampleVideo() })],
  render: (args, { loaded }) => (
    <WithRecorder
      {...args}
      session={{ ...session, videos: [{ id: 'v1', url: loaded.videoUrl }] }}
      latestReply={{ url: loaded.videoUrl, videoId: 'v1' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest reply' })).toBeVisible();
    // The only reply is the latest one: no empty "Replies" card under it.
    await expect(canvas.queryByRole('heading', { name: 'Replies' })).toBeNull();
    const download = canvas.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('download', `session-${session.id}-reply-1.mp4`);
  },
};

/** Closed: 'Session Closed'; recording and End Session are disabled. */
export const Closed: Story = {
  args: { session: { ...session, endedAt: '2026-11-20T09:52:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Session Closed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'End Session' })).toBeDisabled();
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

/** End Session asks first (an alert dialog); only its confirmation ends the session. */
export const EndSessionConfirmation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End Session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep Practising' })).toHaveFocus();
    await expect(args.onEndSession).not.toHaveBeenCalled();
  },
};

/** A recording of 00:00 cannot be sent: Send Message is disabled and says why. */
export const EmptyRecording: Story = {
  render: (args) => {
    const recorder = finishedRecorder(6_000, 180_000);
    const blob = new Blob([], { type: 'audio/webm' });
    return (
      <ActiveSession
        {...args}
        recorder={{
          ...recorder,
          elapsedMs: 0,
          recording: recorder.recording && { ...recorder.recording, blob, durationMs: 0 },
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/This recording is empty/);
  },
};

/** The scenario banner shows the title and description the coach chose, never the composed prompt. */
export const ScenarioBanner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The missed deadline')).toBeVisible();
    await expect(canvas.queryByText(/Title:/)).toBeNull();
  },
};

export const French: Story = { globals: { locale: 'fr' } };
