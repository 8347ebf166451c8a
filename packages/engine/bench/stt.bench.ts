/**
 * Speech to text, speed against accuracy: twelve coaching sentences of our own, spoken by the four
 * flite voices and sent through WebM/Opus as a browser would, transcribed by the local recogniser
 * with its search settings (`POCKETSPHINX_SEARCH` in stt/pocketsphinx.ts) and with the recogniser's
 * own defaults. Prints the word error rate and the time per clip of each (one clip at a time, so
 * the time is the recogniser's work). Synthetic speech is easier
 * than a real microphone: the figures compare settings, they do not promise a real-world accuracy.
 * Run with `npm run bench:stt -w @rebond/engine`.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { PocketsphinxTranscriber, type SearchSettings } from '../src/stt/pocketsphinx.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { wordErrorRate } from '../test/helpers.js';

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
