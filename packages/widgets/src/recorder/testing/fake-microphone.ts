/**
 * jsdom has no microphone: tiny fakes of the BROWSER APIs `createRecorder` uses (getUserMedia,
 * MediaStreamTrack, MediaRecorder, object URLs), for the widgets' unit tests. Each stop yields
 * a few bytes of "voice". Not exported from the package.
 */
import { vi } from 'vitest';

export class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  stop() {
    this.readyState = 'ended';
  }
}

export class FakeStream {
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
    this.ondataavailable?.({ data: new Blob(['a voice']) });
    setTimeout(() => this.onstop?.(), 0);
  }
}

/** The fake microphone of one test: set `refuse` to a DOMException name to refuse it. */
export interface FakeMicrophone {
  refuse: string | null;
  /** The streams handed out, in order. */
  readonly streams: FakeStream[];
}

/** Installs the fakes (undo with `vi.unstubAllGlobals()`); object URLs read `blob:widget-1`, `-2`... */
export function installFakeMicrophone(): FakeMicrophone {
  const microphone: FakeMicrophone = { refuse: null, streams: [] };
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: {
      getUserMedia: async () => {
        if (microphone.refuse) throw new DOMException('refused', microphone.refuse);
        const stream = new FakeStream();
        microphone.streams.push(stream);
        return stream;
      },
    },
    configurable: true,
  });
  let next = 0;
  URL.createObjectURL = () => `blob:widget-${++next}`;
  URL.revokeObjectURL = () => {};
  return microphone;
}
