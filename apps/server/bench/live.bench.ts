/**
 * Times the live channel on a real server (engine threads as in production), through the SDK over
 * a WebSocket: each coach turn is spoken audio streamed at real-time pace in 40 ms frames, and the
 * clock runs from `endTurn()` to the first `reply_audio`. Ten turns with one conversation, then
 * eight conversations at once (two turns each); the CPU per turn is the process's and its
 * children's (recogniser, encoders) CPU time over the turns, the background MP4 renders included.
 * Where the time goes: each engine call of the turn (the rest of the turn's recognition, the skill
 * coder, the reply writer, the reply's first piece synthesised, a render) timed by wrapping it, and the
 * median of its share of the wait printed under the figures (calls overlap, so they need not add up);
 * at once, each call's median and longest duration (the turns' waits overlap each other's calls).
 * Five more turns of the one conversation, cut off at their first reply audio, time `interrupt()`
 * to `interrupted` and count any audio after it. The conversations at once start once the single
 * one's videos for history are made. `LIVE_BENCH_AT_ONCE=0` skips the conversations at once.
 * Run with `npm run bench -w @rebond/server` (or `tsx --conditions=source bench/live.bench.ts`).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LiveSocketConstructor, RebondClient } from '@rebond/sdk';
import { startServer } from '../src/server';
import { newUser } from '../src/testing';
import { activeAvatar, spokenMessage } from '../test/sessions-fixtures';

const WebSocket = createRequire(import.meta.url)('ws') as LiveSocketConstructor;
const TURNS_ALONE = Number(process.env.LIVE_BENCH_TURNS ?? 10);
/** Conversations at once in the second part (0 skips it, for a quick run). */
const AT_ONCE = Number(process.env.LIVE_BENCH_AT_ONCE ?? 8);
/** Turns cut off at their first reply audio, to time `interrupt()`. */
const INTERRUPTS = 5;
const TURNS_AT_ONCE = 2;
const LINES = [
  'I feel like you never listen to me, and it really hurts.',
  'It sounds like you are worn out by all of this.',
  'What would you like to be different between us?',
  'You have been carrying a lot on your own.',
];

const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-live-bench-'));
const server = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
const recordings = await Promise.all(LINES.map((line) => spokenMessage(server, line)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The engine's calls of the turns, timed (a threaded call's time includes its wait for a thread). */
const spans: { name: string; start: number; end: number }[] = [];
function timed<T extends object>(target: T, method: keyof T & string, name: string = method) {
  const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  Object.assign(target, {
    [method]: async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await original(...args);
      } finally {
        spans.push({ name, start, end: performance.now() });
      }
    },
  });
}
const { engine } = server.services;
const listen = engine.listen;
engine.listen = (options) => {
  const live = listen(options);
  const finish = live.finish;
  timed(Object.assign(live, { finish }), 'finish', 'recognise the rest');
  return live;
};
timed(engine, 'understand');
timed(engine.transcriber, 'transcribe');
timed(engine.skills, 'code');
timed(engine.replyWriter, 'reply', 'write');
// The reply's first piece: from the call to its first sentence (or clause), synthesised.
const speakSentences = engine.speakSentences;
engine.speakSentences = async function* (...args) {
  const start = performance.now();
  let first = true;
  for await (const sentence of speakSentences(...args)) {
    if (first) spans.push({ name: 'synthesize the first piece', start, end: performance.now() });
    first = false;
    yield sentence;
  }
};
timed(engine.renderer, 'render');
/** Where the time between `from` and `to` went: each call's share of it, in ms. */
function breakdown(from: number, to: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const span of spans) {
    const overlap = Math.min(span.end, to) - Math.max(span.start, from);
    if (overlap > 0) out[span.name] = (out[span.name] ?? 0) + overlap;
  }
  return out;
}
const breakdowns: Record<string, number>[] = [];

/** CPU seconds of this process and its finished children (Linux), else of this process alone. */
function cpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the name.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    return ticks / 100;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

/** Fails instead of waiting forever. */
function within<T>(promise: Promise<T>, what: string, ms = 120_000): Promise<T> {
  return Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what}: nothing after ${ms / 1000} s`);
    }),
  ]);
}

async function conversation() {
  const client = new RebondClient({ baseUrl: server.url, WebSocket });
  const { user } = await within(client.auth.register(newUser('live')), 'register');
  const avatar = await activeAvatar(server, user.id);
  const session = await client.sessions.create({ avatar_id: avatar });
  return within(client.live.connect(session.id), 'connect');
}

/** One turn at real-time pace; answers the seconds from `endTurn()` to the first reply audio. */
async function turn(live: Awaited<ReturnType<typeof conversation>>, index: number): Promise<number> {
  const wav = recordings[index % recordings.length] as Uint8Array;
  const samples = new Int16Array(wav.slice(44).buffer);
  for (let at = 0; at < samples.length; at += 640) {
    live.sendAudio(samples.subarray(at, at + 640), 16000);
    await sleep(40);
  }
  let ended = 0;
  const first = new Promise<number>((resolve) => {
    const once = () => {
      live.off('reply_audio', once);
      breakdowns.push(breakdown(ended, performance.now()));
      resolve((performance.now() - ended) / 1000);
    };
    live.on('reply_audio', once);
  });
  const done = new Promise((resolve) => live.on('turn_end', resolve));
  const failed = new Promise<never>((_, reject) =>
    live.on('error', ({ detail }) => reject(new Error(detail))),
  );
  ended = performance.now();
  live.endTurn();
  const seconds = await within(Promise.race([first, failed]), 'first reply audio');
  await within(Promise.race([done, failed]), 'turn end');
  return seconds;
}

/**
 * One turn cut off at its first reply audio: answers the seconds from `interrupt()` to the
 * `interrupted` event, and the reply audio that came after that event (none is the rule).
 */
async function interruptedTurn(live: Awaited<ReturnType<typeof conversation>>, index: number) {
  const wav = recordings[index % recordings.length] as Uint8Array;
  const samples = new Int16Array(wav.slice(44).buffer);
  for (let at = 0; at < samples.length; at += 640) {
    live.sendAudio(samples.subarray(at, at + 640), 16000);
    await sleep(40);
  }
  let calledAt = 0;
  let stoppedAt = 0;
  let late = 0;
  const onAudio = () => {
    if (!calledAt) {
      calledAt = performance.now();
      live.interrupt(0);
    } else if (stoppedAt) late += 1;
  };
  live.on('reply_audio', onAudio);
  const stopped = new Promise<void>((resolve) =>
    live.on('interrupted', () => {
      stoppedAt = performance.now();
      resolve();
    }),
  );
  const done = new Promise((resolve) => live.on('turn_end', resolve));
  live.endTurn();
  await within(stopped, 'interrupted');
  await within(done, 'turn end');
  live.off('reply_audio', onAudio);
  return { seconds: (stoppedAt - calledAt) / 1000, late };
}

/**
 * Waits until the jobs of the turns before (their videos for history) have ended, so that the
 * conversations at once are timed on their own and not beside a backlog of the single one's.
 */
async function settled() {
  for (let i = 0; i < 600; i++) {
    const [row] = await server.services.db.query<{ open: number }>(
      "SELECT count(*)::int AS open FROM jobs WHERE status IN ('pending', 'processing')",
    );
    if (!row?.open) return;
    await sleep(200);
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const report = (label: string, values: number[], cpu: number) =>
  console.log(
    `${label}: end of turn -> first reply audio median ${quantile(values, 0.5).toFixed(2)} s, p95 ${quantile(values, 0.95).toFixed(2)} s over ${values.length} turns; CPU ${(cpu / values.length).toFixed(2)} s per turn`,
  );

/** The median ms of each call within the turns' waits (calls overlap: they need not add up). */
function printBreakdown(turns: Record<string, number>[]) {
  const names = [...new Set(turns.flatMap((t) => Object.keys(t)))];
  const parts = names.map(
    (name) =>
      `${name} ${quantile(
        turns.map((t) => t[name] ?? 0),
        0.5,
      ).toFixed(0)} ms`,
  );
  console.log(`  within it (median per turn): ${parts.join(', ')}`);
}

/** The median and longest duration of each call (at once, the turns' waits overlap each other's calls). */
function printDurations(calls: typeof spans) {
  const names = [...new Set(calls.map((call) => call.name))];
  const parts = names.map((name) => {
    const ms = calls.filter((call) => call.name === name).map((call) => call.end - call.start);
    return `${name} ${quantile(ms, 0.5).toFixed(0)}/${Math.max(...ms).toFixed(0)} ms`;
  });
  console.log(`  each call (median/longest): ${parts.join(', ')}`);
}

try {
  console.log(
    `engine ${JSON.stringify(server.services.engine.describe(), ['transcribe', 'reply', 'voice', 'implementation'])}`,
  );
  const alone = await conversation();
  await turn(alone, 0); // warm-up: threads, models
  let cpu = cpuSeconds();
  const aloneTimes: number[] = [];
  for (let i = 0; i < TURNS_ALONE; i++) aloneTimes.push(await turn(alone, i));
  report('1 conversation', aloneTimes, cpuSeconds() - cpu);
  printBreakdown(breakdowns.slice(-TURNS_ALONE));
  const cuts = [];
  for (let i = 0; i < INTERRUPTS; i++) cuts.push(await interruptedTurn(alone, i));
  const cutTimes = cuts.map((cut) => cut.seconds);
  console.log(
    `interrupt() -> interrupted median ${(quantile(cutTimes, 0.5) * 1000).toFixed(0)} ms, max ${(Math.max(...cutTimes) * 1000).toFixed(0)} ms over ${cuts.length} turns; reply audio after it: ${cuts.reduce((n, cut) => n + cut.late, 0)} (budget 300 ms, none)`,
  );
  alone.close();
  if (AT_ONCE > 0) {
    const many: Awaited<ReturnType<typeof conversation>>[] = [];
    for (let c = 0; c < AT_ONCE; c++) many.push(await conversation());
    await settled();
    cpu = cpuSeconds();
    const startedAt = performance.now();
    const manyTimes = (
      await Promise.all(
        many.map(async (live, c) => {
          const times: number[] = [];
          for (let i = 0; i < TURNS_AT_ONCE; i++) times.push(await turn(live, c + i));
          return times;
        }),
      )
    ).flat();
    report(`${AT_ONCE} conversations at once`, manyTimes, cpuSeconds() - cpu);
    printDurations(spans.filter((span) => span.start >= startedAt));
    for (const live of many) live.close();
  }
  console.log('budgets: median <= 1.0 s alone, <= 2.0 s with 8 at once');
} finally {
  await server.close();
}
