import { normalizeJobStatus } from '@rebond/vocabulary';
import type { RebondClient } from '../client';
import type { Job } from '../contract/jobs';
import { type ErrorMessageKey, formatUserMessage, type UserMessage } from '../messages';
import { PollingTimeoutError, poll } from '../polling';
import { overallProgress } from './status';

/** How often and how many times a poller reads a job. */
export interface AvatarPollingRule {
  intervalMs: number;
  maxAttempts: number;
}

/** Spec section 9, avatar job: 30 attempts at 2 s (the wizard's background poll after step 2). */
export const AVATAR_JOB_POLLING: AvatarPollingRule = { intervalMs: 2_000, maxAttempts: 30 };
/**
 * Spec section 9, avatar creation monitoring: every 6 s. The spec gives no maximum; creation takes
 * 5 to 8 minutes, so the monitor gives up after 100 reads (10 minutes).
 */
export const AVATAR_MONITOR_POLLING: AvatarPollingRule = { intervalMs: 6_000, maxAttempts: 100 };
/** Spec section 9, voice generation: 60 tries at 4 s. */
export const VOICE_GENERATION_POLLING: AvatarPollingRule = { intervalMs: 4_000, maxAttempts: 60 };
/** Spec section 9, recorded-voice clone: 60 tries at 2 s. */
export const VOICE_CLONE_POLLING: AvatarPollingRule = { intervalMs: 2_000, maxAttempts: 60 };
/** Spec section 9, avatar voice creation: every 2 s; the spec shows no maximum, so 60 (2 minutes). */
export const AVATAR_VOICE_POLLING: AvatarPollingRule = { intervalMs: 2_000, maxAttempts: 60 };

/** What every poller takes. */
export interface AvatarPollOptions {
  /** Stops polling; the poller then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Sees every job read (its `progress`, `stage` and `status`), for progress displays. */
  onProgress?(job: Job, attempt: number): void;
  /** Overrides the interval and attempt limit (tests); the defaults are the spec's values. */
  polling?: Partial<AvatarPollingRule>;
}

/**
 * An avatar job failed, timed out, or could not be read. `userMessage` is the section 8 message to
 * show (translate its key; a `detail` is the server's own sentence); `message` is its English text.
 */
export class AvatarJobError extends Error {
  override name = 'AvatarJobError';
  /** The job that was polled. */
  readonly jobId: string;
  /** The last job read, when the job ended `failed` (its `error` says why). */
  readonly job: Job | undefined;
  /** Why polling ended: the job failed, polling used up its attempts, or a read failed. */
  readonly reason: 'failed' | 'timeout' | 'unreadable';

  constructor(
    readonly userMessage: UserMessage,
    init: { jobId: string; job?: Job; reason: AvatarJobError['reason']; cause?: unknown },
  ) {
    super(formatUserMessage(userMessage), { cause: init.cause });
    this.jobId = init.jobId;
    this.job = init.job;
    this.reason = init.reason;
  }
}

/** The message keys of one poller. */
interface PollerMessages {
  failed: ErrorMessageKey;
  timeout: ErrorMessageKey;
  unreadable: ErrorMessageKey;
  /** Show the server's `error_message` when the job failed with one. */
  serverReason: boolean;
}

const message = (key: ErrorMessageKey): UserMessage => ({ kind: 'message', key });
const isFinal = (job: Job) => ['success', 'failed'].includes(normalizeJobStatus(job.status));
const reasonOf = (job: Job) =>
  [job.job_data.error_message, job.error].find(
    (text): text is string => typeof text === 'string' && text !== '',
  );

async function waitForJob(
  client: RebondClient,
  jobId: string,
  rule: AvatarPollingRule,
  messages: PollerMessages,
  options: AvatarPollOptions,
): Promise<Job> {
  const { signal } = options;
  const polling = { ...rule, ...options.polling };
  let job: Job;
  try {
    job = await poll({
      read: () => client.avatars.getJob(jobId, signal ? { signal } : {}),
      isDone: isFinal,
      intervalMs: polling.intervalMs,
      maxAttempts: polling.maxAttempts,
      ...(signal ? { signal } : {}),
      onValue: (value, attempt) => options.onProgress?.(value, attempt),
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    const timedOut = error instanceof PollingTimeoutError;
    throw new AvatarJobError(message(timedOut ? messages.timeout : messages.unreadable), {
      jobId,
      reason: timedOut ? 'timeout' : 'unreadable',
      cause: error,
    });
  }
  if (normalizeJobStatus(job.status) === 'failed') {
    const reason = reasonOf(job);
    throw new AvatarJobError(
      messages.serverReason && reason ? { kind: 'detail', text: reason } : message(messages.failed),
      { jobId, job, reason: 'failed' },
    );
  }
  return job;
}

/**
 * Polls an `avatar_creation` job every 2 s, 30 times, and resolves the finished job (`job_data`:
 * `image_url`, `variant_urls`, `heygen_avatar_ids`, `group_id`). Rejects with `AvatarJobError`: the
 * engine's reason when it failed (e.g. 'No face was found in the photo. ...'), else
 * `avatarCreationFailed`; `avatarJobTimedOut` after 30 reads; `avatarStatusCheckFailed` when a read
 * fails. Aborting rejects with the signal's reason.
 */
export function pollAvatarJob(client: RebondClient, jobId: string, options: AvatarPollOptions = {}) {
  return waitForJob(
    client,
    jobId,
    AVATAR_JOB_POLLING,
    {
      failed: 'avatarCreationFailed',
      timeout: 'avatarJobTimedOut',
      unreadable: 'avatarStatusCheckFailed',
      serverReason: true,
    },
    options,
  );
}

/**
 * Polls a `voice_preview` job every 4 s, 60 times, and resolves it with its three
 * `job_data.previews` ({ preview_url, generated_voice_id, label, duration_s }). Rejects with
 * 'Voice generation failed.' or the server's `error_message`; 'Voice generation timed out.';
 * 'Failed to generate voice. Please try again.' when a read fails.
 */
export async function pollVoiceGeneration(
  client: RebondClient,
  jobId: string,
  options: AvatarPollOptions = {},
) {
  const job = await waitForJob(
    client,
    jobId,
    VOICE_GENERATION_POLLING,
    {
      failed: 'voiceGenerationFailed',
      timeout: 'voiceGenerationTimedOut',
      unreadable: 'voiceGenerateFailed',
      serverReason: true,
    },
    options,
  );
  if (!job.job_data.previews?.length) {
    throw new AvatarJobError(message('voiceGenerationFailed'), { jobId, job, reason: 'failed' });
  }
  return job;
}

/**
 * Polls a `voice_cloning` job (a recorded or uploaded sample) every 2 s, 60 times; resolves the job
 * (`job_data`: `voice_id`, `voice_label`, `note`, `background_noise_removed`). Rejects with 'Voice
 * cloning failed.'; 'Timed out waiting for voice cloning.'; 'Failed to clone avatar voice.' when a
 * read fails. The job's reason stays on `error.job.error`.
 */
export function pollVoiceClone(client: RebondClient, jobId: string, options: AvatarPollOptions = {}) {
  return waitForJob(
    client,
    jobId,
    VOICE_CLONE_POLLING,
    {
      failed: 'voiceCloningFailed',
      timeout: 'voiceCloningTimedOut',
      unreadable: 'voiceCloneFailed',
      serverReason: false,
    },
    options,
  );
}

/**
 * Polls a `voice_from_preview` job every 2 s, at most 60 times (the spec shows no maximum);
 * resolves the job (`job_data.voice_id`). Rejects with 'Avatar voice creation failed.'; 'Timed out
 * waiting for avatar voice creation.'; 'Failed to create avatar voice.' when a read fails.
 */
export function pollAvatarVoiceCreation(
  client: RebondClient,
  jobId: string,
  options: AvatarPollOptions = {},
) {
  return waitForJob(
    client,
    jobId,
    AVATAR_VOICE_POLLING,
    {
      failed: 'avatarVoiceCreationFailed',
      timeout: 'avatarVoiceCreationTimedOut',
      unreadable: 'avatarVoiceCreateFailed',
      serverReason: false,
    },
    options,
  );
}

/** The jobs the monitor step watches; a missing voice job shows as 'Skipped'. */
export interface MonitoredJobs {
  avatarJob: Job | undefined;
  voiceJob: Job | undefined;
  /** Mean progress of the jobs that exist (finished ones count 100). */
  percent: number;
  /** Whether every job has ended. */
  done: boolean;
  /** Whether any job failed ('One or more jobs failed. Check details below.'). */
  failed: boolean;
}

/**
 * The monitor step (spec sections 2 and 9): reads every unfinished job every 6 s and reports each
 * round through `onUpdate`; resolves when all have ended, failed ones included (`failed` tells).
 * Rejects with `AvatarJobError`: `avatarStatusCheckFailed` ('Error occurred while checking status')
 * when a read fails, `avatarJobTimedOut` after 100 rounds; aborting rejects with the signal's reason.
 */
export async function monitorAvatarJobs(
  client: RebondClient,
  ids: { avatarJobId?: string | null; voiceJobId?: string | null },
  options: Omit<AvatarPollOptions, 'onProgress'> & { onUpdate?(state: MonitoredJobs): void } = {},
): Promise<MonitoredJobs> {
  const { signal } = options;
  const polling = { ...AVATAR_MONITOR_POLLING, ...options.polling };
  const state: MonitoredJobs = {
    avatarJob: undefined,
    voiceJob: undefined,
    percent: 0,
    done: false,
    failed: false,
  };
  const read = async (id: string | null | undefined, last: Job | undefined) =>
    !id || (last && isFinal(last)) ? last : client.avatars.getJob(id, signal ? { signal } : {});
  try {
    return await poll({
      read: async () => {
        const [avatarJob, voiceJob] = await Promise.all([
          read(ids.avatarJobId, state.avatarJob),
          read(ids.voiceJobId, state.voiceJob),
        ]);
        const jobs = [avatarJob, voiceJob].filter((job): job is Job => Boolean(job));
        Object.assign(state, {
          avatarJob,
          voiceJob,
          percent: overallProgress(jobs),
          done: jobs.every(isFinal),
          failed: jobs.some((job) => normalizeJobStatus(job.status) === 'failed'),
        });
        return { ...state };
      },
      isDone: (value) => value.done,
      intervalMs: polling.intervalMs,
      maxAttempts: polling.maxAttempts,
      ...(signal ? { signal } : {}),
      onValue: (value) => options.onUpdate?.(value),
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    const timedOut = error instanceof PollingTimeoutError;
    throw new AvatarJobError(message(timedOut ? 'avatarJobTimedOut' : 'avatarStatusCheckFailed'), {
      jobId: ids.avatarJobId ?? ids.voiceJobId ?? '',
      reason: timedOut ? 'timeout' : 'unreadable',
      cause: error,
    });
  }
}
