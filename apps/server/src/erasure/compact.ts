import type { Database } from '../db/database';

/**
 * After an account is erased, its rows are gone from every query but not from the files: a deleted
 * row stays in its heap page (and its index entries in theirs) until the page is rewritten, and the
 * write-ahead log holds the row as it was inserted and the page it was deleted from. This rewrites
 * every table of the schema (`VACUUM FULL`: new files without the dead rows, indexes rebuilt, the
 * old files removed), then ends the WAL segment and checkpoints, so the segments that held the rows
 * are behind the checkpoint and removed (PGlite runs with `wal_recycle = off`, so they are deleted,
 * not renamed for reuse with their old bytes). It holds each table for the time of its rewrite.
 *
 * On a PostgreSQL server only the tables are rewritten: its WAL, archives, replicas and backups are
 * the operator's, and a user without the rights to checkpoint cannot end them.
 */
export async function compactAfterErasure(db: Database): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I', table_name) AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  for (const { name } of tables) await db.query(`VACUUM FULL ${name}`);
  if (db.kind !== 'pglite') return;
  await db.query('SELECT pg_switch_wal()');
  await db.query('CHECKPOINT');
}
