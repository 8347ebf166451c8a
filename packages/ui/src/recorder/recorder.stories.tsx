import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { encodeWav } from './encode-wav';
import { Recorder, RecorderView } from './recorder';
import type { RecorderController } from './use-recorder';

/*
 * `Recorder` stories record for real: the story browser has a fake microphone that grants itself.
 * The display-only stories render `RecorderView` with a fixed controller, for the states a fake
 * microphone cannot reach on demand (refused, unplugged, unsupported).
 */

const meta = {
  title: 'Recorder/Recorder',
  component: Recorder,
  args: { onRecordingChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(32rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Recorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts idle; records, pauses, resumes and stops through the fake microphone, then plays back. */
export const RecordPauseStopPlay: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const root = canvas.getByRole('group', { name: 'Voice recorder' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'recording'));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(root).toHaveAttribute('data-state', 'paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'finished'));
    await expect(canvas.getByText(/^Recording Complete \(00:0\d\)$/)).toBeVisible();
    const recording = (args.onRecordingChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0];
    await expect(recording?.fileName).toBe('recording.webm');
    await expect(recording?.mimeType).toMatch(/^audio\/webm/);
    await expect(recording?.blob.size).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Record Again' }));
    await expect(root).toHaveAttribute('data-state', 'idle');
  },
};

/** The avatar voice step: the recording is converted to a 16-bit WAV named recording.wav. */
export const WavOutput: Story = {
  args: { output: 'wav' },
  play: async ({ args, canvas, userEvent }) => {
    const root = canvas.getByRole('group', { name: 'Voice recorder' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01'));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'finished'));
    const recording = (args.onRecordingChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0];
    await expect(recording?.file.name).toBe('recording.wav');
    await expect(recording?.mimeType).toBe('audio/wav');
    const header = new TextDecoder().decode((await recording.blob.arrayBuffer()).slice(0, 4));
    await expect(header).toBe('RIFF');
  },
};

/** The session screen's limit (3 minutes); this one stops by itself after 2 seconds. */
export const StopsAtMaximum: Story = {
  args: { maxDurationMs: 2_000 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Up to 00:02')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await waitFor(() => expect(canvas.getByText('Recording Complete (00:02)')).toBeVisible());
    await expect(canvas.getByText(/maximum recording length was reached/)).toBeVisible();
  },
};

/** On a closed session every control is off. */
export const Disabled: Story = {
  args: { disabled: true, maxDurationMs: 180_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  },
};

export const French: Story = { args: { maxDurationMs: 180_000 }, globals: { locale: 'fr' } };

/* ------------------------------------------------------------------------------------------------
 * Display-only states
 * ----------------------------------------------------------------------------------------------*/

function controller(overrides: Partial<RecorderController>): RecorderController {
  return {
    state: 'idle',
    elapsedMs: 0,
    maxDurationMs: 180_000,
    recording: null,
    error: null,
    limitReached: false,
    requesting: false,
    start: fn(),
    pause: fn(),
    resume: fn(),
    stop: fn(),
    reset: fn(),
    requestPermission: fn(),
    ...overrides,
  };
}

/** A second of quiet tone, so the finished state has something to play. */
function useToneRecording(durationMs: number): RecorderController['recording'] {
  return useMemo(() => {
    const sampleRate = 8000;
    const samples = Float32Array.from(
      { length: sampleRate },
      (_, i) => 0.2 * Math.sin((2 * Math.PI * 440 * i) / sampleRate),
    );
    const blob = new Blob([encodeWav({ sampleRate, numberOfChannels: 1, getChannelData: () => samples })], {
      type: 'audio/wav',
    });
    const file = new File([blob], 'recording.wav', { type: 'audio/wav' });
    return {
      blob,
      file,
      url: URL.createObjectURL(blob),
      mimeType: 'audio/wav',
      fileName: 'recording.wav',
      durationMs,
    };
  }, [durationMs]);
}

type ViewStory = StoryObj<typeof RecorderView>;

export const PermissionUnknown: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'permission-unknown' })} />,
};

export const Recording: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'recording', elapsedMs: 42_000 })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:42');
    await expect(canvas.getByText('/ 03:00')).toBeVisible();
  },
};

export const Paused: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'paused', elapsedMs: 75_000 })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:15');
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
  },
};

export const Processing: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'processing', elapsedMs: 12_000 })} />,
};

function FinishedView() {
  const recording = useToneRecording(83_000);
  return <RecorderView recorder={controller({ state: 'finished', recording, elapsedMs: 83_000 })} />;
}

export const Finished: ViewStory = {
  render: () => <FinishedView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recording Complete (01:23)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeEnabled();
  },
};

export const MicrophoneAccessRequired: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'denied', error: 'permission-denied' })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Microphone Access Required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Grant Permission' })).toBeEnabled();
  },
};

function MicrophoneStoppedView() {
  const recording = useToneRecording(9_000);
  return (
    <RecorderView
      recorder={controller({ state: 'finished', recording, elapsedMs: 9_000, error: 'microphone-ended' })}
    />
  );
}

export const MicrophoneStopped: ViewStory = {
  render: () => <MicrophoneStoppedView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The microphone stopped during the recording.');
  },
};

export const MicrophoneUnavailable: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'idle', error: 'microphone-unavailable' })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to access microphone. Please ensure microphone permissions are granted.',
    );
  },
};

export const Unsupported: ViewStory = {
  render: () => <RecorderView recorder={controller({ state: 'permission-unknown', error: 'unsupported' })} />,
};
