import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { OWN_RECORDS } from '../audit';
import { openAvatar } from '../avatars/sealed-avatar';
import type { UserKeys } from '../data-keys/user-keys';
import type { Queryable } from '../db/database';
import type { MediaStore } from '../media/storage';
import { readPreferences } from '../preferences';
import type { AvatarRecord, SessionRecord, VideoRow } from '../sessions/records';
import { openSession, openVideo } from '../sessions/sealed-texts';
import { openTranscriptTexts, type TranscriptTexts } from '../skills/sealed-transcripts';
import { findUserById, toUser } from '../users';

/**
 * "Download My Data": every category a user owns, as one zip streamed as it is written (fflate),
 * never whole in memory: `manifest.json` lists each category with its files and record counts,
 * the records are JSON files (deflated), and `media/` holds each stored file decrypted (stored
 * as they are: images, audio and video are compressed already). Nothing secret leaves: no password
 * hash, no embed-key secret hash, no two-factor secret or recovery code.
 */
export const EXPORT_FORMAT = 'rebond-export/1';

export interface ExportLimits {
  /** The largest archive, in bytes of stored files; a bigger export is refused before it starts. */
  maxBytes: number;
  /** The longest an export may stream, in milliseconds; past it the download is cut off. */
  maxMs: number;
}

interface Category {
  name: string;
  description: string;
  files: string[];
  records: number;
}

interface MediaEntry {
  id: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'text/vtt': 'vtt',
};

const mediaPath = (row: MediaEntry) => `media/${row.kind}/${row.id}.${EXTENSIONS[row.content_type] ?? 'bin'}`;

/** The user's records, category by category (each a JSON file of the archive). */
async function collectRecords(db: Queryable, keys: UserKeys, userId: string) {
  const user = await findUserById(db, keys, userId);
  if (!user) throw new Error('no such user');
  const rows = (sql: string) => db.query<Record<string, unknown>>(sql, [userId]);
  const twoFactor = await rows('SELECT enabled_at, created_at FROM two_factor WHERE user_id = $1');
  return [
    {
      name: 'profile',
      description: 'Your account record (without the password hash) and whether two-factor sign-in is on',
      file: 'profile.json',
      data: { ...toUser(user), two_factor_enabled_at: twoFactor[0]?.enabled_at ?? null },
    },
    {
      name: 'preferences',
      description: 'Your saved preferences',
      file: 'preferences.json',
      data: await readPreferences(db, userId),
    },
    {
      name: 'consents',
      description: 'Every consent decision you recorded, oldest first',
      file: 'consents.json',
      data: await rows('SELECT * FROM consents WHERE user_id = $1 ORDER BY created_at, id'),
    },
    {
      name: 'avatars',
      description: 'Your avatars with their character profiles, voices and the ids of their media files',
      file: 'avatars.json',
      data: await Promise.all(
        (
          await db.query<AvatarRecord>('SELECT * FROM avatars WHERE user_id = $1 ORDER BY created_at, id', [
            userId,
          ])
        ).map((row) => openAvatar(keys, row)),
      ),
    },
    {
      name: 'sessions',
      description: 'Your practice sessions with their conversations, summaries and outcomes',
      file: 'sessions.json',
      data: await Promise.all(
        (
          await db.query<SessionRecord>('SELECT * FROM sessions WHERE user_id = $1 ORDER BY started_at, id', [
            userId,
          ])
        ).map((row) => openSession(keys, row)),
      ),
    },
    {
      name: 'videos',
      description: 'Every message and reply of your sessions: transcripts, avatar scripts and media ids',
      file: 'videos.json',
      data: await Promise.all(
        (
          await db.query<VideoRow>('SELECT * FROM videos WHERE user_id = $1 ORDER BY created_at, id', [
            userId,
          ])
        ).map((row) => openVideo(keys, row)),
      ),
    },
    {
      name: 'skill_transcripts',
      description: 'Transcripts you had coded for skills feedback, with their MITI codes (the scorecards)',
      file: 'skill-transcripts.json',
      data: await rows('SELECT * FROM skill_transcripts WHERE user_id = $1 ORDER BY created_at, id').then(
        async (found) => {
          const key = await keys.keyOf(userId);
          return found.map((row) => openTranscriptTexts(key, userId, row as unknown as TranscriptTexts));
        },
      ),
    },
    {
      name: 'embed_keys',
      description: 'Your embed keys (without their secrets) and the visitor consents given through them',
      file: 'embed-keys.json',
      data: {
        keys: await rows(
          `SELECT id, name, publishable_key, avatar_ids, allowed_origins, expires_at, daily_session_quota,
                  revoked_at, created_at
             FROM embed_keys WHERE user_id = $1 ORDER BY created_at, id`,
        ),
        visitor_consents: await rows(
          `SELECT c.* FROM embed_consents c JOIN embed_keys k ON k.id = c.embed_key_id
            WHERE k.user_id = $1 ORDER BY c.created_at, c.id`,
        ),
      },
    },
    {
      name: 'audit_log',
      description: 'The audit log of your account and records (as Settings shows it), oldest first',
      file: 'audit-log.json',
      data: await rows(
        `SELECT a.id, a.action, a.record_type, a.record_id, a.at,
                CASE WHEN a.actor_id = $1 THEN 'you' ELSE 'someone else' END AS actor,
                CASE WHEN a.actor_id = $1 THEN a.ip END AS ip
           FROM audit_log a
          WHERE a.actor_id = $1 OR a.record_id IN (${OWN_RECORDS})
          ORDER BY a.at, a.id`,
      ),
    },
  ];
}

const countOf = (data: unknown): number => {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object' && 'keys' in data && Array.isArray((data as { keys: unknown[] }).keys))
    return (data as { keys: unknown[] }).keys.length;
  return data ? 1 : 0;
};

/** The stored files of the user, and their total size (checked against the limit before starting). */
export async function exportSize(db: Queryable, userId: string) {
  const files = await db.query<MediaEntry>(
    'SELECT id, kind, content_type, size_bytes, storage_key FROM media WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return { files, bytes: files.reduce((sum, file) => sum + Number(file.size_bytes), 0) };
}

/**
 * The archive as a byte stream. The records are read before the first byte; media files are read
 * one at a time as the consumer pulls, so a slow download holds one chunk at a time.
 */
export async function exportArchive(
  db: Queryable,
  media: MediaStore,
  keys: UserKeys,
  userId: string,
  limits: ExportLimits,
): Promise<ReadableStream<Uint8Array>> {
  const records = await collectRecords(db, keys, userId);
  const { files } = await exportSize(db, userId);
  const categories: Category[] = records.map((record) => ({
    name: record.name,
    description: record.description,
    files: [record.file],
    records: countOf(record.data),
  }));
  categories.push({
    name: 'media',
    description:
      'Your stored files (photos, avatar images and looks, recordings, replies, posters, captions)',
    files: files.map(mediaPath),
    records: files.length,
  });
  const manifest = {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    user_id: userId,
    categories,
    files: files.map((file) => ({
      path: mediaPath(file),
      id: file.id,
      kind: file.kind,
      content_type: file.content_type,
      bytes: Number(file.size_bytes),
    })),
  };

  const deadline = Date.now() + limits.maxMs;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | undefined;
  let cancelled = false;
  const zip = new Zip((error, chunk, final) => {
    if (cancelled) return;
    if (error) return controller.error(error);
    controller.enqueue(chunk);
    if (final) controller.close();
  });
  /** Waits while the consumer has enough queued, so files are read as fast as the download goes. */
  const drained = async () => {
    while (!cancelled && (controller.desiredSize ?? 1) <= 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  const addJson = (name: string, data: unknown) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);
  };

  const produce = async () => {
    addJson('manifest.json', manifest);
    for (const record of records) addJson(record.file, record.data);
    for (const file of files) {
      const entry = new ZipPassThrough(mediaPath(file));
      zip.add(entry);
      const reader = (await media.open(file)).getReader();
      for (;;) {
        if (cancelled) return reader.cancel();
        if (Date.now() > deadline) throw new Error('the export ran past its time limit');
        await drained();
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        produce().catch((error: unknown) => {
          if (!cancelled) controller.error(error);
        });
      },
      pull() {
        wake?.();
      },
      cancel() {
        cancelled = true;
        wake?.();
      },
    },
    { highWaterMark: 4 },
  );
}
