/**
 * What a deletion must leave behind: nothing. Shared by the erasure tests and their benchmark: a
 * coach's records made through the API, a scan of the media store and of every table, and a byte
 * scan of every file under the data folder.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaIdsIn } from '../src/avatars/records';
import type { Database } from '../src/db/database';
import type { RunningServer } from '../src/server';
import { call } from './http';
import { waitForJob } from './sessions-fixtures';

/** What a deleted record was made of: its texts, its ids and its media files' storage keys. */
export interface Traces {
  texts: string[];
  ids: string[];
  storageKeys: string[];
}

/** The storage keys of the media rows named by these rows (any `*_media_id(s)` field). */
export async function storageKeysOf(db: Database, ...sources: unknown[]): Promise<string[]> {
  const ids = [...mediaIdsIn(sources)];
  const rows = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM media WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return rows.map((row) => row.storage_key);
}

/**
 * Every trace of `traces` still in the media store (folder or bucket) or the database, as readable
 * lines: files with those storage keys, media files no row names, and rows of any table holding one of the texts or
 * (outside the audit log, which keeps that a record with that id was deleted) one of the ids.
 */
export async function scanForTraces(server: RunningServer, traces: Traces): Promise<string[]> {
  const { db } = server.services;
  const found: string[] = [];
  const files: string[] = [];
  for await (const key of server.services.media.keys()) files.push(key);
  const keys = new Set(
    (await db.query<{ storage_key: string }>('SELECT storage_key FROM media')).map((row) => row.storage_key),
  );
  for (const file of files) {
    if (traces.storageKeys.includes(file)) found.push(`file ${file} of a deleted record`);
    else if (!keys.has(file)) found.push(`file ${file} that no media row names`);
  }
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
  );
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table}" t`);
    for (const { row } of rows) {
      const text = row.toLowerCase();
      for (const marker of traces.texts) {
        if (text.includes(marker.toLowerCase())) found.push(`${table} row holds "${marker}"`);
      }
      if (table === 'audit_log') continue;
      for (const id of traces.ids) if (text.includes(id)) found.push(`${table} row names ${id}`);
    }
  }
  return found;
}

/**
 * Each text (UTF-8) found in a file under `dir` (PGlite's heap, index and WAL files, media, temp
 * files), as `text in relative/path`. Run it once the server has stopped, so nothing is in flight.
 */
export async function textsInFiles(dir: string, texts: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const scan = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const inner = path.join(folder, entry.name);
      if (entry.isDirectory()) await scan(inner);
      else if (entry.isFile()) {
        const bytes = await readFile(inner);
        for (const text of texts)
          if (bytes.includes(Buffer.from(text, 'utf8')))
            found.push(`"${text}" in ${path.relative(dir, inner)}`);
      }
    }
  };
  await scan(dir);
  return found;
}

/**
 * `waitForJob`, again after a dropped connection: a render keeps the server's one thread busy for
 * seconds on a loaded machine, and an idle keep-alive connection may be closed under the poller.
 */
export async function settle(base: string, token: string, id: string, until: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await waitForJob(base, token, id, [until], 180_000);
    } catch (error) {
      if (attempt >= 5 || !(error instanceof TypeError)) throw error;
    }
  }
}

/** Sends a typed message and waits for its video; answers the reply job's and the video's ids. */
export async function typedReply(
  base: string,
  token: string,
  sessionId: string,
  text: string,
): Promise<{ replyJobId: string; videoId: string }> {
  const form = new FormData();
  form.set('session_id', sessionId);
  form.set('message_text', text);
  const response = await fetch(`${base}/videos/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const started = (await response.json()) as { job_id: string };
  if (response.status !== 202)
    throw new Error(`videos/create: ${response.status} ${JSON.stringify(started)}`);
  const reply = await settle(base, token, started.job_id, 'polling_required');
  const videoId = String(reply.job_data.polling_job_id);
  const render = await settle(base, token, videoId, 'success');
  if (render.status !== 'success') throw new Error(`render failed: ${JSON.stringify(render)}`);
  return { replyJobId: started.job_id, videoId };
}

/** Uploads a voice sample for cloning and does not wait for the job: its file is on disk. */
export async function uploadVoiceSample(base: string, token: string, avatarId: string, wav: Uint8Array) {
  const form = new FormData();
  form.set('avatar_id', avatarId);
  form.set('remove_background_noice', 'false');
  form.set('audio_file', new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'sample.wav');
  const response = await fetch(`${base}/avatars/voice_cloning`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { job_id: string };
  if (response.status !== 202) throw new Error(`voice_cloning: ${response.status} ${JSON.stringify(body)}`);
  return body.job_id;
}

/** Records a session consent naming the session. */
export async function sessionConsent(base: string, token: string, sessionId: string) {
  const answer = await call(base, 'POST', '/consents', {
    token,
    json: { type: 'session', granted: true, version: '1.0', session_id: sessionId },
  });
  if (answer.status !== 201) throw new Error(`consent: ${answer.status} ${JSON.stringify(answer.body)}`);
}
