import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/errors';

/**
 * scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1: 128 MiB and about 0.35 s per hash on
 * our 2-core machines) unless `PASSWORD_HASH_COST` (log2 N) says otherwise (the test tiers hash at
 * 2^12: every test signs coaches up and in). A hash keeps its N, so a check reads it from the stored
 * hash. Hashes run at most two at a time so a burst cannot exhaust memory; the rest queue, sign-ins
 * ahead of sign-ups and new passwords (so a flood of sign-ups cannot starve a coach's sign-in), and
 * no caller waits longer than its bound: when the queue ahead would take longer, or the wait runs
 * out, the call answers 429 with `Retry-After` at once.
 */
const PARAMS = { r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_CONCURRENT = 2;

/** Who waits for a hash: a sign-in (or a password check) goes before a sign-up or a new password. */
export type HashPriority = 'sign-in' | 'sign-up';

export interface HashOptions {
  priority: HashPriority;
  /** The longest wait for a slot, in milliseconds. */
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
}

let running = 0;
const queues: Record<HashPriority, Waiter[]> = { 'sign-in': [], 'sign-up': [] };
/** A running average of one hash's duration, to tell how long a queue will take. */
let averageMs = 350;

const busy = (waitMs: number) =>
  new ApiError(429, 'The server is busy. Please try again in a few seconds.', {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

/** The expected wait of a new caller of `priority`: the hashes ahead of it, two at a time. */
function expectedWaitMs(priority: HashPriority): number {
  const ahead = queues['sign-in'].length + (priority === 'sign-up' ? queues['sign-up'].length : 0);
  return running < MAX_CONCURRENT ? 0 : Math.ceil((ahead + 1) / MAX_CONCURRENT) * averageMs;
}

function next(): void {
  const waiter = queues['sign-in'].shift() ?? queues['sign-up'].shift();
  waiter?.start();
}

async function withSlot<T>(options: HashOptions, fn: () => Promise<T>): Promise<T> {
  const expected = expectedWaitMs(options.priority);
  if (expected > options.maxWaitMs) throw busy(expected);
  if (running >= MAX_CONCURRENT) {
    await new Promise<void>((resolve, reject) => {
      const queue = queues[options.priority];
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(busy(expectedWaitMs(options.priority)));
      }, options.maxWaitMs);
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      queue.push(waiter);
    });
  }
  running += 1;
  const started = Date.now();
  try {
    return await fn();
  } finally {
    averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
    running -= 1;
    next();
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions & { N: number; r: number; p: number },
  slot: HashOptions,
) {
  return withSlot(
    slot,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const maxmem = 128 * options.N * options.r * 2;
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts), N being 2^`cost` (`config.passwordHashCost`). */
export async function hashPassword(password: string, slot: HashOptions, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...PARAMS, N: 2 ** cost };
  const key = await derive(password, salt, params, slot);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string, slot: HashOptions): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    slot,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The dummy hash of each cost, made once. */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check (at the server's cost), so an unknown user cannot be told
 * from a wrong password.
 */
export async function verifyAgainstDummy(password: string, slot: HashOptions, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', slot, cost).catch((error: unknown) => {
      dummyHashes.delete(cost);
      throw error;
    });
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy, slot);
  return false;
}
