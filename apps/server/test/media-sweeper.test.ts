import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaSweeper } from '../src/erasure/sweeper';
import type { RunningServer } from '../src/server';
import { newUser, startTestServer } from '../src/testing';
import { register } from './http';
import { pendingAvatar } from './sessions-fixtures';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the media sweeper', () => {
  it('deletes a row whose file is gone and unlinks it, and a file no row names only after the grace', async () => {
    const { db, media } = server.services;
    const coach = await register(server.url, newUser('sweep'));
    const avatarId = await pendingAvatar(server, coach.id);
    const kept = await media.save(db, {
      userId: coach.id,
      kind: 'avatar_variant',
      contentType: 'image/jpeg',
      bytes: new Uint8Array([1]),
    });
    const lost = await media.save(db, {
      userId: coach.id,
      kind: 'avatar_variant',
      contentType: 'image/jpeg',
      bytes: new Uint8Array([2]),
    });
    await db.query(`UPDATE avatars SET variant_media_ids = $2, image_media_id = $3 WHERE id = $1`, [
      avatarId,
      JSON.stringify({ normal: kept.id, sad: lost.id }),
      lost.id,
    ]);
    await db.query(`UPDATE media SET created_at = now() - interval '1 hour' WHERE id = ANY($1::uuid[])`, [
      [kept.id, lost.id],
    ]);
    await media.deleteKey(lost.storage_key);
    // A stored object no row names (in the folder or the bucket): a file saved, then its row lost.
    const stray = await media.save(db, {
      userId: coach.id,
      kind: 'recording',
      contentType: 'audio/wav',
      bytes: new Uint8Array([3]),
    });
    await db.query('DELETE FROM media WHERE id = $1', [stray.id]);

    const sweeper = new MediaSweeper({ db, media }, { intervalSeconds: 3600, graceSeconds: 60 });
    const now = Date.now();
    const first = await sweeper.sweep(now);
    expect(first).toEqual({ orphanFiles: 0, orphanRows: 0, missingFiles: 1 });
    expect(await media.exists(stray)).toBe(true);
    const [avatar] = await db.query<{
      variant_media_ids: Record<string, string>;
      image_media_id: string | null;
    }>('SELECT variant_media_ids, image_media_id FROM avatars WHERE id = $1', [avatarId]);
    expect(avatar).toEqual({ variant_media_ids: { normal: kept.id }, image_media_id: null });
    expect(await media.find(db, lost.id)).toBeUndefined();
    expect(await media.find(db, kept.id)).toBeDefined();

    const later = await sweeper.sweep(now + 61_000);
    expect(later.orphanFiles).toBe(1);
    expect(await media.exists(stray)).toBe(false);
    expect(await media.exists(kept)).toBe(true);
  });
});
