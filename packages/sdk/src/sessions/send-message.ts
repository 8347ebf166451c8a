import type { RebondClient } from '../client';
import { type Job, normalizeJobStatus } from '../contract/jobs';
import { isRebondError } from '../errors';
import { type ErrorMessageKey, formatUserMessage, type UserMessage } from '../messages';
import { PollingTimeoutError, poll } from '../polling';
import { VIDEO_UPLOAD_TIMEOUT_MS } from '../resources/videos';

/** How often and how many times a flow reads each job. */
export interface PollingRule {
  intervalMs: number;
  maxAttempts: number;
}

/** Spec section 4/9, session page: each job every 6 s, up to 60 times. */
export const SESSION_PAGE_POLLING: PollingRule = { intervalMs: 6_000, maxAttempts: 60 };
/** Spec section 4/9, second recording page: every 3 s, up to 60 times. */
export const RECORDING_PAGE_POLLING: PollingRule = { intervalMs: 3_000, maxAttempts: 60 };
/**
 * Create Video screen (the spec leaves it open): the session job rule of section 9, every 3 s up to
 * 60 times per job, so a reply may take up to 3 minutes per job before the flow gives up.
 */
export const CREATE_VIDEO_POLLING: PollingRule = { intervalMs: 3_000, maxAttempts: 60 };

/** Spec section 4, second recording page: progress starts at 25, rises to 85, then 100. */
export const SEND_PROGRESS = { start: 25, processingMax: 85, done: 100 } as const;

/** The four stage texts of the second recording page, as keys the UI translates. */
export const SEND_STAGES = [
  'analyzingVoicePatterns',
  'generatingLipSync',
  'renderingAvatarVideo',
  'finalizingVideo',
] as const;
export type SendStage = (typeof SEND_STAGES)[number];

/** English stage texts (spec section 4); apps show their own translation of each key. */
export const sendStageTexts: Record<SendStage, string> = {
  analyzingVoicePatterns: 'Analyzing voice patterns',
  generatingLipSync: 'Generating lip sync',
  renderingAvatarVideo: 'Rendering avatar video',
  finalizingVideo: 'Finalizing video',
};

/** What a flow reports while it runs. */
export interface SendProgress {
  /** Uploading the recording, waiting on the first job (speech, reply, voice), the second (video), done. */
  phase: 'uploading' | 'processing' | 'rendering' | 'done';
  /** 25 at the start, up to 85 while the jobs run, 100 at the end; never goes down. */
  percent: number;
  /** The stage text key to show. */
  stage: SendStage;
  /** The job just read, when there is one. */
  job?: Job;
}

/** A reply that is ready to play. */
export interface SentMessage {
  /** The video's URL, absolute when the client has a base URL (else relative to the page). */
  videoUrl: string;
  /** The first job (`video_reply`). */
  jobId: string;
  /** The second job (`video_render`), when the server split the work in two. */
  renderJobId: string | undefined;
  videoId: string | undefined;
  userTranscript: string | undefined;
  avatarScript: string | undefined;
}

/** Options every sending flow takes. */
export interface SendMessageOptions {
  /** The session to speak in; missing gives 'Please record audio first and ensure session is available.' */
  sessionId: string | null | undefined;
  /** The recording (WebM/Opus from the recorder, or WAV). */
  audio?: Blob | null | undefined;
  /** The message typed as text, sent instead of `audio` when set (no transcription). */
  text?: string | undefined;
  /** Cancels the upload and the polling; the flow then rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?(progress: SendProgress): void;
  /** Overrides the flow's interval and attempt limit (tests); the defaults are the spec's values. */
  polling?: Partial<PollingRule>;
  /** Upload time-out in milliseconds. @default 60000 */
  uploadTimeoutMs?: number;
}

/**
 * A sending flow failed. `userMessage` is the section 8 message to show (translate its key);
 * `message` is its English text.
 */
export class SendMessageError extends Error {
  override name = 'SendMessageError';
  constructor(
    readonly userMessage: UserMessage,
    options?: ErrorOptions & { jobId?: string },
  ) {
    super(formatUserMessage(userMessage), options);
    this.jobId = options?.jobId;
  }
  /** The job that failed or timed out, when there is one. */
  readonly jobId: string | undefined;
}

/** How one screen turns each failure into a message. */
interface FlowRules {
  polling: PollingRule;
  /** Polling errors count as attempts and polling goes on. */
  retryOnError: boolean;
  timeout: ErrorMessageKey;
  /** The upload or a status read failed without a message from the server to show. */
  failed: ErrorMessageKey;
  noUrl: ErrorMessageKey;
  /** Where the finished job keeps the URL, in the screen's order of preference. */
  url(job: Job): string | undefined;
}

const message = (key: ErrorMessageKey): UserMessage => ({ kind: 'message', key });
const failedWith = (reason: string | undefined): UserMessage => ({
  kind: 'template',
  key: 'videoCreationFailedWithReason',
  detail: reason || formatUserMessage(message('videoCreationUnknownReason')),
});

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const details = (job: Job) => (job.job_data.details ?? {}) as Record<string, unknown>;

function stageOf(job: Job | undefined, percent: number): SendStage {
  switch (job?.stage) {
    case 'transcribe':
    case 'reply':
      return 'analyzingVoicePatterns';
    case 'synthesize':
    case 'render queued':
      return 'generatingLipSync';
    case 'render':
      return 'renderingAvatarVideo';
    case 'save':
      return 'finalizingVideo';
    default:
      if (percent < 40) return 'analyzingVoicePatterns';
      if (percent < 60) return 'generatingLipSync';
      return percent < SEND_PROGRESS.processingMax ? 'renderingAvatarVideo' : 'finalizingVideo';
  }
}

function absolute(client: RebondClient, url: string): string {
  const base = client.baseUrl || (globalThis as { location?: { origin?: string } }).location?.origin;
  return base ? new URL(url, `${base}/`).toString() : url;
}

async function send(
  client: RebondClient,
  options: SendMessageOptions,
  rules: FlowRules,
): Promise<SentMessage> {
  const { sessionId, audio, signal } = options;
  const typed = options.text?.trim();
  const recording = audio && audio.size > 0 ? audio : undefined;
  if (!sessionId || (!typed && !recording)) {
    throw new SendMessageError(message('videoRecordFirst'));
  }
  const polling = { ...rules.polling, ...options.polling };
  let percent: number = SEND_PROGRESS.start;
  const report = (phase: SendProgress['phase'], next: number, job?: Job) => {
    percent = Math.max(percent, Math.round(next));
    options.onProgress?.({ phase, percent, stage: stageOf(job, percent), ...(job ? { job } : {}) });
  };
  const rethrowAbort = (error: unknown) => {
    if (signal?.aborted) throw signal.reason ?? error;
  };

  report('uploading', SEND_PROGRESS.start);
  let jobId: string;
  try {
    const upload = {
      ...(signal ? { signal } : {}),
      timeout: options.uploadTimeoutMs ?? VIDEO_UPLOAD_TIMEOUT_MS,
    };
    const started =
      recording && !typed
        ? await client.videos.create(sessionId, recording, upload)
        : await client.videos.createFromText(sessionId, typed ?? '', upload);
    jobId = started.job_id;
  } catch (error) {
    rethrowAbort(error);
    const detail = isRebondError(error) && error.status && error.status < 500 ? error.detail : undefined;
    throw new SendMessageError(detail ? { kind: 'detail', text: detail } : message(rules.failed), {
      cause: error,
    });
  }

  // Each job fills its own share of the 25 -> 85 range: the first up to 55, the second up to 85.
  const span = (SEND_PROGRESS.processingMax - SEND_PROGRESS.start) / 2;
  const waitFor = async (id: string, phase: 'processing' | 'rendering', done: (job: Job) => boolean) => {
    const from = phase === 'processing' ? SEND_PROGRESS.start : SEND_PROGRESS.start + span;
    try {
      return await poll({
        read: () => client.jobs.getSessionJob(id, signal ? { signal } : {}),
        isDone: (job) => done(job) || normalizeJobStatus(job.status) === 'failed',
        intervalMs: polling.intervalMs,
        maxAttempts: polling.maxAttempts,
        retryOnError: rules.retryOnError,
        ...(signal ? { signal } : {}),
        onValue: (job) => report(phase, from + (span * job.progress) / 100, job),
      });
    } catch (error) {
      rethrowAbort(error);
      const key = error instanceof PollingTimeoutError ? rules.timeout : rules.failed;
      throw new SendMessageError(message(key), { cause: error, jobId: id });
    }
  };
  const failedJob = (job: Job) =>
    new SendMessageError(
      failedWith(text(job.job_data.error_message) ?? text(job.error) ?? text(job.job_data.error)),
      {
        jobId: job.id,
      },
    );

  const first = await waitFor(jobId, 'processing', (job) =>
    ['polling_required', 'success'].includes(normalizeJobStatus(job.status)),
  );
  if (normalizeJobStatus(first.status) === 'failed') throw failedJob(first);
  let last = first;
  let renderJobId: string | undefined;
  if (normalizeJobStatus(first.status) === 'polling_required') {
    renderJobId = text(first.job_data.polling_job_id);
    if (!renderJobId) throw new SendMessageError(message('videoPollingJobIdMissing'), { jobId });
    last = await waitFor(renderJobId, 'rendering', (job) => normalizeJobStatus(job.status) === 'success');
    if (normalizeJobStatus(last.status) === 'failed') throw failedJob(last);
  }
  const url = rules.url(last);
  if (!url) throw new SendMessageError(message(rules.noUrl), { jobId: last.id });
  report('done', SEND_PROGRESS.done, last);
  return {
    videoUrl: absolute(client, url),
    jobId,
    renderJobId,
    videoId: text(last.job_data.video_id) ?? text(details(last).video_id),
    userTranscript: text(details(last).user_transcript) ?? text(details(first).user_transcript),
    avatarScript: text(details(last).avatar_script) ?? text(details(first).avatar_script),
  };
}

/**
 * The active session page (spec section 4): upload, read the first job every 6 s (up to 60) until
 * `polling_required`, then its `polling_job_id` every 6 s (up to 60) until success; the video is
 * `details.video_url`. Messages: 'Job polling timeout', 'Failed to get polling_job_id from first
 * job.', 'Video was processed but no video URL was returned.', 'Video creation failed: {reason}',
 * the server's detail for a refused upload, else 'Failed to process audio. Please try again.'
 */
export function sendMessageSessionPage(client: RebondClient, options: SendMessageOptions) {
  return send(client, options, {
    polling: SESSION_PAGE_POLLING,
    retryOnError: false,
    timeout: 'videoJobPollingTimeout',
    failed: 'videoProcessAudioFailed',
    noUrl: 'videoProcessedNoUrl',
    url: (job) => text(details(job).video_url) ?? text(job.job_data.video_url),
  });
}

/**
 * The second recording page (spec section 4): the same two jobs read every 3 s (up to 60 each), with
 * progress 25 -> 85 -> 100 and the four stage texts. Messages: 'Video creation timed out. Please try
 * again.', 'Video creation failed: {reason}', 'Failed to get polling_job_id from first job.', 'Video
 * was processed but no video URL was returned.', else 'Failed to create video. Please try again.'
 */
export function sendMessageRecordingPage(client: RebondClient, options: SendMessageOptions) {
  return send(client, options, {
    polling: RECORDING_PAGE_POLLING,
    retryOnError: false,
    timeout: 'videoCreationTimedOut',
    failed: 'videoCreateFailed',
    noUrl: 'videoProcessedNoUrl',
    url: (job) => text(details(job).video_url) ?? text(job.job_data.video_url),
  });
}

/**
 * The Create Video screen (spec section 4): polls until completed, every 3 s up to 60 times per job
 * (`CREATE_VIDEO_POLLING`); a failed read counts as an attempt and polling goes on. The URL is
 * `job_data.video_url`, else `job_data.url`. Messages: 'Video was created but URL not found in
 * response.', 'Video creation failed: {reason}', 'Video creation timed out. Please try again.', else
 * 'Failed to create video. Please try again.'
 */
export function createVideoMessage(client: RebondClient, options: SendMessageOptions) {
  return send(client, options, {
    polling: CREATE_VIDEO_POLLING,
    retryOnError: true,
    timeout: 'videoCreationTimedOut',
    failed: 'videoCreateFailed',
    noUrl: 'videoCreatedNoUrl',
    url: (job) => text(job.job_data.video_url) ?? text(job.job_data.url),
  });
}
