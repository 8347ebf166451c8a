import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecorder } from './recorder-core';

/*
 * The store without React. jsdom has no microphone: tiny fakes of the BROWSER APIs the recorder
 * uses (getUserMedia, MediaStreamTrack, MediaRecorder, object URLs), never of our code.
 */

class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  stop() {
    this.readyState = 'ended';
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

class FakeMediaRecorder {
  static isTypeSupported(type: string) {
    return type === 'audio/webm;codecs=opus';
  }
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: FakeStream, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice']) });
    setTimeout(() => this.onstop?.(), 0);
  }
}

let streams: FakeStream[] = [];
const revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
  streams = [];
  revoked.length = 0;
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: {
      getUserMedia: async () => {
        const stream = new FakeStream();
        streams.push(stream);
        return stream;
      },
    },
    configurable: true,
  });
  let next = 0;
  URL.createObjectURL = () => `blob:core-${++next}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createRecorder', () => {
  it('given a new store, starts with the permission unknown and the default limit', () => {
    const recorder = createRecorder();
    expect(recorder.getState()).toMatchObject({
      state: 'permission-unknown',
      elapsedMs: 0,
      maxDurationMs: 300_000,
      recording: null,
      error: null,
    });
    // The snapshot is the same object until something changes.
    expect(recorder.getState()).toBe(recorder.getState());
  });

  it('records, pauses, resumes and stops, notifying subscribers, then hands over the recording', async () => {
    const onRecordingChange = vi.fn();
    const recorder = createRecorder({ maxDurationMs: 60_000, onRecordingChange });
    const states: string[] = [];
    const unsubscribe = recorder.subscribe(() => states.push(recorder.getState().state));

    await recorder.start();
    await vi.advanceTimersByTimeAsync(2_050);
    expect(recorder.getState()).toMatchObject({ state: 'recording', elapsedMs: 2_000 });
    recorder.pause();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(recorder.getState()).toMatchObject({ state: 'paused', elapsedMs: 2_050 });
    recorder.resume();
    await vi.advanceTimersByTimeAsync(1_000);
    recorder.stop();
    expect(recorder.getState().state).toBe('processing');
    await vi.advanceTimersByTimeAsync(10);

    const { recording, state } = recorder.getState();
    expect(state).toBe('finished');
    expect(recording?.fileName).toBe('recording.webm');
    expect(recording?.durationMs).toBe(3_050);
    expect(onRecordingChange).toHaveBeenLastCalledWith(recording);
    expect(streams[0]?.track.readyState).toBe('ended');
    expect(states).toEqual(expect.arrayContaining(['recording', 'paused', 'processing', 'finished']));

    recorder.reset();
    expect(recorder.getState().state).toBe('idle');
    expect(revoked).toContain(recording?.url);
    unsubscribe();
  });

  it('stops at the limit set later with setOptions', async () => {
    const recorder = createRecorder();
    recorder.setOptions({ maxDurationMs: 1_000 });
    expect(recorder.getState().maxDurationMs).toBe(1_000);
    await recorder.start();
    await vi.advanceTimersByTimeAsync(1_200);
    expect(recorder.getState()).toMatchObject({ state: 'finished', limitReached: true, elapsedMs: 1_000 });
  });

  it('when disposed mid-recording, releases the microphone, drops the recording and can record again', async () => {
    const onRecordingChange = vi.fn();
    const recorder = createRecorder({ onRecordingChange });
    await recorder.start();
    recorder.dispose();
    await vi.advanceTimersByTimeAsync(50);
    expect(streams[0]?.track.readyState).toBe('ended');
    expect(recorder.getState().state).toBe('idle');
    expect(onRecordingChange).not.toHaveBeenCalledWith(expect.objectContaining({ blob: expect.anything() }));

    await recorder.start();
    expect(recorder.getState().state).toBe('recording');
    expect(streams).toHaveLength(2);
    recorder.dispose();
  });
});
