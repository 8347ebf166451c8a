import type { Database } from './database';

/**
 * The schema, as ordered migrations. Never edit one that has shipped: add the next. SQL stays within
 * what PostgreSQL 15 (Debian) and 18 (PGlite) both accept.
 */
export const migrations: { id: string; sql: string }[] = [
  {
    id: '0001_users_auth_consents',
    sql: `
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        tel_number text,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'coach' CHECK (role IN ('coach', 'patient')),
        account_status boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_username_key ON users (lower(username));
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));

      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY,
        family_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

      CREATE TABLE login_failures (
        id uuid PRIMARY KEY,
        identifier text NOT NULL,
        ip text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_identifier_idx ON login_failures (identifier, at);
      CREATE INDEX login_failures_ip_idx ON login_failures (ip, at);

      CREATE TABLE consents (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('platform', 'session', 'data-processing')),
        granted boolean NOT NULL,
        version text NOT NULL,
        session_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX consents_user_idx ON consents (user_id, created_at DESC);

      CREATE TABLE audit_log (
        id uuid PRIMARY KEY,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL,
        record_type text NOT NULL,
        record_id text,
        ip text,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at);
    `,
  },
];

/** Applies the migrations not yet applied, one transaction each, under an advisory lock. */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Several servers may start at once against one PostgreSQL: only one applies each migration.
      await tx.query('SELECT pg_advisory_xact_lock(727460001)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

/** Our migrations hold no semicolons inside literals or bodies, so splitting on `;` is exact. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
