import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EngineError } from '../errors.js';
import { decodeAudio } from '../internal/ffmpeg.js';
import { run, which } from '../internal/process.js';
import { makeTempFolder } from '../internal/temp-folder.js';
import { elapsed } from '../internal/time.js';
import { encodeWav, pcmDuration } from '../internal/wav.js';
import type { WordTiming } from '../types.js';
import { counsellingLanguageModel } from './counselling-lm.js';
import { noSpeech } from './no-speech.js';
import { PocketsphinxBatch } from './pocketsphinx-batch.js';
import { PocketsphinxLive } from './pocketsphinx-live.js';
import { parseContinuousOutput, parseHypseg, parseV5Output } from './pocketsphinx-output.js';
import type {
  ListenOptions,
  LiveTranscription,
  TranscribeOptions,
  Transcriber,
  TranscriptResult,
} from './types.js';
import { wholeTurn } from './whole-turn.js';

export { parseContinuousOutput, parseHypseg, parseV5Output };

/** Which pocketsphinx command line is installed: Debian 12's 0.8 `pocketsphinx_continuous`, or 5.x `pocketsphinx`. */
export function findPocketsphinx(): { kind: 'continuous' | 'v5'; path: string } | undefined {
  const explicit = process.env.REBOND_POCKETSPHINX;
  if (explicit) {
    const path = which(explicit);
    if (path) return { kind: path.endsWith('_continuous') ? 'continuous' : 'v5', path };
  }
  const continuous = which('pocketsphinx_continuous');
  if (continuous) return { kind: 'continuous', path: continuous };
  const v5 = which('pocketsphinx');
  if (v5) return { kind: 'v5', path: v5 };
  return undefined;
}

/**
 * The recogniser's search, narrowed for speed: at most 5 words ending in a frame (`-maxwpf`,
 * unlimited by default) and at most 4,000 active HMMs a frame (`-maxhmmpf`, 30,000 by default).
 * On our speech-to-text bench (`npm run bench:stt -w @rebond/engine`) and on the LibriVox clips
 * the words are the same and the recogniser's CPU time about 25 % lower than with the defaults
 * (15 % lower than the 10,000 used before). At 2,000 both started losing words, so 4,000 keeps a
 * margin. Scoring fewer Gaussians (`-topn 2`), a narrower HMM beam (`-beam 1e-45`) and skipping
 * the flat-lexicon pass (`-fwdflat no`) saved time too but cost accuracy on real speech, so they
 * are not used.
 */
export const POCKETSPHINX_SEARCH = ['-maxwpf', '5', '-maxhmmpf', '4000'] as const;

/** Which search a transcriber uses: the product's narrowed one, or the recogniser's defaults (benchmarks). */
export type SearchSettings = 'product' | 'recogniser-defaults';

/**
 * Which language model the recogniser uses: Debian's general US English model as installed, or
 * the counselling model (`counselling-lm.ts`: our counselling corpus mixed with the general
 * model's word frequencies and the call's hint words).
 */
export type LanguageModelChoice = 'general' | 'counselling';

/**
 * Local speech to text with Debian's pocketsphinx (BSD) and its US English model: free
 * vocabulary, about 0.1-0.15 s per second of audio with the recogniser kept running, roughly 30 % word
 * error rate on real read speech.
 */
export class PocketsphinxTranscriber implements Transcriber {
  readonly implementation: string;
  readonly limits =
    'Local pocketsphinx (CMU Sphinx, US English model): English only; about one word in three is wrong on real-world speech.';
  private readonly bin: { kind: 'continuous' | 'v5'; path: string };
  private readonly ffmpeg: string | undefined;
  private readonly tempDir: string | undefined;
  private readonly search: readonly string[];
  private readonly languageModel: LanguageModelChoice;
  /** `pocketsphinx_batch` beside a 0.8 `pocketsphinx_continuous`, when installed. */
  private readonly batchBin: string | undefined;
  /** The recogniser kept running between calls, with the language model file it was started with. */
  private batch: { lm: string | undefined; recogniser: PocketsphinxBatch } | undefined;

  constructor(
    options: {
      ffmpeg?: string;
      /** Where recordings and recognised text are written while a call runs (`EngineConfig.tempDir`). */
      tempDir?: string;
      binary?: { kind: 'continuous' | 'v5'; path: string };
      search?: SearchSettings;
      /** @default 'general' */
      languageModel?: LanguageModelChoice;
    } = {},
  ) {
    const bin = options.binary ?? findPocketsphinx();
    if (!bin)
      throw new EngineError(
        'transcribe',
        'missing_dependency',
        'pocketsphinx is not installed on the server.',
      );
    this.bin = bin;
    this.ffmpeg = options.ffmpeg;
    this.tempDir = options.tempDir;
    this.search = (options.search ?? 'product') === 'product' ? POCKETSPHINX_SEARCH : [];
    this.languageModel = options.languageModel ?? 'general';
    this.implementation = bin.kind === 'continuous' ? 'pocketsphinx-cli-0.8' : 'pocketsphinx-cli-5';
    this.batchBin =
      bin.kind === 'continuous' ? which(join(dirname(bin.path), 'pocketsphinx_batch')) : undefined;
  }

  /**
   * The language model file for these hints (undefined: the recogniser's own general model). The
   * counselling model is built on first use for each set of hint words and cached on disk; the
   * build runs in this call (73 s measured on two loaded cores), which is one reason it is opt-in.
   */
  languageModelFile(hints: readonly string[] = []): string | undefined {
    if (this.languageModel === 'general') return undefined;
    return counsellingLanguageModel({
      hints,
      ...(this.tempDir ? { dir: join(this.tempDir, 'rebond-language-models') } : {}),
    });
  }

  async transcribe(audio: Uint8Array, options: TranscribeOptions = {}): Promise<TranscriptResult> {
    const done = elapsed('transcribe', this.implementation);
    const pcm = await decodeAudio(audio, 'transcribe', this.ffmpeg ? { ffmpeg: this.ffmpeg } : {});
    const wav = encodeWav(pcm);
    const lm = this.languageModelFile(options.hints);
    const settings = [...this.search, ...(lm ? ['-lm', lm] : [])];
    // The running recogniser first (one started with another model is replaced); the one-shot
    // program when it failed (it is started afresh next time).
    // (`this.batch?.lm !== lm` alone never started one for the general model: its `lm` is undefined.)
    if (this.batchBin && (!this.batch || this.batch.lm !== lm)) {
      void this.batch?.recogniser.close();
      this.batch = { lm, recogniser: new PocketsphinxBatch(this.batchBin, settings, this.tempDir) };
    }
    const words = this.batch
      ? await this.batch.recogniser.recognize(wav, 120_000).then(
          (result) => parseHypseg(result.hypseg, result.ctm),
          () => this.recognizeOnce(wav, settings),
        )
      : await this.recognizeOnce(wav, settings);
    const text = words.map((w) => w.word).join(' ');
    if (!text) {
      throw noSpeech();
    }
    return { text, words, durationS: pcmDuration(pcm), report: done() };
  }

  /**
   * A turn recognised as it is spoken (`PocketsphinxLive`) with the 0.8 programs; with 5.x, the
   * turn transcribed whole when it ends.
   */
  listen(options: ListenOptions): LiveTranscription {
    const hints = options.hints ?? [];
    const fallback = (wav: Uint8Array) =>
      this.transcribe(wav, { mimeType: 'audio/wav', ...(hints.length ? { hints } : {}) });
    if (this.bin.kind !== 'continuous') return wholeTurn({ transcribe: fallback }, options);
    const lm = this.languageModelFile(hints);
    return new PocketsphinxLive({
      bin: this.bin.path,
      settings: [...this.search, ...(lm ? ['-lm', lm] : [])],
      tempDir: this.tempDir,
      implementation: this.implementation,
      sampleRate: options.sampleRate,
      ...(options.onPartial ? { onPartial: options.onPartial } : {}),
      fallback,
    });
  }

  /** Stops the running recogniser, if any (a later call starts it again); settles once it has exited. */
  close(): Promise<void> {
    return this.batch?.recogniser.close() ?? Promise.resolve();
  }

  /** One run of the command line program on one recording: it loads the model each time. */
  private async recognizeOnce(wav: Buffer, settings: readonly string[]): Promise<WordTiming[]> {
    const dir = await makeTempFolder(this.tempDir, 'rebond-stt-');
    try {
      const file = join(dir, 'input.wav');
      await writeFile(file, wav);
      const args =
        this.bin.kind === 'continuous'
          ? ['-infile', file, '-time', 'yes', '-logfn', '/dev/null', ...settings]
          : ['-loglevel', 'FATAL', ...settings, 'single', file];
      const result = await run(this.bin.path, args, { timeoutMs: 120_000 });
      if (result.code !== 0) {
        throw new EngineError('transcribe', 'internal', 'The speech recogniser failed on this recording.', {
          detail: result.stderr.slice(-300),
        });
      }
      const out = result.stdout.toString('utf8');
      return this.bin.kind === 'continuous' ? parseContinuousOutput(out) : parseV5Output(out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
