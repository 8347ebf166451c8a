import { type HttpOptions, joinUrl, readJson, request } from '../internal/http.js';
import { elapsed } from '../internal/time.js';
import type { WordTiming } from '../types.js';
import { noSpeech } from './no-speech.js';
import type { TranscribeOptions, Transcriber, TranscriptResult } from './types.js';

/** Settings for any OpenAI-compatible `/v1/audio/transcriptions` endpoint. */
export interface OpenAiTranscriberOptions extends HttpOptions {
  /** Base URL up to and including `/v1`, e.g. `https://api.openai.com/v1` or a local whisper server. */
  url: string;
  /** Model name. @default 'whisper-1' */
  model?: string;
  /** API key, sent as a bearer token when set. */
  apiKey?: string;
}

interface VerboseTranscription {
  text?: string;
  duration?: number;
  words?: { word: string; start: number; end: number }[];
  segments?: { start: number; end: number; text: string }[];
}

function extension(mime: string | undefined): string {
  const m = (mime ?? '').toLowerCase();
  if (m.includes('webm')) return 'webm';
  if (m.includes('mp4') || m.includes('m4a') || m.includes('aac')) return 'mp4';
  if (m.includes('ogg')) return 'ogg';
  if (m.includes('mpeg') || m.includes('mp3')) return 'mp3';
  return 'wav';
}

/** Speech to text through an OpenAI-compatible transcription endpoint (multipart upload). */
export class OpenAiTranscriber implements Transcriber {
  readonly implementation = 'openai-compatible';
  readonly limits = 'Hosted: quality and languages depend on the configured model.';
  private readonly options: OpenAiTranscriberOptions;

  constructor(options: OpenAiTranscriberOptions) {
    this.options = options;
  }

  async transcribe(audio: Uint8Array, options: TranscribeOptions = {}): Promise<TranscriptResult> {
    const done = elapsed('transcribe', this.implementation);
    const form = new FormData();
    const mime = options.mimeType ?? 'audio/wav';
    form.append(
      'file',
      new Blob([new Uint8Array(audio)], { type: mime.split(';')[0] ?? mime }),
      `recording.${extension(mime)}`,
    );
    form.append('model', this.options.model ?? 'whisper-1');
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    if (options.language) form.append('language', options.language);
    const headers: Record<string, string> = {};
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const response = await request(
      'transcribe',
      'The transcription service',
      joinUrl(this.options.url, 'audio/transcriptions'),
      { method: 'POST', body: form, headers },
      this.options,
    );
    const json = await readJson<VerboseTranscription>('transcribe', 'The transcription service', response);
    const text = (json.text ?? '').trim();
    if (!text) {
      throw noSpeech();
    }
    const words: WordTiming[] = (json.words ?? []).map((w) => ({
      word: w.word.trim(),
      start: w.start,
      end: w.end,
    }));
    return {
      text,
      words,
      ...(json.duration === undefined ? {} : { durationS: json.duration }),
      report: done(),
    };
  }
}
