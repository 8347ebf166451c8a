import { normalizeJobStatus, REPLY_STEPS, type SEND_STAGES } from '@rebond/vocabulary';
import type { RebondClient, RequestOptions } from '../client';
import type { Job, JobStarted } from '../contract/jobs';
import { isRebondError } from '../errors';
import { type ErrorMessageKey, formatUserMessage, type UserMessage } from '../messages';
import { PollingTimeoutError, poll } from '../polling';
import { JobStreamUnavailableError, JobWatch, type OpenJobStream } from './job-watch';

/** Spec section 9: the recording upload may take up to 60 s. */
export const VIDEO_UPLOAD_TIMEOUT_MS = 60_000;

/** How often and how many times a flow reads each job. */
export interface PollingRule {
  intervalMs: number;
  maxAttempts: number;
}

/** Spec section 4, second recording page: progress starts at 25, rises to 85, then 100. */
export const SEND_PROGRESS = { start: 25, processingMax: 85, done: 100 } as const;

export type SendStage = (typeof SEND_STAGES)[number];

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
  /** The reply's WebVTT captions, when the server made them (absolute like `videoUrl`). */
  captionsUrl: string | null;
  /** The captions' language tag (the language the reply is spoken in), when the server says it. */
  captionsLanguage: string | null;
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
  /**
   * Follow the jobs through the server's pushed events when the transport has them, polling only
   * when the stream is unavailable (the polling rule is the same either way). @default true
   */
  push?: boolean;
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

/** How a flow polls and turns each failure into a section 8 message; screens bring their own. */
export interface SendRules {
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
    case REPLY_STEPS.transcribe:
    case REPLY_STEPS.reply:
      return 'analyzingVoicePatterns';
    case REPLY_STEPS.synthesize:
    case REPLY_STEPS.renderQueued:
      return 'generatingLipSync';
    case REPLY_STEPS.render:
      return 'renderingAvatarVideo';
    case REPLY_STEPS.save:
      return 'finalizingVideo';
    default:
      if (percent < 40) return 'analyzingVoicePatterns';
      if (percent < 60) return 'generatingLipSync';
      return percent < SEND_PROGRESS.processingMax ? 'renderingAvatarVideo' : 'finalizingVideo';
  }
}

/**
 * Where a flow sends the message and reads its jobs: the coach's `/videos/create` and `/s_job`, or
 * a visitor's `/embed/videos` and `/embed/jobs`.
 */
export interface SendTransport {
  create(sessionId: string, message: Blob | string, options: RequestOptions): PromiseLike<JobStarted>;
  read(jobId: string, options: RequestOptions): PromiseLike<Job>;
  /** The jobs' pushed states, when the server streams them (`GET /jobs/events`). */
  watch?: OpenJobStream;
}

/** The coach's calls. */
export const coachTransport = (client: RebondClient): SendTransport => ({
  create: (sessionId, message, options) =>
    typeof message === 'string'
      ? client.videos.createFromText(sessionId, message, options)
      : client.videos.create(sessionId, message, options),
  read: (jobId, options) => client.jobs.getSessionJob(jobId, options),
  watch: (ids, signal) => client.jobs.events(ids, { signal }),
});

async function send(
  client: RebondClient,
  options: SendMessageOptions,
  rules: SendRules,
  transport: SendTransport,
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
    const started = await transport.create(
      sessionId,
      recording && !typed ? recording : (typed ?? ''),
      upload,
    );
    jobId = started.job_id;
  } catch (error) {
    rethrowAbort(error);
    const detail = isRebondError(error) && error.status && error.status < 500 ? error.detail : undefined;
    throw new SendMessageError(detail ? { kind: 'detail', text: detail } : message(rules.failed), {
      cause: error,
    });
  }

  return follow(
    client,
    { jobId, ...(signal ? { signal } : {}), polling, push: options.push ?? true },
    rules,
    report,
    transport,
  );
}

/** Options of `followReply`: the first job of a reply already sent. */
export interface FollowReplyOptions {
  /** The first job (`video_reply`), e.g. the `id` of an entry of `sessions.listJobs`. */
  jobId: string;
  /** Cancels the polling; the flow then rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?(progress: SendProgress): void;
  /** Overrides the flow's interval and attempt limit (tests); the defaults are the screen's. */
  polling?: Partial<PollingRule>;
  /** Follow the jobs through the server's pushed events, polling only without them. @default true */
  push?: boolean;
}

async function follow(
  client: RebondClient,
  options: { jobId: string; signal?: AbortSignal; polling: PollingRule; push: boolean },
  rules: SendRules,
  report: (phase: SendProgress['phase'], next: number, job?: Job) => void,
  transport: SendTransport,
): Promise<SentMessage> {
  const watch = transport.watch && options.push ? new JobWatch(transport.watch, [options.jobId]) : undefined;
  try {
    return await followJobs(client, { ...options, watch }, rules, report, transport);
  } finally {
    watch?.close();
  }
}

async function followJobs(
  client: RebondClient,
  options: { jobId: string; signal?: AbortSignal; polling: PollingRule; watch: JobWatch | undefined },
  rules: SendRules,
  report: (phase: SendProgress['phase'], next: number, job?: Job) => void,
  transport: SendTransport,
): Promise<SentMessage> {
  const { jobId, signal, polling, watch } = options;
  const rethrowAbort = (error: unknown) => {
    if (signal?.aborted) throw signal.reason ?? error;
  };
  // Each job fills its own share of the 25 -> 85 range: the first up to 55, the second up to 85.
  const span = (SEND_PROGRESS.processingMax - SEND_PROGRESS.start) / 2;
  const waitFor = async (id: string, phase: 'processing' | 'rendering', done: (job: Job) => boolean) => {
    const from = phase === 'processing' ? SEND_PROGRESS.start : SEND_PROGRESS.start + span;
    const isDone = (job: Job) => done(job) || normalizeJobStatus(job.status) === 'failed';
    const onValue = (job: Job) => report(phase, from + (span * job.progress) / 100, job);
    try {
      if (watch) {
        try {
          // Pushed states, with the same time budget as the polling rule.
          const timeoutMs = polling.intervalMs * polling.maxAttempts;
          return await watch.until(id, { isDone, onValue, timeoutMs, ...(signal ? { signal } : {}) });
        } catch (error) {
          if (!(error instanceof JobStreamUnavailableError)) throw error;
        }
      }
      return await poll({
        read: async () => transport.read(id, signal ? { signal } : {}),
        isDone,
        intervalMs: polling.intervalMs,
        maxAttempts: polling.maxAttempts,
        retryOnError: rules.retryOnError,
        ...(signal ? { signal } : {}),
        onValue,
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
    videoUrl: client.mediaUrl(url),
    captionsUrl: client.mediaUrl(text(last.job_data.captions_url)),
    captionsLanguage: text(last.job_data.captions_language) ?? null,
    jobId,
    renderJobId,
    videoId: text(last.job_data.video_id) ?? text(details(last).video_id),
    userTranscript: text(details(last).user_transcript) ?? text(details(first).user_transcript),
    avatarScript: text(details(last).avatar_script) ?? text(details(first).avatar_script),
  };
}

/**
 * Follows a reply that was sent earlier (by this page before the coach left it, or by another
 * tab) to its video, with the same polling, progress and messages as `sendMessage`: the first job
 * until `polling_required`, then its render job until success.
 *
 * @example
 * const [pending] = (await client.sessions.listJobs(sessionId)).filter((job) => job.status !== 'success');
 * if (pending) player.src = (await followReply(client, { jobId: pending.id })).videoUrl;
 */
export function followReply(
  client: RebondClient,
  options: FollowReplyOptions,
  rules: Partial<SendRules> = {},
): Promise<SentMessage> {
  const merged = { ...DEFAULT_SEND_RULES, ...rules };
  let percent: number = SEND_PROGRESS.start;
  const report = (phase: SendProgress['phase'], next: number, job?: Job) => {
    percent = Math.max(percent, Math.round(next));
    options.onProgress?.({ phase, percent, stage: stageOf(job, percent), ...(job ? { job } : {}) });
  };
  return follow(
    client,
    {
      jobId: options.jobId,
      ...(options.signal ? { signal: options.signal } : {}),
      polling: { ...merged.polling, ...options.polling },
      push: options.push ?? true,
    },
    merged,
    report,
    coachTransport(client),
  );
}

/**
 * The rules of `videos.send` when a screen brings none: the session job rule of spec section 9
 * (every 3 s, up to 60 reads per job), and the Create Video screen's messages.
 */
export const DEFAULT_SEND_RULES: SendRules = {
  polling: { intervalMs: 3_000, maxAttempts: 60 },
  retryOnError: true,
  timeout: 'videoCreationTimedOut',
  failed: 'videoCreateFailed',
  noUrl: 'videoProcessedNoUrl',
  url: (job) => text(details(job).video_url) ?? text(job.job_data.video_url) ?? text(job.job_data.url),
};

/**
 * Sends the coach's message (a recording, or text) and waits for the avatar's reply video: the
 * upload, then the first job until `polling_required`, then its `polling_job_id` until success,
 * reporting progress 25 -> 85 -> 100 with a stage key. `videos.send` is this flow.
 */
export function sendMessage(
  client: RebondClient,
  options: SendMessageOptions,
  rules: Partial<SendRules> = {},
  transport: SendTransport = coachTransport(client),
): Promise<SentMessage> {
  return Promise.resolve(send(client, options, { ...DEFAULT_SEND_RULES, ...rules }, transport));
}
