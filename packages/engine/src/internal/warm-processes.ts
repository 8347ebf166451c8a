import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import type { RunResult } from './process.js';

/** How long a process started ahead waits for work before it is stopped. */
const IDLE_MS = 60_000;

interface Started {
  child: ChildProcess;
  result: Promise<RunResult>;
  exited: boolean;
}

/**
 * One-shot runs of one program, each in a process of its own, with the next process started ahead
 * of time: `run` hands the waiting process its input (one JSON line on stdin) and starts the next,
 * so what a process does before it reads its input (starting, loading) is off the next call's
 * path. A waiting process does not keep this process alive; it is stopped after a minute without
 * work, and exits when this process does (its stdin ends).
 */
export class WarmProcesses {
  readonly #file: string;
  readonly #args: () => string[];
  #waiting: Started | undefined;
  #idle: NodeJS.Timeout | undefined;
  /** Every process started and not yet exited (waiting or running). */
  readonly #alive = new Set<Started>();

  constructor(file: string, args: () => string[]) {
    this.#file = file;
    this.#args = args;
  }

  /** One run: `input` on the program's stdin, its output collected; killed past `timeoutMs`. */
  async run(input: unknown, timeoutMs: number): Promise<RunResult> {
    const taken = this.#waiting && !this.#waiting.exited ? this.#waiting : this.#start();
    const { child } = taken;
    child.ref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as Socket | null)?.ref();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdin?.end(`${JSON.stringify(input)}\n`);
    this.#waiting = this.#start();
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => void this.stop(), IDLE_MS);
    this.#idle.unref();
    try {
      return await taken.result;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Stops the waiting process, if any (the next run starts one); settles once every process
   * started has exited and been reaped (runs in progress end first). A thread that started them
   * waits for this before it ends: a process whose thread has ended is never reaped (a zombie).
   */
  async stop(): Promise<void> {
    clearTimeout(this.#idle);
    this.#waiting?.child.stdin?.end();
    this.#waiting = undefined;
    await Promise.all([...this.#alive].map((started) => started.result));
  }

  #start(): Started {
    const child = spawn(this.#file, this.#args(), { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let errBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes < 64 * 1024) err.push(chunk);
      errBytes += chunk.length;
    });
    child.stdin.on('error', () => {
      // the program may exit before reading its input; its exit code tells the story
    });
    const started: Started = {
      child,
      result: Promise.resolve({ code: 1, stdout: Buffer.alloc(0), stderr: '' }),
      exited: false,
    };
    this.#alive.add(started);
    started.result = new Promise((resolve) => {
      child.on('error', (error) => {
        started.exited = true;
        this.#alive.delete(started);
        resolve({ code: 1, stdout: Buffer.alloc(0), stderr: String(error) });
      });
      child.on('close', (code, signal) => {
        started.exited = true;
        this.#alive.delete(started);
        resolve({
          code: code ?? (signal ? 128 : 1),
          stdout: Buffer.concat(out),
          stderr: Buffer.concat(err).toString('utf8'),
        });
      });
    });
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as Socket).unref();
    return started;
  }
}
