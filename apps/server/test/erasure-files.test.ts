import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/server';
import { newUser } from '../src/testing';
import { textsInFiles, typedReply } from './erasure-scan';
import { call, register } from './http';
import { activeAvatar } from './sessions-fixtures';

let dataDir: string;
let server: RunningServer | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-erasure-files-'));
  // PGlite and the local media folder: the files under the data folder are what is scanned.
  server = await startServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
    ENGINE_THREADS: '0',
    DATABASE_URL: '',
    S3_BUCKET: '',
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('erasure down to the files', () => {
  it("leaves none of a deleted account's texts in any file of the data folder once the server stops", async () => {
    if (!server) throw new Error('no server');
    const mark = randomUUID().replaceAll('-', '').slice(0, 12);
    const account = newUser(`zq${mark}`);
    const coach = await register(server.url, {
      ...account,
      email: `erasable.${mark}@clinic.example`,
    });
    const texts = {
      email: `erasable.${mark}@clinic.example`,
      username: coach.username,
      avatarName: `Avatarname${mark}`,
      profile: `Characterprofile${mark} is a retired ferry captain who hums when anxious.`,
      clientName: `Clientname${mark}`,
      message: `Typedmessage${mark}: my brother has not called since the funeral.`,
      transcript: `Transcripttext${mark} about the night shifts`,
      scenario: `Scenariotext${mark}: a first visit after the ferry accident`,
      formulation: `Formulationfact${mark}: I hum sea shanties when I cannot sleep`,
    };
    const avatarId = await activeAvatar(server, coach.id, { name: texts.avatarName });
    const profiled = await call(server.url, 'PUT', `/avatars/${avatarId}`, {
      token: coach.access_token,
      json: { character_profile: texts.profile },
    });
    expect(profiled.status).toBe(200);
    const built = await call<{ formulation: object }>(
      server.url,
      'GET',
      `/avatars/${avatarId}/case_formulation`,
      {
        token: coach.access_token,
      },
    );
    const edited = await call(server.url, 'PUT', `/avatars/${avatarId}/case_formulation`, {
      token: coach.access_token,
      json: { formulation: { ...built.body.formulation, facts: [{ text: texts.formulation, depth: 0 }] } },
    });
    expect(edited.status).toBe(200);
    const session = await call<{ id: string }>(server.url, 'POST', '/sessions/create', {
      token: coach.access_token,
      json: { avatar_id: avatarId, patient_name: texts.clientName, session_specific_prompt: texts.scenario },
    });
    expect(session.status).toBe(201);
    await typedReply(server.url, coach.access_token, session.body.id, texts.message);
    const transcript = await call(server.url, 'POST', '/skills/transcripts', {
      token: coach.access_token,
      json: { title: 'night shifts', text: `T: How are you?\nC: ${texts.transcript}` },
    });
    expect(transcript.status).toBe(201);

    // The rows are in the files before the deletion (the avatar's name is not sealed): the scan
    // below can see them. The sealed texts, the e-mail and username included, are in no file even now.
    expect((await textsInFiles(dataDir, [texts.avatarName])).length).toBeGreaterThan(0);
    const { avatarName: _, ...sealed } = texts;
    expect(await textsInFiles(dataDir, Object.values(sealed))).toEqual([]);

    // The deletion answers before the tables are rewritten: with the rewrites held, it answers and
    // leaves its request; once they run, the request is done and the files forget the account.
    const { compactor, db } = server.services;
    if (!compactor) throw new Error('this server runs jobs, so it compacts');
    compactor.pause();
    const deleted = await call(server.url, 'DELETE', `/users/delete/${coach.id}`, {
      token: coach.access_token,
    });
    expect(deleted.status).toBe(200);
    expect(await db.query('SELECT 1 FROM erasure_compactions')).toHaveLength(1);
    compactor.resume();
    await compactor.settled();
    expect(await db.query('SELECT 1 FROM erasure_compactions')).toEqual([]);
    await server.close();
    server = undefined;

    expect(await textsInFiles(dataDir, Object.values(texts))).toEqual([]);
  }, 240_000);
});
