/**
 * Which share of the authored lines a session draws from. Every pool of lines (lead-ins,
 * acknowledgements, pushback...) is dealt into SHARES shares, and a session takes its lines from
 * the share of its practice number first: three practices of one avatar in a row (the server
 * names them `practice-0`, `practice-1`...) tell the same story in words none of the others used.
 * A session falls back to the other shares only once its own holds nothing fresh.
 */
import { normaliseSentence, sentencesOf } from './dialogue-state.js';

/** Practices in a row that never say an authored line of another (any two of three never share one). */
export const SHARES = 3;

/** FNV-1a: a stable number for a text, the seed of a session's choices. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * The share of a session: the number ending its name ("practice-4", which practice of the
 * character this is) modulo SHARES, so consecutive practices take different shares; for a name
 * without a number, a share from its hash. An unnamed session has none: it draws from whole pools.
 */
export function shareOf(session: string | undefined): number | undefined {
  if (!session) return undefined;
  const n = /(\d+)$/.exec(session)?.[1];
  return (n === undefined ? hash(session) : Number.parseInt(n.slice(-6), 10)) % SHARES;
}

/**
 * Every pool of authored lines in a module of lines: each of its arrays of strings, however
 * nested, in the order of their names. A module namespace lists its names sorted where Node loads
 * it, and in the order written where a bundler or vitest rewrites it: sorted here, the dealing is
 * the same in the server, the tests and the benches.
 */
export function poolsIn(value: unknown): string[][] {
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? [value] : [];
  if (value && typeof value === 'object') {
    const named = value as Record<string, unknown>;
    return Object.keys(named)
      .sort()
      .flatMap((key) => poolsIn(named[key]));
  }
  return [];
}

/** The shares of authored sentences, so that a sentence in several pools ("Okay.") belongs to one share only. */
export type Dealt = ReadonlyMap<string, number>;

/**
 * Deals the sentences of the pools into shares, pool by pool: a line whose sentence is already
 * dealt goes with it, any other to the share of the pool that has fewest lines yet, so every
 * pool is split about evenly and a sentence said in two pools stays in one share.
 */
export function deal(pools: readonly (readonly string[])[]): Dealt {
  const dealt = new Map<string, number>();
  for (const pool of pools) {
    const counts = new Array<number>(SHARES).fill(0);
    pool.forEach((line, i) => {
      const sentences = sentencesOf(line).map(normaliseSentence);
      const known = sentences.map((s) => dealt.get(s)).find((s) => s !== undefined);
      let share = known ?? i % SHARES;
      if (known === undefined)
        for (let k = 0; k < SHARES; k++) if ((counts[k] as number) < (counts[share] as number)) share = k;
      counts[share] = (counts[share] as number) + 1;
      for (const s of sentences) if (!dealt.has(s)) dealt.set(s, share);
    });
  }
  return dealt;
}

/**
 * The share of one option: that of its dealt sentences, or its position in the pool; none (-1)
 * when its sentences were dealt into different shares ("Right. Yes." with "Right." in one and
 * "Yes." in another), so that it is said only once no option of the session's share is left.
 */
export function shareOfLine(line: string, index: number, dealt?: Dealt): number {
  const shares = new Set(
    dealt ? sentencesOf(line).flatMap((s) => dealt.get(normaliseSentence(s)) ?? []) : [],
  );
  if (shares.size > 1) return -1;
  return [...shares][0] ?? index % SHARES;
}

/**
 * A pool's options of this session's share, among those `usable` still allows; the other usable
 * ones when none is left.
 */
export function ofShare<T>(
  options: readonly T[],
  share: number | undefined,
  usable: (option: T) => boolean,
  text: (option: T) => string,
  dealt?: Dealt,
): T[] {
  const fresh = options.map((o, i) => ({ o, i })).filter(({ o }) => usable(o));
  if (share === undefined) return fresh.map(({ o }) => o);
  const mine = fresh.filter(({ o, i }) => shareOfLine(text(o), i, dealt) === share);
  return (mine.length ? mine : fresh).map(({ o }) => o);
}
