import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { decodeAudio } from '../internal/ffmpeg.js';
import { elapsed } from '../internal/time.js';
import { pcmDuration } from '../internal/wav.js';
import type { WordTiming } from '../types.js';
import { noSpeech } from './no-speech.js';
import type { TranscribeOptions, Transcriber, TranscriptResult } from './types.js';

/**
 * Everyday conversational words the npm-only fallback can recognise. SoundSwallower decodes
 * finite-state grammars only, so anything outside this list (plus per-call hints) cannot be heard.
 */
export const FALLBACK_VOCABULARY =
  `a about after again against all always am an and angry any anything are as ask at away
back bad be because been before being better between both but by call can can't care change child children come could
day did didn't do does doesn't don't done down each enough even ever every everything family father feel feeling feels
felt few find fine for forget friend friends from get give go going good got had happen happened happy hard has have
haven't he hear heard help her here him his home how hurt i i'm if important in is isn't it it's job just keep kind
know last leave left let life like listen little live long look lost lot love made make makes many matter maybe me mean
more most mother much my myself need never new next no not nothing now of off often oh okay old on once one only or
other our out over own people please problem put really right sad said same say saying school see seem seems she should
so some someone something sometimes sorry still stop sure take talk talking tell than thank thanks that that's the
their them then there these they thing things think this those though thought through time to today together told too
tried try trying understand until up us very want wanted was way we well were what what's when where which while who
why will with without work worried worry would wrong yeah years yes yesterday yet you you're your`.split(
    /\s+/,
  );

interface SoundSwallowerModule {
  Decoder: new (
    config?: Record<string, string | number | boolean>,
  ) => {
    initialize(): Promise<unknown>;
    lookup_word(word: string): string | null;
    set_grammar(jsgf: string): void;
    start(): void;
    stop(): void;
    process_audio(pcm: Float32Array, noSearch?: boolean, fullUtt?: boolean): number;
    get_text(): string;
    get_alignment(options?: { align_level?: number }): { w?: { t: string; b: number; d: number }[] };
    delete(): void;
  };
}

let modulePromise: Promise<SoundSwallowerModule> | undefined;

/**
 * npm-only fallback (MIT, PocketSphinx in WebAssembly, model inside the package), used when no
 * pocketsphinx binary is installed. Limits: English only, and only the words of a built-in list of
 * about 400 everyday words plus the call's hints; accuracy on free speech is poor.
 */
export class SoundSwallowerTranscriber implements Transcriber {
  readonly implementation = 'soundswallower-wasm-grammar';
  readonly limits =
    'npm-only fallback (SoundSwallower WASM): English only and limited to about 400 everyday words plus hints; install Debian pocketsphinx for free speech.';
  private readonly ffmpeg: string | undefined;

  constructor(options: { ffmpeg?: string } = {}) {
    this.ffmpeg = options.ffmpeg;
  }

  async transcribe(audio: Uint8Array, options: TranscribeOptions = {}): Promise<TranscriptResult> {
    const done = elapsed('transcribe', this.implementation);
    const pcm = await decodeAudio(audio, 'transcribe', this.ffmpeg ? { ffmpeg: this.ffmpeg } : {});
    modulePromise ??= import('soundswallower').then(async (m) => {
      const create = (m as unknown as { default: (o?: object) => Promise<SoundSwallowerModule> }).default;
      // The package finds its model relative to the working directory unless told where it is.
      const entry = createRequire(import.meta.url).resolve('soundswallower');
      return create({ modelBase: `${join(dirname(entry), 'model')}/` });
    });
    const soundswallower = await modulePromise;
    const decoder = new soundswallower.Decoder({ samprate: 16000, loglevel: 'FATAL' });
    try {
      await decoder.initialize();
      const vocabulary = new Set<string>();
      for (const w of [
        ...FALLBACK_VOCABULARY,
        ...(options.hints ?? []).flatMap((h) => h.toLowerCase().split(/[^a-z']+/)),
      ]) {
        if (w && decoder.lookup_word(w)) vocabulary.add(w);
      }
      const alternatives = [...vocabulary].filter((w) => /^[a-z]+$/.test(w)).join(' | ');
      decoder.set_grammar(
        `#JSGF V1.0;\ngrammar talk;\npublic <talk> = <word>+;\n<word> = ${alternatives};\n`,
      );
      const floats = new Float32Array(pcm.samples.length);
      for (let i = 0; i < floats.length; i++) floats[i] = (pcm.samples[i] ?? 0) / 32768;
      decoder.start();
      decoder.process_audio(floats, false, true);
      decoder.stop();
      const text = decoder.get_text().trim();
      if (!text) {
        throw noSpeech();
      }
      let words: WordTiming[] = [];
      try {
        words = (decoder.get_alignment({ align_level: 0 }).w ?? [])
          .filter((w) => !/^(<sil>|<s>|<\/s>|\[.*\]|\(NULL\))$/.test(w.t))
          .map((w) => ({ word: w.t.replace(/\(\d+\)$/, ''), start: w.b, end: w.b + w.d }));
      } catch {
        words = [];
      }
      return { text, words, durationS: pcmDuration(pcm), report: done() };
    } finally {
      decoder.delete();
    }
  }
}
