import { normalizeJobStatus } from '@rebond/vocabulary';
import type { Job } from '../contract/jobs';

/** A wizard part's status (spec section 4): `skipped` when there is no job (e.g. no voice file). */
export type JobPartStatus = 'processing' | 'completed' | 'failed' | 'skipped';

/** Maps a job (any status spelling) to the wizard's per-part status. */
export function jobPartStatus(job: Pick<Job, 'status'> | null | undefined): JobPartStatus {
  if (!job) return 'skipped';
  const status = normalizeJobStatus(job.status);
  if (status === 'success') return 'completed';
  if (status === 'failed') return 'failed';
  return 'processing';
}

/** The overall percent of the monitor step: the mean progress of the jobs that exist (finished ones count 100). */
export function overallProgress(
  jobs: readonly (Pick<Job, 'status' | 'progress'> | null | undefined)[],
): number {
  const present = jobs.filter((job): job is Pick<Job, 'status' | 'progress'> => Boolean(job));
  if (present.length === 0) return 0;
  const total = present.reduce(
    (sum, job) => sum + (jobPartStatus(job) === 'processing' ? job.progress : 100),
    0,
  );
  return Math.round(total / present.length);
}

/**
 * Estimated time remaining on the monitor step, in minutes (spec section 2): under 20% 8-10, under
 * 50% 5-7, under 80% 2-4, else 1-2.
 */
export function creationTimeRemaining(percent: number): { minMinutes: number; maxMinutes: number } {
  if (percent < 20) return { minMinutes: 8, maxMinutes: 10 };
  if (percent < 50) return { minMinutes: 5, maxMinutes: 7 };
  if (percent < 80) return { minMinutes: 2, maxMinutes: 4 };
  return { minMinutes: 1, maxMinutes: 2 };
}
