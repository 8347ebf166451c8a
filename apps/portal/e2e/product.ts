// Starting the product as `npm start` does, in its own process group on a free port with a fresh data
// folder. No vitest import: the e2e project's global setup (global-setup.ts) starts the shared product
// with it before any test file runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedDatabase } from '../../server/src/isolated-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ProductServer {
  url: string;
  /** What the start printed up to "Rebond is running on" (the builds `npm start` ran, the warnings). */
  output: string;
  stop(): Promise<void>;
}

/** Ends a process group started `detached` (npm, its shell, the server under them) and awaits its end. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // The group is gone already.
  }
  await exited;
}

/**
 * The environment of a product under test: `base` with a port on loopback and a fresh data folder,
 * then `env`. Every test signs coaches up and in: passwords are hashed at scrypt's 2^12, not the
 * production 2^17 (about 1 s a hash on a loaded 2-core machine), unless `base` says otherwise.
 */
export function productEnv(
  base: NodeJS.ProcessEnv,
  where: { port: number; dataDir: string },
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PASSWORD_HASH_COST: '12',
    ...base,
    PORT: String(where.port),
    HOST: '127.0.0.1',
    DATA_DIR: where.dataDir,
    ...env,
  };
}

/**
 * Runs npm with `args` in `cwd` in its own process group, on a free port with a fresh data folder,
 * and waits until the server says it listens; stop() ends the group and removes the folder.
 */
async function startWithNpm(args: string[], options: NpmStartOptions): Promise<ProductServer> {
  const { cwd = repoRoot, env = {}, baseEnv = process.env, timeoutMs = 300_000 } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npm', args, {
    cwd,
    env: productEnv(baseEnv, { port, dataDir }, env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = async () => {
    await stopGroup(child);
    // npm exits before the server it started has finished closing PGlite: retry while files still move.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const what = `npm ${args.join(' ')}`;
      const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Rebond is running on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${what} exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output, stop };
}

/**
 * Where a product under test keeps its rows: with `E2E_DATABASE_URL` (CI's PostgreSQL), a schema of
 * its own there (`env` points the server at it, `drop` removes it); otherwise PGlite in its data
 * folder (`env` is empty).
 */
export async function productDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const database = await isolatedDatabase(process.env.E2E_DATABASE_URL ?? '');
  return { env: database.url ? { DATABASE_URL: database.url } : {}, drop: database.drop };
}

/**
 * Starts a product of the caller's own the way `npm start` does (the server workspace's start script:
 * the API and the built portal on one port, PGlite in a fresh data folder), and waits until it listens.
 * With `E2E_DATABASE_URL` (CI's PostgreSQL), the product keeps its rows in a schema of its own there
 * instead of PGlite, dropped when it stops: PGlite's start (its WebAssembly and the migrations, about
 * 8 s of CPU) and its queue polls cost the loaded machine more than a server's queries.
 */
export async function startOwnProduct(env: Record<string, string> = {}): Promise<ProductServer> {
  if (!existsSync(path.join(repoRoot, 'apps/portal/dist/index.html'))) {
    throw new Error('The portal is not built: run `npm run build:portal` (npm test does it first).');
  }
  const database = await productDatabase();
  try {
    const product = await startWithNpm(['run', 'start', '--workspace', '@rebond/server'], {
      env: { ...database.env, ...env },
      timeoutMs: 60_000,
    });
    return {
      ...product,
      async stop() {
        await product.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export interface NpmStartOptions {
  /** Where to run it: this checkout by default. */
  cwd?: string;
  /** Set over the environment, after the port, host and data folder. */
  env?: Record<string, string>;
  /** The environment it starts from: this process's by default. */
  baseEnv?: NodeJS.ProcessEnv;
  /** How long it may take to say it listens. @default 300_000 */
  timeoutMs?: number;
}

/**
 * The root `npm start` in `cwd` (this checkout by default): scripts/build-served.mjs builds what is
 * missing or stale (the portal, the widgets' script builds), then the server on one port.
 */
export function npmStart(options: NpmStartOptions = {}): Promise<ProductServer> {
  return startWithNpm(['start'], options);
}
