/** The four states every job status spelling maps to. */
export type NormalizedJobStatus = 'success' | 'failed' | 'polling_required' | 'pending';

/**
 * Maps every job status spelling seen in the wild (spec section 3: `success`, `COMPLETED`,
 * `FAILED`, `polling_required`, `processing`...) to one of four; anything unknown means pending.
 *
 * @example
 * normalizeJobStatus('COMPLETED') // 'success'
 */
export function normalizeJobStatus(status: string | null | undefined): NormalizedJobStatus {
  switch ((status ?? '').toLowerCase()) {
    case 'success':
    case 'completed':
      return 'success';
    case 'failed':
    case 'error':
      return 'failed';
    case 'polling_required':
      return 'polling_required';
    default:
      return 'pending';
  }
}
