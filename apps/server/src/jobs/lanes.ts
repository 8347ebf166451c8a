import { availableParallelism } from 'node:os';

/**
 * The lanes of the job queue, in the order a worker fills them: a reply's second stage (`render`)
 * before new first stages (`reply`), so a reply in progress finishes before new ones start; avatar
 * jobs have their own lane, so a rush of replies never starves an avatar being created.
 */
export const JOB_KINDS = ['render', 'reply', 'avatar'] as const;

export type JobKind = (typeof JOB_KINDS)[number];

/** Jobs of each kind one process runs at once (0: this process leaves that kind to others). */
export type LaneLimits = Record<JobKind, number>;

/**
 * From the core count: as many renders as cores (the render is the longest CPU stage and runs in
 * an engine thread), half as many first stages (speech to text runs in its own process as well),
 * one avatar job.
 */
export function defaultLanes(cores = availableParallelism()): LaneLimits {
  return { render: Math.max(1, cores), reply: Math.max(1, Math.ceil(cores / 2)), avatar: 1 };
}

/**
 * Reads `JOB_CONCURRENCY`: one number for every lane (`3`), or some lanes by name
 * (`reply=2,render=2,avatar=1`), the others keeping their default.
 */
export function parseLanes(raw: string | undefined, cores = availableParallelism()): LaneLimits {
  const lanes = defaultLanes(cores);
  const text = raw?.trim() ?? '';
  if (text === '') return lanes;
  const count = (value: string) => {
    const n = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > 64) {
      throw new Error(`JOB_CONCURRENCY: "${value.trim()}" is not a whole number from 0 to 64`);
    }
    return n;
  };
  if (!text.includes('=')) {
    const n = count(text);
    return { render: n, reply: n, avatar: n };
  }
  for (const part of text.split(',')) {
    const [name = '', value = ''] = part.split('=');
    const kind = name.trim() as JobKind;
    if (!JOB_KINDS.includes(kind)) {
      throw new Error(`JOB_CONCURRENCY: unknown lane "${name.trim()}" (lanes: ${JOB_KINDS.join(', ')})`);
    }
    lanes[kind] = count(value);
  }
  return lanes;
}
