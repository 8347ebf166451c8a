import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { Recorder } from './recorder';
import type { Recording } from './use-recorder';

/*
 * jsdom has no microphone: these are tiny fakes of the BROWSER APIs the recorder uses
 * (getUserMedia, MediaStreamTrack, MediaRecorder, AudioContext, object URLs), never of our code.
 */

class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  stop() {
    this.readyState = 'ended';
  }
  /** The device goes away, as when a USB microphone is unplugged. */
  unplug() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

class FakeStream {
  readonly track = new FakeTrack();
  getTracks() {
    return [this.track];
  }
  getAudioTracks() {
    return [this.track];
  }
}

let supportedTypes: string[] = [];
let recorders: FakeMediaRecorder[] = [];

class FakeMediaRecorder {
  static isTypeSupported(type: string) {
    return supportedTypes.includes(type);
  }
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  private chunkTimer: ReturnType<typeof setInterval> | undefined;
  constructor(
    readonly stream: FakeStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    recorders.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
    this.chunkTimer = setInterval(() => {
      if (this.state === 'recording') this.ondataavailable?.({ data: new Blob(['chunk']) });
    }, timeslice);
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    clearInterval(this.chunkTimer);
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['last']) });
    setTimeout(() => this.onstop?.(), 0);
  }
}

let streams: FakeStream[] = [];
let refuse: string | null = null;
const getUserMedia = vi.fn(async () => {
  if (refuse) throw new DOMException('refused', refuse);
  const stream = new FakeStream();
  streams.push(stream);
  return stream;
});

const decodedAudio = vi.fn();
class FakeAudioContext {
  async decodeAudioData(bytes: ArrayBuffer) {
    decodedAudio(bytes.byteLength);
    const samples = new Float32Array(4800).fill(0.25);
    return { sampleRate: 48000, numberOfChannels: 1, length: 4800, getChannelData: () => samples };
  }
  async close() {}
}

const revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
  supportedTypes = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
  recorders = [];
  streams = [];
  refuse = null;
  revoked.length = 0;
  getUserMedia.mockClear();
  decodedAudio.mockClear();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  let next = 0;
  URL.createObjectURL = () => `blob:recording-${++next}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Clicks a button and lets the promises it starts settle (user-event does not mix with fake timers). */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

function setup(ui: React.ReactElement) {
  const view = render(<main>{ui}</main>);
  return { ...view, root: () => screen.getByRole('group', { name: 'Voice recorder' }) };
}

/** axe waits on real timers: check once the fake clock is no longer needed. */
async function expectAccessible() {
  vi.useRealTimers();
  await expectNoAxeViolations(document.body);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('Recorder', () => {
  it('given a browser that was not asked yet, offers Start Recording with the limit and no axe violations', async () => {
    const { root } = setup(<Recorder />);
    expect(root()).toHaveAttribute('data-state', 'permission-unknown');
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
    expect(screen.getByText('Up to 05:00')).toBeInTheDocument();
    await expectAccessible();
  });

  it('records in 100 ms chunks with an mm:ss timer, pauses, resumes, stops and plays back', async () => {
    const onRecordingChange = vi.fn();
    const { root } = setup(<Recorder onRecordingChange={onRecordingChange} />);
    await click('Start Recording');

    expect(root()).toHaveAttribute('data-state', 'recording');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(recorders[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorders[0]?.timeslice).toBe(100);
    await advance(2_100);
    expect(screen.getByRole('timer', { name: 'Recorded time' })).toHaveTextContent('00:02');

    await click('Pause');
    expect(root()).toHaveAttribute('data-state', 'paused');
    await advance(5_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');

    await click('Resume');
    await advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');

    await click('Stop');
    await advance(10);
    expect(root()).toHaveAttribute('data-state', 'finished');
    expect(screen.getByText('Recording Complete (00:03)')).toBeInTheDocument();
    expect(streams[0]?.track.readyState).toBe('ended');

    const recording = onRecordingChange.mock.calls.at(-1)?.[0] as Recording;
    expect(recording.fileName).toBe('recording.webm');
    expect(recording.file.name).toBe('recording.webm');
    expect(recording.mimeType).toBe('audio/webm;codecs=opus');
    expect(recording.durationMs).toBeGreaterThanOrEqual(3_000);
    expect(recording.durationMs).toBeLessThan(3_300);
    expect(recording.blob.size).toBeGreaterThan(0);
    expect(document.querySelector('audio')).toHaveAttribute('src', recording.url);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible();
  });

  it('while recording, shows the state, the timer and its controls accessibly', async () => {
    setup(<Recorder maxDurationMs={180_000} />);
    await click('Start Recording');
    await advance(1_000);
    expect(screen.getByText('Recording')).toBeInTheDocument();
    expect(screen.getByText('/ 03:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expectAccessible();
  });

  it('when Record Again is pressed, discards the recording and its URL and returns to idle', async () => {
    const onRecordingChange = vi.fn();
    const { root } = setup(<Recorder onRecordingChange={onRecordingChange} />);
    await click('Start Recording');
    await advance(1_000);
    await click('Stop');
    await advance(10);
    const recording = onRecordingChange.mock.calls.at(-1)?.[0] as Recording;

    await click('Record Again');
    expect(root()).toHaveAttribute('data-state', 'idle');
    expect(onRecordingChange).toHaveBeenLastCalledWith(null);
    expect(revoked).toContain(recording.url);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  });

  it('stops by itself at the maximum duration and says so', async () => {
    const { root } = setup(<Recorder maxDurationMs={3_000} />);
    expect(screen.getByText('Up to 00:03')).toBeInTheDocument();
    await click('Start Recording');
    await advance(3_200);
    expect(root()).toHaveAttribute('data-state', 'finished');
    expect(recorders[0]?.state).toBe('inactive');
    expect(screen.getByText('Recording Complete (00:03)')).toBeInTheDocument();
    expect(screen.getByText(/maximum recording length was reached/)).toBeInTheDocument();
  });

  it('given a refused microphone, shows Microphone Access Required; Grant Permission asks again', async () => {
    refuse = 'NotAllowedError';
    const { root } = setup(<Recorder />);
    await click('Start Recording');
    expect(root()).toHaveAttribute('data-state', 'denied');
    expect(screen.getByText('Microphone Access Required')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to access microphone. Please ensure microphone permissions are granted.'),
    ).toBeInTheDocument();
    await expectAccessible();

    refuse = null;
    await click('Grant Permission');
    expect(root()).toHaveAttribute('data-state', 'idle');
    expect(streams[0]?.track.readyState).toBe('ended');
    expect(screen.queryByText('Microphone Access Required')).not.toBeInTheDocument();
  });

  it('given no microphone, stays idle with the failure message', async () => {
    refuse = 'NotFoundError';
    const { root } = setup(<Recorder />);
    await click('Start Recording');
    expect(root()).toHaveAttribute('data-state', 'permission-unknown');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to access microphone. Please ensure microphone permissions are granted.',
    );
  });

  it('when the microphone stops mid-recording, keeps what was recorded and says so clearly', async () => {
    const onRecordingChange = vi.fn();
    const { root } = setup(<Recorder onRecordingChange={onRecordingChange} />);
    await click('Start Recording');
    await advance(1_500);
    act(() => streams[0]?.track.unplug());
    await advance(10);
    expect(root()).toHaveAttribute('data-state', 'finished');
    expect(screen.getByRole('alert')).toHaveTextContent('The microphone stopped during the recording.');
    expect(screen.getByText('Recording Complete (00:01)')).toBeInTheDocument();
    expect(onRecordingChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ fileName: 'recording.webm' }),
    );
  });

  it('given the wav output, decodes the recording and hands over a 16-bit recording.wav', async () => {
    const onRecordingChange = vi.fn();
    setup(<Recorder output="wav" onRecordingChange={onRecordingChange} />);
    await click('Start Recording');
    await advance(500);
    await click('Stop');
    await advance(10);
    expect(decodedAudio).toHaveBeenCalledTimes(1);
    const recording = onRecordingChange.mock.calls.at(-1)?.[0] as Recording;
    expect(recording.fileName).toBe('recording.wav');
    expect(recording.file.type).toBe('audio/wav');
    expect(recording.blob.size).toBe(44 + 4800 * 2);
    const header = new DataView(await recording.blob.arrayBuffer());
    expect(header.getUint32(0, false)).toBe(0x52494646); // 'RIFF'
  });

  it('given Safari, records MP4/AAC and names the file recording.m4a', async () => {
    supportedTypes = ['audio/mp4'];
    const onRecordingChange = vi.fn();
    setup(<Recorder onRecordingChange={onRecordingChange} />);
    await click('Start Recording');
    await click('Stop');
    await advance(10);
    expect(recorders[0]?.mimeType).toBe('audio/mp4');
    expect(onRecordingChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ fileName: 'recording.m4a' }),
    );
  });

  it('given a browser without MediaRecorder, explains that it cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    setup(<Recorder />);
    await click('Start Recording');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot record audio.');
  });

  it('when unmounted mid-recording, releases the microphone', async () => {
    const { unmount } = setup(<Recorder />);
    await click('Start Recording');
    unmount();
    expect(streams[0]?.track.readyState).toBe('ended');
    expect(recorders[0]?.state).toBe('inactive');
  });

  it('when disabled, offers no control', () => {
    setup(<Recorder disabled />);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  });

  it('speaks the active locale', () => {
    render(
      <LocaleProvider locale="fr">
        <Recorder maxDurationMs={180_000} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: "Démarrer l'enregistrement" })).toBeInTheDocument();
    expect(screen.getByText("Jusqu'à 03:00")).toBeInTheDocument();
  });
});
