/**
 * Prints the erasure scan and the memory figure of issue-sized uploads on a real server, in this
 * process: a coach's account with an avatar (its case formulation edited), a session with a
 * scenario and a rendered reply, a consent, a voice sample, a coded skills transcript, and an embed
 * key with a visitor's consented session is deleted, then the data folder and every table are scanned for anything of it;
 * then a 24-hour Ogg file of a few hundred bytes is sent to voice cloning and as a recording, and
 * the time to refuse it and the growth of the process's peak resident memory are printed.
 * Run with `npm run bench -w @rebond/server`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/server';
import { newUser } from '../src/testing';
import {
  scanForTraces,
  sessionConsent,
  textsInFiles,
  typedReply,
  uploadVoiceSample,
} from '../test/erasure-scan';
import { call, register } from '../test/http';
import { opusFile } from '../test/ogg-fixture';
import { activeAvatar, sendRecording, silentWav } from '../test/sessions-fixtures';

const peakRss = async () => {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : process.memoryUsage().rss;
};
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-bench-erasure-'));
const server = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
const { db } = server.services;
/** The deleted account's texts, scanned for in the data folder's files once the server stops. */
let erasedTexts: string[] = [];
try {
  // Erasure of an account.
  const coach = await register(server.url, newUser('bench'));
  const marker = randomUUID().slice(0, 8);
  const avatarId = await activeAvatar(server, coach.id, { name: `Avatar ${marker}` });
  const formulation = await call<{ formulation: object }>(
    server.url,
    'GET',
    `/avatars/${avatarId}/case_formulation`,
    { token: coach.access_token },
  );
  const fact = `Fact ${marker}: I swim before dawn`;
  await call(server.url, 'PUT', `/avatars/${avatarId}/case_formulation`, {
    token: coach.access_token,
    json: { formulation: { ...formulation.body.formulation, facts: [{ text: fact, depth: 0 }] } },
  });
  const scenario = `Scenario ${marker}: the first visit`;
  const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
    token: coach.access_token,
    json: { avatar_id: avatarId, patient_name: `Patient ${marker}`, session_specific_prompt: scenario },
  });
  const said = `Transcript ${marker}: the nights are long`;
  const transcript = await call<{ id: string }>(server.url, 'POST', '/skills/transcripts', {
    token: coach.access_token,
    json: { title: `Title ${marker}`, text: `T: How are you?\nC: ${said}` },
  });
  const keyName = `Site ${marker}`;
  const key = await call<{ id: string; secret: string }>(server.url, 'POST', '/embed/keys', {
    token: coach.access_token,
    json: { name: keyName, avatar_ids: [avatarId], allowed_origins: ['https://clinic.example'] },
  });
  const minted = await call<{ token: string }>(server.url, 'POST', '/embed/tokens', {
    json: { secret: key.body.secret, origin: 'https://clinic.example' },
  });
  const visitorHeaders = {
    authorization: `Bearer ${minted.body.token}`,
    origin: 'https://clinic.example',
    'content-type': 'application/json',
  };
  await fetch(`${server.url}/embed/consent`, {
    method: 'POST',
    headers: visitorHeaders,
    body: JSON.stringify({ granted: true, version: '2026-11-22' }),
  });
  const visit = await fetch(`${server.url}/embed/sessions`, { method: 'POST', headers: visitorHeaders });
  if (visit.status !== 201) throw new Error(`embed session: ${visit.status}`);
  const text = `Message ${marker}: I am not sure where to begin.`;
  const reply = await typedReply(server.url, coach.access_token, session.body.id, text);
  await sessionConsent(server.url, coach.access_token, session.body.id);
  await uploadVoiceSample(server.url, coach.access_token, avatarId, silentWav(3));
  const keys = (
    await db.query<{ storage_key: string }>('SELECT storage_key FROM media WHERE user_id = $1', [coach.id])
  ).map((row) => row.storage_key);
  const started = performance.now();
  const deleted = await call(server.url, 'DELETE', `/users/delete/${coach.id}`, {
    token: coach.access_token,
  });
  const deleteMs = performance.now() - started;
  if (deleted.status !== 200) throw new Error(`delete: ${deleted.status}`);
  // The tables are rewritten after the answer (erasure/compactor.ts).
  await server.services.compactor?.settled();
  const compactedMs = performance.now() - started;
  erasedTexts = [
    coach.email,
    coach.username,
    `Patient ${marker}`,
    `Avatar ${marker}`,
    text,
    fact,
    scenario,
    said,
    keyName,
  ];
  const left = await scanForTraces(server, {
    texts: erasedTexts,
    ids: [
      coach.id,
      avatarId,
      session.body.id,
      reply.videoId,
      reply.replyJobId,
      transcript.body.id,
      key.body.id,
    ],
    storageKeys: keys,
  });
  console.log(
    `erasure: account (avatar, formulation, session, reply, consent, voice sample, skills transcript, embed key and visit) with ${keys.length} media files deleted: answered in ${deleteMs.toFixed(0)} ms, tables rewritten ${compactedMs.toFixed(0)} ms after the request; ` +
      `scan of the data folder and every table: ${left.length} traces left${left.length ? `: ${left.join('; ')}` : ''}`,
  );

  // A 24-hour Ogg file, as a voice sample and as a recording.
  const other = await register(server.url, newUser('bench'));
  const otherAvatar = await activeAvatar(server, other.id);
  const otherSession = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
    token: other.access_token,
    json: { avatar_id: otherAvatar },
  });
  const day = opusFile({ packets: 50, declaredSeconds: 24 * 3600 });
  const before = await peakRss();
  const form = new FormData();
  form.set('avatar_id', otherAvatar);
  form.set('remove_background_noice', 'false');
  form.set('audio_file', new Blob([day], { type: 'audio/ogg' }), 'day.ogg');
  let at = performance.now();
  const voice = await fetch(`${server.url}/avatars/voice_cloning`, {
    method: 'POST',
    headers: { authorization: `Bearer ${other.access_token}` },
    body: form,
  });
  const voiceMs = performance.now() - at;
  at = performance.now();
  const recording = await sendRecording(server.url, other.access_token, {
    sessionId: otherSession.body.id,
    audio: day,
    type: 'audio/ogg',
    name: 'recording.ogg',
  });
  const recordingMs = performance.now() - at;
  const after = await peakRss();
  console.log(
    `upload limits: a ${day.byteLength}-byte Ogg declaring 24 h refused with ${voice.status} in ${voiceMs.toFixed(0)} ms ` +
      `(voice sample) and ${recording.status} in ${recordingMs.toFixed(0)} ms (recording); ` +
      `server peak memory ${mb(before)} -> ${mb(after)} (+${mb(after - before)})`,
  );
} finally {
  // The tables are rewritten after the deletion's answer: wait for it before scanning the files.
  await server.services.compactor?.settled();
  await server.close();
  const inFiles = await textsInFiles(dataDir, erasedTexts);
  console.log(
    `erasure: byte scan of every file of the data folder after the server stopped: ${inFiles.length} traces left${inFiles.length ? `: ${inFiles.join('; ')}` : ''}`,
  );
  await rm(dataDir, { recursive: true, force: true });
}
