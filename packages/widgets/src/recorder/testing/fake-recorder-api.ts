/**
 * A fake `RecorderApi` for tests and stories: it stands in for the Rebond server (embed keys and
 * tokens, sessions, the reply jobs) and records what the widget asked of it. Not exported from
 * the package.
 */
import {
  type EmbedContext,
  EmbedError,
  type EmbedErrorKind,
  type EmbedReply,
  type RecorderApi,
  type ReplyProgress,
} from '../api';

export interface FakeRecorderApiOptions {
  /** Overrides of the default context (avatar "Alex", 180 s). */
  context?: Partial<EmbedContext>;
  /** `context()` rejects with this kind. */
  contextError?: EmbedErrorKind;
  /** `consent()` rejects with this kind. */
  consentError?: EmbedErrorKind;
  /** `send()` rejects with these kinds, one per call, before succeeding. */
  sendErrors?: EmbedErrorKind[];
  /** `close()` rejects with this kind once. */
  closeError?: EmbedErrorKind;
  /** The progress `send()` reports, in order. */
  progress?: ReplyProgress[];
  /** Milliseconds between two progress reports (and before the answer). @default 0 */
  stepMs?: number;
  /** `send()` stops after reporting its progress and never answers (the "sending" story). */
  holdSend?: boolean;
  /** The replies, one per successful send; the last one repeats. */
  replies?: Partial<EmbedReply>[];
  /** Gives the reply's video URL (stories make a real one). */
  videoUrl?: () => Promise<string> | string;
}

export const DEFAULT_PROGRESS: ReplyProgress[] = [
  { stage: 'uploading', percent: 10 },
  { stage: 'uploading', percent: 25 },
  { stage: 'analyzingVoicePatterns', percent: 40 },
  { stage: 'generatingLipSync', percent: 60 },
  { stage: 'renderingAvatarVideo', percent: 85 },
  { stage: 'finalizingVideo', percent: 100 },
];

export const DEFAULT_REPLIES: EmbedReply[] = [
  {
    video_url: 'https://media.example/replies/1.mp4',
    poster_url: null,
    captions_url: null,
    avatar_script: "I hear you. It's been a hard week, and I'm not sure I'm ready to talk about it yet.",
    user_transcript: 'How have things been since we last met?',
  },
  {
    video_url: 'https://media.example/replies/2.mp4',
    poster_url: null,
    captions_url: null,
    avatar_script: 'Maybe a little. Can we start with what happened at work?',
    user_transcript: 'Take your time. We can go at your pace.',
  },
];

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

export class FakeRecorderApi implements RecorderApi {
  /** Every call, in order, by method name. */
  readonly calls: string[] = [];
  /** The consents stored. */
  readonly consents: { granted: boolean; version: string }[] = [];
  /** The audio of every send, successful or not. */
  readonly sent: { sessionId: string; audio: Blob }[] = [];
  /** Sessions closed. */
  readonly closed: string[] = [];
  #sessions = 0;
  #replies = 0;
  readonly options: FakeRecorderApiOptions;

  constructor(options: FakeRecorderApiOptions = {}) {
    this.options = { ...options, sendErrors: [...(options.sendErrors ?? [])] };
  }

  async context(signal?: AbortSignal): Promise<EmbedContext> {
    this.calls.push('context');
    await wait(this.options.stepMs ?? 0, signal);
    if (this.options.contextError) throw new EmbedError(this.options.contextError);
    return {
      avatar: { id: 'avatar-1', name: 'Alex', image_url: null },
      expires_at: '2026-11-22T22:00:00Z',
      consent_version: '2026-11-22',
      max_seconds: 180,
      ...this.options.context,
    };
  }

  async consent(input: { granted: boolean; version: string }): Promise<void> {
    this.calls.push('consent');
    if (this.options.consentError) throw new EmbedError(this.options.consentError);
    this.consents.push(input);
  }

  async startSession(): Promise<{ id: string }> {
    this.calls.push('startSession');
    this.#sessions++;
    return { id: `session-${this.#sessions}` };
  }

  async send(
    sessionId: string,
    audio: Blob,
    options: { onProgress?: (progress: ReplyProgress) => void; signal?: AbortSignal },
  ): Promise<EmbedReply> {
    this.calls.push('send');
    this.sent.push({ sessionId, audio });
    const failure = this.options.sendErrors?.shift();
    const steps = this.options.progress ?? DEFAULT_PROGRESS;
    for (const step of failure ? steps.slice(0, 2) : steps) {
      await wait(this.options.stepMs ?? 0, options.signal);
      options.onProgress?.(step);
    }
    if (failure) throw new EmbedError(failure);
    if (this.options.holdSend) return new Promise<never>(() => {});
    await wait(this.options.stepMs ?? 0, options.signal);
    const replies = this.options.replies ?? DEFAULT_REPLIES;
    const base = DEFAULT_REPLIES[Math.min(this.#replies, DEFAULT_REPLIES.length - 1)]!;
    const reply: EmbedReply = { ...base, ...replies[Math.min(this.#replies, replies.length - 1)] };
    this.#replies++;
    if (this.options.videoUrl) reply.video_url = await this.options.videoUrl();
    return reply;
  }

  async close(sessionId: string): Promise<void> {
    this.calls.push('close');
    const failure = this.options.closeError;
    if (failure) {
      this.options.closeError = undefined;
      throw new EmbedError(failure);
    }
    this.closed.push(sessionId);
  }
}
