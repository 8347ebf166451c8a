/**
 * Times the product's main loop over HTTP on a real server: a coach's 10-second spoken message
 * (WebM/Opus, as browsers record it) is uploaded to `POST /videos/create`, and the clock runs from
 * the end of the upload until the reply's MP4 is served. The avatar is made through the real
 * avatar API (create, photo upload, creation job). Run with `npm run bench -w @rebond/server`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '@rebond/engine';
import { startServer } from '../src/server';
import { COACH_VOICE, newUser } from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const portrait = await readFile(path.resolve(here, '../../../test/fixtures/images/astronaut.png'));
const MESSAGE =
  'I wanted to talk to you about last weekend. When you left without saying anything, I felt hurt, ' +
  'and I would really like to understand what happened.';

type Json = Record<string, unknown>;
const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-bench-'));
const server = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(method: string, route: string, token?: string, body?: Json | FormData): Promise<Json> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Reads a job every 50 ms until it leaves the pending states; resolves it and when it was seen. */
async function settle(route: string, token: string): Promise<{ job: Json; at: number }> {
  for (;;) {
    const job = await api('GET', route, token);
    if (['success', 'failed', 'polling_required'].includes(String(job.status))) {
      return { job, at: performance.now() };
    }
    await sleep(50);
  }
}

try {
  const registered = await api('POST', '/auth/register', undefined, newUser('bench'));
  const token = String(registered.access_token);

  // The avatar, through the avatar API: create it, upload the photo, wait for the creation job.
  const avatar = await api('POST', '/avatars/create_avatar', token, {
    avatar_name: 'Anna',
    character_profile: JSON.stringify({
      name: 'Anna',
      age: '41',
      gender_identity: 'female',
      role_occupation: 'Nurse',
      relationship_to_user: 'Sister',
      personality_keywords: 'loyal, proud, exhausted',
    }),
  });
  const photoForm = new FormData();
  photoForm.set('avatar_id', String(avatar.id));
  photoForm.set('file', new Blob([portrait], { type: 'image/png' }), 'astronaut.png');
  const creationStart = performance.now();
  const creation = await api('POST', '/avatars/create_emotional_avatars', token, photoForm);
  const created = await settle(`/avatars/a_job/${creation.job_id}`, token);
  if (created.job.status !== 'success') throw new Error(`avatar creation: ${JSON.stringify(created.job)}`);
  const creationMs = created.at - creationStart;

  // The coach's message: about 10 s of real speech, encoded as a browser would send it.
  const engine = createEngine();
  const speech = await engine.voices.synthesize(MESSAGE, COACH_VOICE);
  const webm = execFileSync(
    engine.describe().ffmpeg ?? 'ffmpeg',
    ['-v', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', 'pipe:1'],
    { input: speech.wav },
  );

  const session = await api('POST', '/sessions/create', token, { avatar_id: avatar.id, emotion: 'sadness' });

  async function oneReply() {
    const form = new FormData();
    form.set('session_id', String(session.id));
    form.set('audio_file', new Blob([webm], { type: 'audio/webm;codecs=opus' }), 'recording.webm');
    const started = await api('POST', '/videos/create', token, form);
    const uploaded = performance.now();
    const first = await settle(`/s_job/${started.job_id}`, token);
    if (first.job.status !== 'polling_required') throw new Error(`reply job: ${JSON.stringify(first.job)}`);
    const data = first.job.job_data as Json;
    const second = await settle(`/s_job/${data.polling_job_id}`, token);
    if (second.job.status !== 'success') throw new Error(`render job: ${JSON.stringify(second.job)}`);
    const videoUrl = String((second.job.job_data as Json).video_url);
    const video = await fetch(`${server.url}${videoUrl}`);
    const mp4 = new Uint8Array(await video.arrayBuffer());
    const playable = performance.now();
    // ffprobe reads a faststart MP4's header and stops, so it gets a file rather than a pipe.
    const file = path.join(dataDir, 'reply.mp4');
    await writeFile(file, mp4);
    const seconds = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
    );
    return {
      totalMs: playable - uploaded,
      firstJobMs: first.at - uploaded,
      secondJobMs: second.at - first.at,
      fetchMs: playable - second.at,
      stages: (second.job.job_data as Json).stages as { stage: string; implementation: string; ms: number }[],
      replySeconds: seconds,
      kib: mp4.byteLength / 1024,
      script: String(((second.job.job_data as Json).details as Json).avatar_script),
      transcript: String(((second.job.job_data as Json).details as Json).user_transcript),
    };
  }

  const cold = await oneReply();
  const warm = [await oneReply(), await oneReply(), await oneReply()].sort((a, b) => a.totalMs - b.totalMs);
  const median = warm[1] ?? cold;

  console.log(
    `Rebond server bench: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`,
  );
  console.log(
    `database ${server.services.db.kind}; engine ${JSON.stringify(engine.describe(), ['transcribe', 'reply', 'voice', 'render', 'implementation'])}`,
  );
  console.log(
    `avatar creation through the API (photo upload to active avatar): ${Math.round(creationMs)} ms`,
  );
  console.log(
    `coach message: ${speech.durationS.toFixed(1)} s of speech, ${(webm.length / 1024).toFixed(0)} KiB WebM/Opus`,
  );
  console.log(`heard: "${median.transcript}"`);
  console.log(
    `reply (${median.replySeconds.toFixed(1)} s video, ${median.kib.toFixed(0)} KiB): "${median.script}"`,
  );
  console.log('');
  console.log('end of upload -> playable reply         ms');
  console.log(`  first job (speech, reply, voice)  ${String(Math.round(median.firstJobMs)).padStart(6)}`);
  console.log(`  second job (render, save)         ${String(Math.round(median.secondJobMs)).padStart(6)}`);
  console.log(`  fetching the MP4                  ${String(Math.round(median.fetchMs)).padStart(6)}`);
  console.log('engine stages inside the jobs:');
  for (const stage of median.stages) {
    console.log(
      `  ${stage.stage.padEnd(12)} ${stage.implementation.padEnd(22)} ${String(stage.ms).padStart(6)}`,
    );
  }
  console.log('');
  console.log(`cold (first reply of the process): ${Math.round(cold.totalMs)} ms`);
  console.log(
    `end of upload to playable reply, median of 3 warm runs: ${Math.round(median.totalMs)} ms ` +
      `(runs: ${warm.map((run) => Math.round(run.totalMs)).join(', ')} ms; job status read every 50 ms)`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
