import { availableParallelism } from 'node:os';

/**
 * The lanes of the job queue, in the order a worker fills them: a reply's second stage (`render`)
 * before new first stages (`reply`), so a reply in progress finishes before new ones start; avatar
 * jobs have their own lane, so a rush of replies never starves an avatar being created.
 */
export const JOB_KINDS = ['render', 'reply', 'avatar'] as const;

export type JobKind = (typeof JOB_KINDS)[number];

/**
 * Jobs of each kind one process runs at once (0: this process leaves that kind to others). The
 * renders a process runs also take places in its `reply` lane: a first stage starts only while
 * first and second stages together are under `reply`, so a reply in progress gets the cores first.
 */
export type LaneLimits = Record<JobKind, number>;

/**
 * From the core count: as many renders and as many first stages as cores (each is one core's work:
 * speech to text in its own process, the render in an engine thread; renders holding `reply`
 * places keeps the two under the core count together), one avatar job.
 */
export function defaultLanes(cores = availableParallelism()): LaneLimits {
  const n = Math.max(1, cores);
  return { render: n, reply: n, avatar: 1 };
}

/** Jobs of a kind this process may start now, given those it runs (see `LaneLimits`). */
export function laneRoom(kind: JobKind, lanes: LaneLimits, running: Readonly<LaneLimits>): number {
  const busy = kind === 'reply' ? running.reply + running.render : running[kind];
  return lanes[kind] - busy;
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
