/**
 * Voices for characters: the English voices the offline engine can use on Debian (main archive),
 * compared on what a coach hears. Each speaks eight client lines; the product's own recogniser
 * (pocketsphinx, its search settings) transcribes them and the word error rate is printed with the
 * measured pitch and the synthesis time. Candidates: flite's voices (npm, WASI) as `chooseVoice`
 * tunes them per age and gender, espeak-ng's English variants (Debian `espeak-ng`), and Festival's
 * English voices (Debian `festival`, `festvox-us-slt-hts`, `festvox-kallpc16k`, `festvox-kdlpc16k`),
 * each only where installed. Synthetic speech is easy for a recogniser: the figures rank voices,
 * they promise nothing about a real microphone. Run with `npm run bench:voices -w @rebond/engine`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseVoice, LocalVoiceService, measureVoice } from '../src/index.js';
import { which } from '../src/internal/process.js';
import { decodeWav, encodeWav, resample } from '../src/internal/wav.js';
import { PocketsphinxTranscriber } from '../src/stt/pocketsphinx.js';
import { espeakSynthesize, findEspeak } from '../src/voice/espeak.js';
import type { LocalVoiceProfile } from '../src/voice/types.js';
import { wordErrorRate } from '../test/helpers.js';

const LINES = [
  'I have been going over it in my head for weeks.',
  'I drink about four beers most nights, more at the weekend.',
  'My son dropped out of engineering last spring.',
  'I do not want my mum to find out about this.',
  'It started after my exams, maybe a year ago.',
  'I know it is not good for me, but it helps me sleep.',
  'We used to talk every evening before he moved out.',
  'Maybe I could try to cut down during the week.',
];

interface Candidate {
  name: string;
  /** How the voice is made, which decides most of how natural it sounds. */
  method: string;
  speak: (text: string) => Promise<Buffer>;
}

const local = new LocalVoiceService();
const flite = (label: string, voice: LocalVoiceProfile): Candidate => ({
  name: label,
  method: 'flite statistical (clustergen)',
  speak: async (text) => (await local.synthesize(text, voice)).wav,
});
const base = { provider: 'local', engine: 'flite', rate: 1, language: 'english', label: '' } as const;
const candidates: Candidate[] = [
  flite('flite slt, woman of 42 (chooseVoice)', chooseVoice({ gender: 'female', age: 42 })),
  flite('flite slt, girl of 17 (chooseVoice)', chooseVoice({ gender: 'female', age: 17 })),
  flite('flite rms, man of 42 (chooseVoice)', chooseVoice({ gender: 'male', age: 42 })),
  flite('flite rms, boy of 17 (chooseVoice)', chooseVoice({ gender: 'male', age: 17 })),
  flite('flite awb (Scottish man)', { ...base, voice: 'awb', gender: 'male' }),
];
if (findEspeak()) {
  for (const variant of ['f3', 'steph', 'm3', 'Andy']) {
    candidates.push({
      name: `espeak-ng en-us+${variant}`,
      method: 'espeak-ng formant',
      speak: async (text) =>
        (await espeakSynthesize(text, { voice: `en-us+${variant}`, pitch: 50, speed: 165 })).wav,
    });
  }
}
const text2wave = which('text2wave');
if (text2wave) {
  const dir = mkdtempSync(join(tmpdir(), 'rebond-festival-'));
  for (const [voice, method] of [
    ['cmu_us_slt_arctic_hts', 'festival HTS (statistical)'],
    ['kal_diphone', 'festival diphone'],
    ['ked_diphone', 'festival diphone'],
  ] as const) {
    candidates.push({
      name: `festival ${voice}`,
      method,
      speak: async (text) => {
        const out = join(dir, 'speech.wav');
        execFileSync(text2wave, ['-eval', `(voice_${voice})`, '-o', out], { input: text });
        const pcm = decodeWav(readFileSync(out));
        if (!pcm) throw new Error('festival wrote no audio');
        return encodeWav(resample(pcm, 16000));
      },
    });
  }
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

const recogniser = new PocketsphinxTranscriber();
console.log('Voices for characters: eight client lines per voice, heard by the product\u2019s recogniser');
console.log(
  'voice                                     method                          WER %  pitch Hz  synth ms/line',
);
for (const candidate of candidates) {
  let errors = 0;
  let words = 0;
  let ms = 0;
  let pitch = 0;
  for (const line of LINES) {
    const start = performance.now();
    const wav = await candidate.speak(line).catch(() => undefined);
    ms += performance.now() - start;
    if (!wav) {
      errors += line.split(/\s+/).length;
      words += line.split(/\s+/).length;
      continue;
    }
    const pcm = decodeWav(wav);
    if (pcm) pitch += measureVoice(pcm).pitchHz / LINES.length;
    const heard = await recogniser.transcribe(wav, { mimeType: 'audio/wav' }).catch(() => ({ text: '' }));
    const count = line.split(/\s+/).length;
    errors += wordErrorRate(line, heard.text) * count;
    words += count;
  }
  console.log(
    `${candidate.name.padEnd(41)} ${candidate.method.padEnd(31)} ${((100 * errors) / words).toFixed(1).padStart(5)}  ${pitch.toFixed(0).padStart(8)}  ${(ms / LINES.length).toFixed(0).padStart(13)}`,
  );
}
if (!findEspeak()) console.log('(espeak-ng not installed: its voices were not compared)');
if (!text2wave) console.log('(festival not installed: its voices were not compared)');
