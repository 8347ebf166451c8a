/**
 * Fixtures for the session and video tests: avatars made the way the avatar creation job makes
 * them (the engine prepares the face of a real portrait), and real spoken recordings.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrepareFaceResult, VoiceProfile } from '@rebond/engine';
import { vi } from 'vitest';
import type { RunningServer } from '../src/server';
import { call } from './http';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const portraitPath = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');

let prepared: Promise<Extract<PrepareFaceResult, { ok: true }>> | undefined;

/** The portrait's face, prepared once per test file by the real engine. */
function preparedPortrait(server: RunningServer) {
  prepared ??= (async () => {
    const result = await server.services.engine.prepareFace(await readFile(portraitPath));
    if (!result.ok) throw new Error(`the portrait fixture has no usable face: ${result.reason}`);
    return result;
  })();
  return prepared;
}

/** A character profile as the avatar wizard stores it. */
export const PROFILE = JSON.stringify({
  name: 'Anna',
  age: '41',
  talking_language: 'English',
  gender_identity: 'female',
  voice_style: 'tired, direct',
  base_emotional_tone: 'guarded',
  personality_keywords: 'loyal, proud, exhausted',
  role_occupation: 'Nurse',
  relationship_to_user: 'Sister',
  background_story: 'Anna has cared for their mother alone for two years.',
});

/**
 * An active avatar of the user: the prepared working photo saved as media and set as the avatar's
 * photo and image, with its face model, as the avatar creation job leaves it.
 */
export async function activeAvatar(
  server: RunningServer,
  userId: string,
  options: { voice?: VoiceProfile; name?: string } = {},
): Promise<string> {
  const { db, media } = server.services;
  const face = await preparedPortrait(server);
  const photo = await media.save(db, {
    userId,
    kind: 'avatar_photo',
    contentType: 'image/png',
    bytes: face.photo,
  });
  const id = randomUUID();
  await db.query(
    `INSERT INTO avatars (id, user_id, avatar_name, character_profile, photo_media_id, image_media_id,
                          face_model, voice_profile)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7)`,
    [
      id,
      userId,
      options.name ?? 'Anna',
      PROFILE,
      photo.id,
      JSON.stringify(face.face),
      options.voice ? JSON.stringify(options.voice) : null,
    ],
  );
  return id;
}

/** An avatar whose creation has not finished: no picture yet. */
export async function pendingAvatar(server: RunningServer, userId: string): Promise<string> {
  const id = randomUUID();
  await server.services.db.query(
    'INSERT INTO avatars (id, user_id, avatar_name, character_profile) VALUES ($1, $2, $3, $4)',
    [id, userId, 'Pending', PROFILE],
  );
  return id;
}

/** Real speech of the coach: shared with the SDK's tests through `@rebond/server/testing`. */
export { spokenMessage } from '../src/testing';

/** A silent 16-bit mono PCM WAV of the given length. */
export function silentWav(seconds: number, sampleRate = 8000): Uint8Array {
  const dataBytes = Math.round(seconds * sampleRate) * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return bytes;
}

/** Sends a recording to `POST /videos/create` as the portal does (multipart). */
export async function sendRecording(
  base: string,
  token: string,
  fields: { sessionId?: string; audio?: Uint8Array; type?: string; name?: string },
) {
  const form = new FormData();
  if (fields.sessionId !== undefined) form.set('session_id', fields.sessionId);
  if (fields.audio) {
    form.set(
      'audio_file',
      new Blob([fields.audio as Uint8Array<ArrayBuffer>], { type: fields.type ?? 'audio/wav' }),
      fields.name ?? 'recording.wav',
    );
  }
  const response = await fetch(`${base}/videos/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Reads a session job until it reaches one of `until` (or fails), every 200 ms. */
export async function waitForJob(
  base: string,
  token: string,
  id: string,
  until: readonly string[],
  timeoutMs = 60_000,
): Promise<Record<string, unknown> & { status: string; job_data: Record<string, unknown> }> {
  let status = 200;
  const job = await vi.waitFor(
    async () => {
      const answer = await call<{ status: string; job_data: Record<string, unknown> }>(
        base,
        'GET',
        `/s_job/${id}`,
        { token },
      );
      status = answer.status;
      if (status !== 200) return undefined;
      if (![...until, 'failed'].includes(answer.body.status))
        throw new Error(`job ${id} still ${answer.body.status}`);
      return answer.body;
    },
    { timeout: timeoutMs, interval: 200 },
  );
  if (!job) throw new Error(`GET /s_job/${id}: ${status}`);
  return job;
}
