import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { type FileHandle, open, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempFolder } from '../internal/temp-folder.js';

interface Running {
  child: ChildProcess;
  dir: string;
  control: FileHandle;
  output: FileHandle;
  read: number;
  exited: boolean;
}

/**
 * Debian's `pocketsphinx_batch`, kept running so that its model loads once: with the one-shot
 * `pocketsphinx_continuous`, loading the model and building its search tree took about 0.6 s of
 * every recording's 2-3 s. The control file is a FIFO that this object holds open; each line names
 * a WAV in the recogniser's folder, and each result is appended as a `-hypseg` line to a file that
 * is read as it grows. One recording at a time. A recogniser that dies or takes too long is
 * stopped, the call fails (the transcriber then runs the one-shot program), and the next call
 * starts a new one; after a minute without work it stops, freeing its memory (about 100 MB).
 * No recording or recognised text outlives its call: the WAV is removed and the result file emptied
 * (the recogniser keeps writing at its offset, after a hole of zeros) as soon as the line is read.
 */
export class PocketsphinxBatch {
  readonly #bin: string;
  readonly #search: readonly string[];
  readonly #tempDir: string | undefined;
  #running: Running | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #next = 0;
  #idle: NodeJS.Timeout | undefined;

  constructor(bin: string, search: readonly string[], tempDir?: string) {
    this.#bin = bin;
    this.#search = search;
    this.#tempDir = tempDir;
  }

  /** The running recogniser's process id (none before the first call, after `close` or an idle minute). */
  get pid(): number | undefined {
    return this.#running?.exited ? undefined : this.#running?.child.pid;
  }

  /** The `-hypseg` result line of one recording (a 16 kHz mono WAV with a 44-byte header). */
  recognize(wav: Uint8Array, timeoutMs: number): Promise<string> {
    const result = this.#queue.then(() => this.#recognize(wav, timeoutMs));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Stops the recogniser (a later call starts it again). */
  close(): void {
    clearTimeout(this.#idle);
    const running = this.#running;
    this.#running = undefined;
    if (!running) return;
    running.child.kill('SIGKILL');
    void running.control.close().catch(() => undefined);
    void running.output.close().catch(() => undefined);
    void rm(running.dir, { recursive: true, force: true });
  }

  async #recognize(wav: Uint8Array, timeoutMs: number): Promise<string> {
    clearTimeout(this.#idle);
    // One that died since the last call is replaced before this recording is sent to it.
    if (this.#running?.exited) this.close();
    const running = this.#running ?? (await this.#start());
    const id = `u${++this.#next}`;
    const file = join(running.dir, `${id}.wav`);
    try {
      await writeFile(file, wav);
      await running.control.write(`${id}\n`);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = await this.#resultOf(running, id);
        if (line !== undefined) return line;
        if (running.exited || Date.now() > deadline) {
          this.close();
          throw new Error(running.exited ? 'pocketsphinx_batch exited' : 'pocketsphinx_batch took too long');
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await rm(file, { force: true });
      if (!running.exited) await truncate(join(running.dir, 'results.txt'), 0).catch(() => undefined);
      if (this.#running === running) {
        this.#idle = setTimeout(() => this.close(), 60_000);
        this.#idle.unref();
      }
    }
  }

  /** The result line of `id`, once the recogniser has written it whole (read from where the last ended). */
  async #resultOf(running: Running, id: string): Promise<string | undefined> {
    const { size } = await running.output.stat();
    if (size <= running.read) return undefined;
    const chunk = Buffer.alloc(size - running.read);
    const { bytesRead } = await running.output.read(chunk, 0, chunk.length, running.read);
    const fresh = chunk.subarray(0, bytesRead).toString('utf8');
    const end = fresh.lastIndexOf('\n');
    if (end < 0) return undefined;
    running.read += Buffer.byteLength(fresh.slice(0, end + 1));
    return fresh
      .slice(0, end)
      .split('\n')
      .find((line) => line.startsWith(`${id} `));
  }

  async #start(): Promise<Running> {
    const dir = await makeTempFolder(this.#tempDir, 'rebond-stt-batch-');
    const controlPath = join(dir, 'control');
    const results = join(dir, 'results.txt');
    execFileSync('mkfifo', [controlPath]);
    await writeFile(results, '');
    const output = await open(results, 'r');
    // Read and write, so opening does not wait for the recogniser and it never sees the end.
    const control = await open(controlPath, constants.O_RDWR);
    const child = spawn(
      this.#bin,
      [
        '-ctl',
        controlPath,
        '-cepdir',
        dir,
        '-cepext',
        '.wav',
        '-adcin',
        'yes',
        '-adchdr',
        '44',
        '-hypseg',
        results,
        '-logfn',
        '/dev/null',
        ...this.#search,
      ],
      { stdio: 'ignore' },
    );
    const running: Running = { child, dir, control, output, read: 0, exited: false };
    child.on('exit', () => {
      running.exited = true;
    });
    child.on('error', () => {
      running.exited = true;
    });
    this.#running = running;
    return running;
  }
}
