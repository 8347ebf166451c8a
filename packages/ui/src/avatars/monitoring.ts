import { creationTimeRemaining } from '@rebond/sdk';

/** The state of one part of the avatar (the picture's creation job, the voice job) in the wizard. */
export type PartStatus = 'idle' | 'processing' | 'completed' | 'failed' | 'skipped';

/** One job the wizard follows. */
export interface WizardJob {
  /** The job id from the server. */
  id: string;
  status: PartStatus;
  /** Percent, 0 to 100. */
  progress: number;
  /** The server's reason when it failed (`job_data.error_message`). */
  error?: string;
}

/** How long the rest of the creation should take, by the overall percent (spec section 2). */
export type TimeRemainingBand = '8-10' | '5-7' | '2-4' | '1-2';

/** Under 20%: 8-10 min; under 50%: 5-7; under 80%: 2-4; else 1-2 (the SDK's `creationTimeRemaining`). */
export function timeRemainingBand(percent: number): TimeRemainingBand {
  const { minMinutes, maxMinutes } = creationTimeRemaining(percent);
  return `${minMinutes}-${maxMinutes}` as TimeRemainingBand;
}

function partPercent(job: WizardJob | null): number | null {
  if (!job || job.status === 'skipped' || job.status === 'idle') return null;
  if (job.status === 'completed') return 100;
  return Math.max(0, Math.min(100, Math.round(job.progress)));
}

/**
 * The overall percent of step 5: the mean of the jobs that run (a skipped voice does not count);
 * 0 when none has started.
 */
export function overallPercent(avatarJob: WizardJob | null, voiceJob: WizardJob | null): number {
  const parts = [partPercent(avatarJob), partPercent(voiceJob)].filter((value) => value !== null);
  if (parts.length === 0) return 0;
  return Math.round(parts.reduce((sum, value) => sum + value, 0) / parts.length);
}

/** How the creation stands as a whole. */
export type CreationOutcome = 'waiting' | 'running' | 'completed' | 'failed';

/**
 * `failed` when any job failed; `completed` when the creation job succeeded and the voice is done or
 * skipped; `waiting` before the creation job starts; else `running`.
 */
export function creationOutcome(avatarJob: WizardJob | null, voiceJob: WizardJob | null): CreationOutcome {
  if (avatarJob?.status === 'failed' || voiceJob?.status === 'failed') return 'failed';
  if (!avatarJob) return 'waiting';
  const voiceDone = !voiceJob || voiceJob.status === 'completed' || voiceJob.status === 'skipped';
  return avatarJob.status === 'completed' && voiceDone ? 'completed' : 'running';
}

/** Every this many milliseconds step 5 reads the unfinished jobs again (spec section 9). */
export const MONITOR_INTERVAL_MS = 6_000;
/** Every this many milliseconds the progress message moves on (spec section 9). */
export const PROGRESS_MESSAGE_INTERVAL_MS = 30_000;
/**
 * The stage each of the 8 rotating progress messages stands for, from 10 to 90 percent. The message
 * shown is the one whose stage the real overall percent has reached, but it never falls behind the
 * 30-second rotation; the percent itself is always the server's.
 */
export const PROGRESS_MESSAGE_STAGES = [10, 20, 30, 45, 60, 70, 80, 90] as const;

/** Which of the 8 progress messages to show after `elapsedMs` in step 5 at `percent` overall. */
export function progressMessageIndex(elapsedMs: number, percent: number): number {
  const byTime = Math.floor(Math.max(0, elapsedMs) / PROGRESS_MESSAGE_INTERVAL_MS);
  let byPercent = 0;
  PROGRESS_MESSAGE_STAGES.forEach((stage, index) => {
    if (percent >= stage) byPercent = index;
  });
  return Math.min(PROGRESS_MESSAGE_STAGES.length - 1, Math.max(byTime, byPercent));
}
