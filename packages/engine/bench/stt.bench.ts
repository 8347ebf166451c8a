/**
 * Speech to text, speed against accuracy: twelve coaching sentences of our own, spoken by the four
 * flite voices and sent through WebM/Opus as a browser would, transcribed by the local recogniser
 * with its search settings (`POCKETSPHINX_SEARCH` in stt/pocketsphinx.ts) and with the recogniser's
 * own defaults. Prints the word error rate and the time per clip of each (one clip at a time, so
 * the time is the recogniser's work). Synthetic speech is easier
 * than a real microphone: the figures compare settings, they do not promise a real-world accuracy.
 *
 * Then the language models on speech they were not built from: the held-out counselling turns of
 * `stt-held-out.ts` (not in the counselling corpus, never used to tune it) spoken by three espeak-ng
 * voices the product does not use, and the five LibriVox clips of Debian's pocketsphinx-testdata
 * (real read speech), each through the general model and the counselling model: word error rate
 * and recogniser time per second of speech.
 * Run with `npm run bench:stt -w @rebond/engine`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  type LanguageModelChoice,
  PocketsphinxTranscriber,
  type SearchSettings,
} from '../src/stt/pocketsphinx.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { wordErrorRate } from '../test/helpers.js';
import { HELD_OUT_SENTENCES } from './stt-held-out.js';

const SENTENCES = [
  'I wanted to talk to you about last weekend.',
  'When you left without saying anything, I felt hurt.',
  'I would really like to understand what happened between us.',
  'It sounds like you have been carrying a lot on your own.',
  'Can you tell me more about what made you so angry?',
  'I am not blaming you, I just want us to find a way forward.',
  'You seem tired, and I wonder if the work is too much right now.',
  'What would help you feel safe enough to talk about it?',
  'Your father and I both care about you very much.',
  'Let us take a moment and think about what we both need.',
  'I noticed you raised your voice when I mentioned the money.',
  'We can stop here if you need a break, that is completely fine.',
];
const VOICES = ['rms', 'slt', 'awb', 'kal16'] as const;

console.log(
  `Rebond speech-to-text bench: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`,
);
const clips: { text: string; webm: Buffer }[] = [];
for (const voice of VOICES) {
  for (const text of SENTENCES) {
    const speech = await fliteSynthesize(text, { voice });
    const webm = execFileSync(
      'ffmpeg',
      ['-v', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', 'pipe:1'],
      { input: speech.wav },
    );
    clips.push({ text, webm });
  }
}

async function measure(label: string, search: SearchSettings) {
  const transcriber = new PocketsphinxTranscriber({ search });
  let errors = 0;
  let total = 0;
  const start = performance.now();
  for (const clip of clips) {
    const heard = await transcriber
      .transcribe(clip.webm, { mimeType: 'audio/webm;codecs=opus' })
      .catch(() => ({
        text: '',
      }));
    const count = clip.text.split(/\s+/).length;
    errors += wordErrorRate(clip.text, heard.text) * count;
    total += count;
  }
  const wall = (performance.now() - start) / 1000;
  transcriber.close();
  console.log(
    `${label.padEnd(34)} WER ${((100 * errors) / total).toFixed(1).padStart(5)} %   ${(wall / clips.length).toFixed(2)} s a clip`,
  );
}

console.log(
  `${clips.length} clips (${SENTENCES.length} sentences x ${VOICES.length} voices), WebM/Opus 48 kb/s`,
);
await measure("the product's settings", 'product');
await measure("the recogniser's defaults", 'recogniser-defaults');

/** espeak-ng voices the product does not speak with, at their own rates and pitches. */
const HELD_OUT_VOICES = [
  { voice: 'en-us+m3', rate: 160, pitch: 45 },
  { voice: 'en-gb+f2', rate: 140, pitch: 60 },
  { voice: 'en+klatt', rate: 175, pitch: 50 },
] as const;

function espeak(text: string, v: (typeof HELD_OUT_VOICES)[number]): Buffer {
  const wav = execFileSync('espeak-ng', [
    '-v',
    v.voice,
    '-s',
    String(v.rate),
    '-p',
    String(v.pitch),
    '--stdout',
    text,
  ]);
  return execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', 'pipe:0', '-ar', '16000', '-ac', '1', '-f', 'wav', 'pipe:1'],
    {
      input: wav,
    },
  );
}

const heldOut = HELD_OUT_VOICES.flatMap((v) =>
  HELD_OUT_SENTENCES.map((text) => ({ text, audio: espeak(text, v) })),
);
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const readSpeech = existsSync(LIBRIVOX)
  ? readFileSync(join(LIBRIVOX, 'transcription'), 'utf8')
      .trim()
      .split('\n')
      .flatMap((line) => {
        const m = /^(.*)\s+\((.*)\)$/.exec(line.trim());
        return m
          ? [
              {
                text: (m[1] ?? '').replace(/<\/?s>/g, ' '),
                audio: readFileSync(join(LIBRIVOX, `${m[2]}.wav`)),
              },
            ]
          : [];
      })
  : [];

async function compare(
  label: string,
  set: { text: string; audio: Uint8Array }[],
  model: LanguageModelChoice,
) {
  const transcriber = new PocketsphinxTranscriber({ languageModel: model });
  // The model is built (first use) and the recogniser started before the clock runs.
  await transcriber.transcribe(set[0]?.audio ?? new Uint8Array()).catch(() => undefined);
  let errors = 0;
  let total = 0;
  let busy = 0;
  let speech = 0;
  for (const clip of set) {
    const start = performance.now();
    const heard = await transcriber.transcribe(clip.audio).catch(() => ({ text: '', durationS: 0 }));
    busy += (performance.now() - start) / 1000;
    speech += heard.durationS ?? 0;
    const count = clip.text.split(/\s+/).filter(Boolean).length;
    errors += wordErrorRate(clip.text, heard.text) * count;
    total += count;
  }
  transcriber.close();
  const perSecond = busy / Math.max(speech, 1e-9);
  console.log(
    `${label.padEnd(34)} ${model.padEnd(12)} WER ${((100 * errors) / total).toFixed(1).padStart(5)} %   ${perSecond.toFixed(3)} s per second of speech`,
  );
  return perSecond;
}

console.log(
  `\nHeld-out counselling speech: ${HELD_OUT_SENTENCES.length} sentences x ${HELD_OUT_VOICES.length} espeak-ng voices (${HELD_OUT_VOICES.map((v) => v.voice).join(', ')}); the corpus was never tuned on them.`,
);
const general = await compare('held-out counselling (espeak-ng)', heldOut, 'general');
const counselling = await compare('held-out counselling (espeak-ng)', heldOut, 'counselling');
console.log(
  `counselling model time / general model time: ${(counselling / general).toFixed(2)} (budget 1.20)`,
);
if (readSpeech.length > 0) {
  console.log(`Real read speech: ${readSpeech.length} LibriVox clips (pocketsphinx-testdata)`);
  await compare('LibriVox read speech', readSpeech, 'general');
  await compare('LibriVox read speech', readSpeech, 'counselling');
}
