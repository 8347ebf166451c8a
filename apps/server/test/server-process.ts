import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** The process's resident memory now and at its peak (`/proc/{pid}/status`), in bytes. */
  memory(): Promise<{ rss: number; peak: number }>;
  /** `kill -9`, resolved once the process is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the server as `npm start` does, in its own process (node with tsx's loader), on `env`.
 * A process killed by a signal before it listened (seen on this shared test machine under heavy
 * load, never with an error of its own) is started once more; one that exits with an error is not.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  try {
    return await startOnce(env);
  } catch (error) {
    if (!(error instanceof SignalledBeforeStart)) throw error;
    return startOnce(env);
  }
}

class SignalledBeforeStart extends Error {}

function startOnce(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        process: child,
        async memory() {
          const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
          const kib = (name: string) =>
            Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
          return { rss: kib('VmRSS'), peak: kib('VmHWM') };
        },
        async kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        signal
          ? new SignalledBeforeStart(`server killed by ${signal} before it started: ${output}`)
          : new Error(`server exited (${code}): ${output}`),
      );
    });
  });
}
