/**
 * Many coaches at once: 20 users each send a 10-second spoken message (WebM/Opus) at the same
 * moment, and the bench prints the time from sending to each user's reply video, and the latency
 * of `GET /sessions/get_by_user` (read every 100 ms by another coach) while they run.
 *
 * Two modes, both run by `npm run bench -w @rebond/server`:
 * - one process (`npm start`'s default role `all`, PGlite);
 * - a cluster: a throwaway PostgreSQL server (Debian's /usr/lib/postgresql/<v>/bin), one API-only
 *   process and two worker-only processes sharing it and one S3-compatible store (s3rver, from npm,
 *   on loopback). A worker is killed with
 *   `kill -9` in the middle of a render; the bench checks that every reply completes, that no job
 *   ran twice (only the killed worker's jobs were claimed again) and that no turn was added twice.
 *   Skipped, saying so, where no PostgreSQL is installed.
 *
 * `BENCH_USERS` (default 20) and `BENCH_MODE` (`single`, `cluster`, default both) change them.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '@rebond/engine';
import { followReply, memoryTokenStore, RebondClient } from '@rebond/sdk';
import pg from 'pg';
import { startServer } from '../src/server';
import { COACH_VOICE, isolatedStorage, newUser } from '../src/testing';
import { startS3Server } from '../test/s3-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const portrait = await readFile(path.resolve(here, '../../../test/fixtures/images/astronaut.png'));
const USERS = Number(process.env.BENCH_USERS ?? 20);
const MODE = process.env.BENCH_MODE ?? 'both';
const MESSAGE =
  'I wanted to talk to you about last weekend. When you left without saying anything, I felt hurt, ' +
  'and I would really like to understand what happened.';
/**
 * The servers' settings for the bench: on a loaded machine a run outlasts the default 15-minute
 * access tokens, and every coach signs up from the same loopback address, which the per-address
 * sign-up limit (20 in 10 minutes) would otherwise refuse after the twentieth.
 */
const BENCH_ENV = { ACCESS_TOKEN_TTL_SECONDS: '7200', SIGNUP_RATE_LIMIT: String(USERS * 10 + 10) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Json = Record<string, unknown>;
let resets = 0;

async function api(base: string, method: string, route: string, token?: string, body?: Json | FormData) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const send = () =>
    fetch(`${base}${route}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
  // A reused keep-alive connection the server has just closed: a GET is sent again, and counted.
  const response = await send().catch((error: unknown) => {
    if (method !== 'GET') throw error;
    resets += 1;
    return send();
  });
  const answer = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function settle(base: string, route: string, token: string, everyMs: number): Promise<Json> {
  for (;;) {
    const job = await api(base, 'GET', route, token);
    if (['success', 'failed', 'polling_required'].includes(String(job.status))) return job;
    await sleep(everyMs);
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The coach's message: about 10 s of real speech, encoded as a browser would send it. */
async function recording(): Promise<Buffer> {
  const engine = createEngine();
  const speech = await engine.voices.synthesize(MESSAGE, COACH_VOICE);
  return execFileSync(
    engine.describe().ffmpeg ?? 'ffmpeg',
    ['-v', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', 'pipe:1'],
    { input: speech.wav },
  );
}

interface Coach {
  token: string;
  sessionId: string;
}

/**
 * Registers the coaches, makes one avatar through the API (photo upload and creation job) and
 * gives every coach a copy of it (rows copied in the database: the bench times replies, not
 * avatar creation), each with an open session.
 */
async function prepareCoaches(base: string, query: (sql: string, params: unknown[]) => Promise<unknown>) {
  const coaches: { token: string; id: string }[] = [];
  for (let i = 0; i <= USERS; i += 1) {
    const registered = await api(base, 'POST', '/auth/register', undefined, newUser('bench'));
    coaches.push({ token: String(registered.access_token), id: String((registered.user as Json)?.id ?? '') });
  }
  const [owner] = coaches as [{ token: string; id: string }];
  const avatar = await api(base, 'POST', '/avatars/create_avatar', owner.token, {
    avatar_name: 'Anna',
    character_profile: JSON.stringify({
      name: 'Anna',
      gender_identity: 'female',
      relationship_to_user: 'Sister',
    }),
  });
  const form = new FormData();
  form.set('avatar_id', String(avatar.id));
  form.set('file', new Blob([portrait], { type: 'image/png' }), 'astronaut.png');
  const creation = await api(base, 'POST', '/avatars/create_emotional_avatars', owner.token, form);
  const created = await settle(base, `/avatars/a_job/${creation.job_id}`, owner.token, 200);
  if (created.status !== 'success') throw new Error(`avatar creation: ${JSON.stringify(created)}`);
  const ready: Coach[] = [];
  for (const coach of coaches.slice(1)) {
    if (!coach.id) throw new Error('registration answered no user id');
    const copy = crypto.randomUUID();
    await query(
      `INSERT INTO avatars (id, user_id, avatar_name, character_profile, face_model, photo_media_id,
                            image_media_id, variant_media_ids, hosted_avatar_ids)
       SELECT $1, $2, avatar_name, character_profile, face_model, photo_media_id, image_media_id,
              variant_media_ids, hosted_avatar_ids FROM avatars WHERE id = $3`,
      [copy, coach.id, avatar.id],
    );
    const session = await api(base, 'POST', '/sessions/create', coach.token, {
      avatar_id: copy,
      emotion: 'sadness',
    });
    ready.push({ token: coach.token, sessionId: String(session.id) });
  }
  return { coaches: ready, reader: owner.token };
}

interface Round {
  firstVideoMs: number[];
  readMs: number[];
  failures: string[];
}

/**
 * CPU seconds the whole machine has spent busy so far (Linux /proc/stat): on a quiet machine, the
 * server, the programs its engine runs (some keep running, so a process's own count would miss
 * them) and the bench's clients.
 */
function cpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const busy = ticks
    .slice(0, 8)
    .reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + Number(value)), 0);
  return busy / 100;
}

/** All coaches send at once; each follows its reply as the portal does (pushed states, polling as fallback). */
async function round(
  base: string,
  coaches: Coach[],
  reader: string,
  webm: Buffer,
  during?: () => Promise<void>,
  over?: () => void,
) {
  const readMs: number[] = [];
  let reading = true;
  let readErrors = 0;
  const probe = (async () => {
    while (reading) {
      const started = performance.now();
      await api(base, 'GET', '/sessions/get_by_user', reader).catch(() => {
        readErrors += 1;
      });
      readMs.push(performance.now() - started);
      await sleep(100);
    }
  })();
  const failures: string[] = [];
  const t0 = performance.now();
  const side = during?.();
  const times = await Promise.all(
    coaches.map(async (coach): Promise<number> => {
      const form = new FormData();
      form.set('session_id', coach.sessionId);
      form.set('audio_file', new Blob([webm], { type: 'audio/webm;codecs=opus' }), 'recording.webm');
      const started = await api(base, 'POST', '/videos/create', coach.token, form).catch((error: unknown) => {
        failures.push(`upload: ${String(error)}`);
        return undefined;
      });
      if (!started) return Number.NaN;
      // As the portal does: the reply's states pushed by the server (the SDK's `followReply`), with
      // the spec's polling (every 3 s) only where the stream is unavailable.
      const client = new RebondClient({
        baseUrl: base,
        timeout: 120_000,
        tokens: memoryTokenStore({ access_token: coach.token, refresh_token: '' }),
      });
      const reply = await followReply(client, { jobId: String(started.job_id) }).catch((error: unknown) => {
        failures.push(`reply: ${String(error)}`);
        return undefined;
      });
      if (!reply) return Number.NaN;
      const video = await fetch(reply.videoUrl);
      await video.arrayBuffer();
      return performance.now() - t0;
    }),
  );
  reading = false;
  over?.();
  await probe;
  await side;
  if (readErrors > 0) failures.push(`${readErrors} reads of get_by_user failed`);
  return {
    firstVideoMs: times.filter(Number.isFinite).sort((a, b) => a - b),
    readMs,
    failures,
  } satisfies Round;
}

function report(title: string, result: Round, extra: string[] = []) {
  const t = result.firstVideoMs;
  const reads = [...result.readMs].sort((a, b) => a - b);
  console.log(`\n${title}`);
  console.log(
    `  replies completed: ${t.length}/${USERS}${result.failures.length ? ` (failed: ${result.failures.join('; ')})` : ''}`,
  );
  console.log(
    `  time to each user's first video: first ${seconds(t[0] ?? Number.NaN)}, median ${seconds(quantile(t, 0.5))}, last ${seconds(t.at(-1) ?? Number.NaN)}`,
  );
  console.log(`    all: ${t.map((ms) => (ms / 1000).toFixed(1)).join(' ')}`);
  console.log(
    `  GET /sessions/get_by_user meanwhile (${reads.length} reads): p50 ${quantile(reads, 0.5).toFixed(0)} ms, p99 ${quantile(reads, 0.99).toFixed(0)} ms, max ${(reads.at(-1) ?? 0).toFixed(0)} ms`,
  );
  if (resets > 0) console.log(`  GET requests sent again after a connection reset: ${resets}`);
  resets = 0;
  for (const line of extra) console.log(`  ${line}`);
  console.log(
    `  load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

async function single(webm: Buffer) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-bench-many-'));
  const server = await startServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...BENCH_ENV,
  });
  try {
    const { coaches, reader } = await prepareCoaches(server.url, (sql, params) =>
      server.services.db.query(sql, params),
    );
    const lanes = Object.entries(server.config.jobLanes)
      .map(([kind, n]) => `${kind}=${n}`)
      .join(',');
    const cpuBefore = cpuSeconds();
    const result = await round(server.url, coaches, reader, webm);
    const cpu = cpuSeconds() - cpuBefore;
    report(
      `one process (role all, PGlite; JOB_CONCURRENCY ${lanes}, ${server.config.engineThreads} engine threads): ${USERS} users at once`,
      result,
      [
        `CPU: ${cpu.toFixed(0)} s for the round, ${(cpu / USERS).toFixed(1)} s a reply (the machine's busy time: server, engine programs, clients)`,
      ],
    );
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions
    .map((v) => path.join(root, v, 'bin'))
    .findLast((dir) => existsSync(path.join(dir, 'initdb')));
  return bin;
}

/** Starts the server's main.ts in a child process with this role, and waits for its start line. */
function startProcess(role: 'api' | 'worker', env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...env, REBOND_ROLE: role },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${role} did not start: ${out}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Rebond')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited (${code}): ${out}`));
    });
  });
}

async function cluster(webm: Buffer) {
  const bin = postgresBin();
  if (!bin) {
    console.log('\ncluster mode skipped: no PostgreSQL in /usr/lib/postgresql (apt-get install postgresql)');
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'rebond-bench-cluster-'));
  const s3 = await startS3Server();
  const storage = await isolatedStorage({ ...process.env, ...s3.env });
  const pgPort = await freePort();
  const children: ChildProcess[] = [];
  let started = false;
  const pgDir = path.join(dir, 'pg');
  const asPostgres = (tool: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'ignore' });
  try {
    // PostgreSQL refuses to run as root: as .ci/run does, root runs it as the postgres user.
    await mkdir(pgDir);
    if (process.getuid?.() === 0) {
      await chmod(dir, 0o755);
      execFileSync('chown', ['postgres', pgDir]);
    }
    asPostgres('initdb', ['-D', path.join(pgDir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    asPostgres('pg_ctl', [
      '-D',
      path.join(pgDir, 'data'),
      '-o',
      `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-l',
      path.join(pgDir, 'log'),
      '-w',
      'start',
    ]);
    started = true;
    const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    const apiPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, 'data'),
      JWT_SECRET: 'bench-cluster-secret-bench-cluster-secret',
      HOST: '127.0.0.1',
      // A killed worker's job is taken over after this (short, yet long enough that a heartbeat
      // delayed by a loaded machine does not lose a live runner's lease).
      JOB_LEASE_SECONDS: '10',
      ...BENCH_ENV,
      PORTAL_DIR: path.join(dir, 'no-portal'),
      ...s3.env,
      ...storage.env,
    };
    // The API process applies the migrations before the workers start.
    children.push(await startProcess('api', { ...env, PORT: String(apiPort) }));
    children.push(...(await Promise.all([startProcess('worker', env), startProcess('worker', env)])));
    const [, first, second] = children as [ChildProcess, ChildProcess, ChildProcess];
    const base = `http://127.0.0.1:${apiPort}`;
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const { coaches, reader } = await prepareCoaches(base, (sql, params) => db.query(sql, params));
      let killed: { pid: number; jobs: string[] } | undefined;
      let roundOver = false;
      // Kills the worker running the first render, mid-render.
      const killer = async () => {
        // As long as the round lasts: on a loaded machine the first render may start minutes in.
        while (!killed && !roundOver) {
          const { rows } = await db.query<{ claimed_by: string }>(
            `SELECT claimed_by FROM jobs WHERE type = 'video_render' AND status = 'processing' AND progress >= 10
              LIMIT 1`,
          );
          const pid = Number(rows[0]?.claimed_by.split(':').at(-1));
          const victim = [first, second].find((child) => child.pid === pid);
          if (victim?.pid) {
            const held = await db.query<{ id: string }>(
              `SELECT id FROM jobs WHERE status = 'processing' AND claimed_by = $1`,
              [rows[0]?.claimed_by],
            );
            victim.kill('SIGKILL');
            killed = { pid: victim.pid, jobs: held.rows.map((row) => row.id) };
            return;
          }
          await sleep(50);
        }
      };
      const result = await round(base, coaches, reader, webm, killer, () => {
        roundOver = true;
      });
      const again = await db.query<{ id: string; type: string; attempts: number }>(
        `SELECT id, type, attempts FROM jobs WHERE type IN ('video_reply', 'video_render') AND attempts > 1`,
      );
      const unexpected = again.rows.filter((row) => !killed?.jobs.includes(row.id));
      const turns = await db.query<{ n: number }>(
        `SELECT jsonb_array_length(conversation) AS n FROM sessions WHERE id = ANY($1::uuid[])`,
        [coaches.map((coach) => coach.sessionId)],
      );
      const videos = await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM videos WHERE session_id = ANY($1::uuid[])',
        [coaches.map((coach) => coach.sessionId)],
      );
      const doubled = turns.rows.filter((row) => Number(row.n) !== 2).length;
      report(
        `cluster: one API process and two worker processes on one PostgreSQL and one S3 store, ${USERS} users at once`,
        result,
        [
          killed
            ? `worker ${killed.pid} killed with SIGKILL mid-render holding ${killed.jobs.length} job(s); taken over: ${again.rows.filter((row) => killed?.jobs.includes(row.id)).length}`
            : 'no worker was killed (no render was seen running)',
          `jobs claimed more than once besides the killed worker's: ${unexpected.length}${unexpected.length ? ` ${JSON.stringify(unexpected)}` : ''}`,
          `videos: ${videos.rows[0]?.n}/${USERS}; sessions with a turn missing or added twice: ${doubled}`,
          `verdict: ${result.firstVideoMs.length === USERS && unexpected.length === 0 && doubled === 0 && Number(videos.rows[0]?.n) === USERS && killed ? "every reply completed, no job ran twice, the killed worker's render was finished by the other" : 'FAILED'}`,
        ],
      );
    } finally {
      await db.end();
    }
  } finally {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await sleep(1000);
    if (started) {
      asPostgres('pg_ctl', ['-D', path.join(pgDir, 'data'), '-m', 'immediate', 'stop']);
    }
    await storage.drop();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const webm = await recording();
console.log(
  `Many coaches bench: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; load average before: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
if (MODE !== 'cluster') await single(webm);
if (MODE !== 'single') await cluster(webm);
