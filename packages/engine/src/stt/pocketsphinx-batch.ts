import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { type FileHandle, open, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempFolder } from '../internal/temp-folder.js';
import { FILLERS } from './fillers.js';

/** A file the recogniser appends result lines to, and how far it has been read. */
interface ResultFile {
  name: string;
  handle: FileHandle;
  read: number;
}

interface Running {
  child: ChildProcess;
  dir: string;
  control: FileHandle;
  /** `-hypseg`: one line per recording, the words and their timing. */
  output: ResultFile;
  /** `-ctm`: one line per word (after the recording's `-hypseg` line), with its posterior confidence. */
  ctm: ResultFile;
  exited: boolean;
  /** Settles once the recogniser has exited and been reaped. */
  ended: Promise<void>;
}

/** One recording's result: its `-hypseg` line and its words' `-ctm` lines (`uttid 1 start length word confidence`). */
export interface BatchResult {
  hypseg: string;
  ctm: string[];
}

/** How long to wait for a recording's `-ctm` lines once its `-hypseg` line is there (without them: no confidences). */
const CTM_WAIT_MS = 500;

/**
 * Debian's `pocketsphinx_batch`, kept running so that its model loads once: with the one-shot
 * `pocketsphinx_continuous`, loading the model and building its search tree took about 0.6 s of
 * every recording's 2-3 s. The control file is a FIFO that this object holds open; each line names
 * a WAV in the recogniser's folder, and each result is appended as a `-hypseg` line to a file that
 * is read as it grows, with each word's posterior confidence as `-ctm` lines in a second file. One recording at a time. A recogniser that dies or takes too long is
 * stopped, the call fails (the transcriber then runs the one-shot program), and the next call
 * starts a new one; after a minute without work it stops, freeing its memory (about 100 MB).
 * No recording or recognised text outlives its call: the WAV is removed and the result file emptied
 * (the recogniser keeps writing at its offset, after a hole of zeros) as soon as the lines are read.
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

  /** The result of one recording (a 16 kHz mono WAV with a 44-byte header). */
  recognize(wav: Uint8Array, timeoutMs: number): Promise<BatchResult> {
    const result = this.#queue.then(() => this.#recognize(wav, timeoutMs));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Stops the recogniser (a later call starts it again); settles once it has exited and been
   * reaped, which a worker thread that started it waits for before it ends (a process whose thread
   * has ended is never reaped).
   */
  close(): Promise<void> {
    clearTimeout(this.#idle);
    const running = this.#running;
    this.#running = undefined;
    if (!running) return Promise.resolve();
    running.child.kill('SIGKILL');
    void running.control.close().catch(() => undefined);
    void running.output.handle.close().catch(() => undefined);
    void running.ctm.handle.close().catch(() => undefined);
    void rm(running.dir, { recursive: true, force: true });
    return running.ended;
  }

  async #recognize(wav: Uint8Array, timeoutMs: number): Promise<BatchResult> {
    clearTimeout(this.#idle);
    // One that died since the last call is replaced before this recording is sent to it.
    if (this.#running?.exited) void this.close();
    const running = this.#running ?? (await this.#start());
    const id = `u${++this.#next}`;
    const file = join(running.dir, `${id}.wav`);
    try {
      await writeFile(file, wav);
      await running.control.write(`${id}\n`);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = (await linesOf(running.output)).find((l) => l.startsWith(`${id} `));
        if (line !== undefined) return { hypseg: line, ctm: await this.#ctmOf(running, id, line) };
        if (running.exited || Date.now() > deadline) {
          void this.close();
          throw new Error(running.exited ? 'pocketsphinx_batch exited' : 'pocketsphinx_batch took too long');
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await rm(file, { force: true });
      if (!running.exited) {
        for (const file of [running.output, running.ctm])
          await truncate(join(running.dir, file.name), 0).catch(() => undefined);
      }
      if (this.#running === running) {
        this.#idle = setTimeout(() => void this.close(), 60_000);
        this.#idle.unref();
      }
    }
  }

  /** The `-ctm` lines of `id`: one per word of its `-hypseg` line, waited for a moment. */
  async #ctmOf(running: Running, id: string, hypseg: string): Promise<string[]> {
    const words = countWords(hypseg);
    const lines: string[] = [];
    const deadline = Date.now() + CTM_WAIT_MS;
    for (;;) {
      lines.push(...(await linesOf(running.ctm)).filter((l) => l.startsWith(`${id} `)));
      if (lines.length >= words || running.exited || Date.now() > deadline) return lines;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async #start(): Promise<Running> {
    const dir = await makeTempFolder(this.#tempDir, 'rebond-stt-batch-');
    const controlPath = join(dir, 'control');
    const results = join(dir, 'results.txt');
    const ctm = join(dir, 'words.ctm');
    execFileSync('mkfifo', [controlPath]);
    await writeFile(results, '');
    await writeFile(ctm, '');
    const output: ResultFile = { name: 'results.txt', handle: await open(results, 'r'), read: 0 };
    const ctmFile: ResultFile = { name: 'words.ctm', handle: await open(ctm, 'r'), read: 0 };
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
        '-ctm',
        ctm,
        '-logfn',
        '/dev/null',
        ...this.#search,
      ],
      { stdio: 'ignore' },
    );
    let ended: () => void = () => undefined;
    const running: Running = {
      child,
      dir,
      control,
      output,
      ctm: ctmFile,
      exited: false,
      ended: new Promise((resolve) => {
        ended = resolve;
      }),
    };
    child.on('exit', () => {
      running.exited = true;
    });
    // 'close' comes after the exit has been reaped; 'error', when it never started.
    for (const event of ['close', 'error'] as const)
      child.on(event, () => {
        running.exited = true;
        ended();
      });
    this.#running = running;
    return running;
  }
}

/** The lines the recogniser has written whole to `file` since it was last read. */
async function linesOf(file: ResultFile): Promise<string[]> {
  const { size } = await file.handle.stat();
  if (size <= file.read) return [];
  const chunk = Buffer.alloc(size - file.read);
  const { bytesRead } = await file.handle.read(chunk, 0, chunk.length, file.read);
  const fresh = chunk.subarray(0, bytesRead).toString('utf8');
  const end = fresh.lastIndexOf('\n');
  if (end < 0) return [];
  file.read += Buffer.byteLength(fresh.slice(0, end + 1));
  // A truncated file reads as zeros up to the recogniser's offset.
  return fresh
    .slice(0, end)
    .split('\n')
    .map((line) => line.replace(/^\0+/, ''));
}

/** The words (not silences or fillers) of a `-hypseg` line: the `-ctm` file has one line for each. */
function countWords(hypseg: string): number {
  const tokens = hypseg.trim().split(/\s+/).slice(9);
  let n = 0;
  for (let i = 3; i < tokens.length; i += 4) if (!FILLERS.test(tokens[i] ?? '')) n++;
  return n;
}
