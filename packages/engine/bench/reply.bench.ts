/**
 * Times one full reply on the portrait: the coach's WebM/Opus recording -> text -> persona reply
 * (about 10 s of speech) -> voice -> lip-synced MP4. Run with `npm run bench:engine`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConversationTurn, createEngine, type StageReport, type VoiceProfile } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const portrait = readFileSync(resolve(here, '..', '..', '..', 'test', 'fixtures', 'images', 'astronaut.png'));
const engine = createEngine({});
const voice: VoiceProfile = {
  provider: 'local',
  engine: 'flite',
  voice: 'slt',
  pitchHz: 175,
  rate: 1,
  language: 'english',
  gender: 'female',
  label: 'Anna',
};
const profile = {
  name: 'Anna',
  age: '41',
  role_occupation: 'Nurse',
  relationship_to_user: 'Sister',
  personality_keywords: 'loyal, proud, exhausted',
  background_story: 'Anna has cared for their mother alone for two years.',
  emotional_responses: { angry_defensive: 'Deflects blame and raises her voice' },
  topic_behaviors: { relationships: 'Avoids talking about feelings' },
};

async function coachRecording(): Promise<Buffer> {
  const { fliteSynthesize } = await import('../src/voice/flite.js');
  const speech = await fliteSynthesize('I feel like you never listen to me, and it really hurts.', {
    voice: 'rms',
  });
  // What a browser sends: WebM/Opus.
  return execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', 'pipe:1'],
    { input: speech.wav },
  );
}

async function oneReply(
  recording: Buffer,
  face: Parameters<typeof engine.renderer.render>[0]['face'],
  photo: Buffer,
) {
  const stages: StageReport[] = [];
  const start = performance.now();
  const stt = await engine.transcriber.transcribe(recording, { mimeType: 'audio/webm;codecs=opus' });
  stages.push(stt.report);
  // The persona writes about 10 s of speech: one reply, plus follow-up turns while it is shorter.
  const conversation: ConversationTurn[] = [];
  let text = '';
  let replyMs = 0;
  let message = stt.text;
  for (let i = 0; i < 4 && text.split(/\s+/).length < 28; i++) {
    const r = await engine.replyWriter.reply({ profile, emotion: 'anger', conversation, message });
    replyMs += r.report.ms;
    text = `${text} ${r.text}`.trim();
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: r.text });
    message = 'Why?';
  }
  stages.push({ stage: 'reply', implementation: engine.replyWriter.implementation, ms: replyMs });
  const speech = await engine.voices.synthesize(text, voice);
  stages.push(speech.report);
  const video = await engine.renderer.render({
    face,
    photo,
    emotion: 'anger',
    audio: speech.wav,
    phonemes: speech.phonemes,
  });
  stages.push(video.report);
  return { stages, totalMs: performance.now() - start, speech, video, transcript: stt.text, text };
}

const prep = await engine.prepareFace(portrait);
if (!prep.ok) throw new Error(prep.reason);
const recording = await coachRecording();
console.log(
  `Rebond media engine bench: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`,
);
console.log(
  `implementations: ${JSON.stringify(engine.describe(), ['transcribe', 'reply', 'voice', 'render', 'implementation'])}`,
);
console.log(
  `prepare face (once per avatar, not in the reply): ${prep.report.ms} ms (${prep.report.implementation})`,
);
const cold = await oneReply(recording, prep.face, prep.photo);
console.log(`cold run (first reply in a fresh process): ${Math.round(cold.totalMs)} ms`);
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await oneReply(recording, prep.face, prep.photo));
runs.sort((a, b) => a.totalMs - b.totalMs);
const r = runs[1]!;
const audioS = r.speech.durationS;
console.log(`coach said: "${r.transcript}"`);
console.log(`avatar says (${audioS.toFixed(2)} s of speech): "${r.text}"`);
console.log('');
console.log('stage        implementation              ms');
for (const s of r.stages)
  console.log(`${s.stage.padEnd(12)} ${s.implementation.padEnd(26)} ${String(s.ms).padStart(5)}`);
const render = r.stages.find((s) => s.stage === 'render')!;
console.log('');
console.log(
  `total, recording to playable MP4 (median of 3 warm runs): ${Math.round(r.totalMs)} ms  (budget 4000 ms)`,
);
console.log(`render real-time factor: ${(render.ms / 1000 / audioS).toFixed(3)}  (budget 0.2)`);
console.log(`whole reply real-time factor: ${(r.totalMs / 1000 / audioS).toFixed(3)}`);
console.log(
  `video: ${r.video.width}x${r.video.height}, ${r.video.frames} frames, ${(r.video.mp4.length / 1024).toFixed(0)} KiB, ${r.video.durationS.toFixed(2)} s`,
);
