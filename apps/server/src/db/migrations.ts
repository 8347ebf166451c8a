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
  {
    id: '0002_media_jobs_avatars_sessions',
    sql: `
      CREATE TABLE media (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        content_type text NOT NULL,
        size_bytes integer NOT NULL,
        storage_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX media_user_idx ON media (user_id);

      CREATE TABLE avatars (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        avatar_name text NOT NULL,
        character_profile text,
        photo_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        image_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        face_model jsonb,
        variant_media_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
        voice_profile jsonb,
        voice_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX avatars_user_idx ON avatars (user_id, created_at DESC);

      CREATE TABLE jobs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'processing', 'polling_required', 'success', 'failed')),
        progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        stage text,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        job_data jsonb NOT NULL DEFAULT '{}'::jsonb,
        error text,
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 2,
        locked_until timestamptz,
        run_after timestamptz NOT NULL DEFAULT now(),
        avatar_id uuid REFERENCES avatars (id) ON DELETE CASCADE,
        session_id uuid,
        parent_job_id uuid REFERENCES jobs (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX jobs_runnable_idx ON jobs (status, run_after);
      CREATE INDEX jobs_user_idx ON jobs (user_id, created_at DESC);
      CREATE INDEX jobs_avatar_idx ON jobs (avatar_id);

      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        avatar_id uuid NOT NULL REFERENCES avatars (id) ON DELETE CASCADE,
        dynamic_session boolean NOT NULL DEFAULT true,
        emotion text NOT NULL DEFAULT 'normal',
        session_specific_prompt text,
        patient_name text,
        conversation jsonb NOT NULL DEFAULT '[]'::jsonb,
        summary text,
        outcome text CHECK (outcome IN ('positive', 'neutral', 'negative')),
        started_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id, started_at DESC);
      CREATE UNIQUE INDEX sessions_one_active_per_user ON sessions (user_id) WHERE ended_at IS NULL;

      ALTER TABLE jobs ADD CONSTRAINT jobs_session_fk FOREIGN KEY (session_id) REFERENCES sessions (id) ON DELETE CASCADE;
      CREATE INDEX jobs_session_idx ON jobs (session_id);

      CREATE TABLE videos (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        video_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        poster_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        recording_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
        user_transcript text,
        avatar_script text,
        stages jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX videos_session_idx ON videos (session_id, created_at);
    `,
  },
  {
    id: '0003_avatar_hosted_looks',
    sql: `
      ALTER TABLE avatars ADD COLUMN hosted_avatar_ids jsonb NOT NULL DEFAULT '{}'::jsonb;
      ALTER TABLE avatars ADD COLUMN hosted_group_id text;
    `,
  },
  {
    id: '0004_embed_keys',
    sql: `
      CREATE TABLE embed_keys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        publishable_key text NOT NULL UNIQUE,
        secret_hash text NOT NULL UNIQUE,
        avatar_ids uuid[] NOT NULL,
        allowed_origins text[] NOT NULL,
        expires_at timestamptz,
        daily_session_quota integer NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX embed_keys_user_idx ON embed_keys (user_id, created_at DESC);

      ALTER TABLE sessions ADD COLUMN embed_key_id uuid REFERENCES embed_keys (id) ON DELETE SET NULL;
      ALTER TABLE sessions ADD COLUMN embed_key_name text;
      ALTER TABLE sessions ADD COLUMN embed_origin text;
      ALTER TABLE sessions ADD COLUMN embed_token_id uuid;
      CREATE INDEX sessions_embed_key_idx ON sessions (embed_key_id, started_at);
      DROP INDEX sessions_one_active_per_user;
      CREATE UNIQUE INDEX sessions_one_active_per_user ON sessions (user_id)
        WHERE ended_at IS NULL AND embed_key_id IS NULL AND embed_origin IS NULL;

      CREATE TABLE embed_consents (
        id uuid PRIMARY KEY,
        embed_key_id uuid NOT NULL REFERENCES embed_keys (id) ON DELETE CASCADE,
        token_id uuid NOT NULL,
        session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
        granted boolean NOT NULL,
        version text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX embed_consents_token_idx ON embed_consents (token_id, created_at DESC);
    `,
  },
  {
    id: '0005_skill_transcripts',
    sql: `
      CREATE TABLE skill_transcripts (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        format text NOT NULL CHECK (format IN ('plain', 'vtt')),
        coach_label text NOT NULL,
        client_label text,
        conversation jsonb NOT NULL DEFAULT '[]'::jsonb,
        codes jsonb NOT NULL DEFAULT '[]'::jsonb,
        coder text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX skill_transcripts_user_idx ON skill_transcripts (user_id, created_at DESC);
    `,
  },
  {
    // Every change a browser may follow (a job created, its status, progress or stage) is
    // announced on commit, whichever process or code path made it: the API's event streams
    // (jobs/events.ts) LISTEN and push it.
    id: '0006_job_notifications',
    sql: `
      CREATE FUNCTION rebond_notify_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('rebond_jobs', json_build_object('id', NEW.id, 'user_id', NEW.user_id)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER jobs_notify_insert AFTER INSERT ON jobs
        FOR EACH ROW EXECUTE FUNCTION rebond_notify_job();
      CREATE TRIGGER jobs_notify_update AFTER UPDATE ON jobs
        FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status
           OR OLD.progress IS DISTINCT FROM NEW.progress
           OR OLD.stage IS DISTINCT FROM NEW.stage)
        EXECUTE FUNCTION rebond_notify_job();
    `,
  },
  {
    id: '0007_sessions_that_end',
    sql: `
      ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN signed_out_at timestamptz;
      ALTER TABLE refresh_tokens ADD COLUMN family_started_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE login_failures ADD COLUMN device text;
    `,
  },
  {
    id: '0008_user_preferences',
    sql: `
      ALTER TABLE users ADD COLUMN preferences jsonb
    `,
  },
  {
    id: '0009_video_captions',
    sql: `
      ALTER TABLE videos ADD COLUMN captions_media_id uuid REFERENCES media (id) ON DELETE SET NULL
    `,
  },
  {
    id: '0010_job_timing',
    sql: `
      ALTER TABLE jobs ADD COLUMN started_at timestamptz;
      ALTER TABLE jobs ADD COLUMN finished_at timestamptz;
      ALTER TABLE jobs ADD COLUMN claimed_by text;
      CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;
      CREATE INDEX jobs_processing_idx ON jobs (user_id, type) WHERE status = 'processing';
    `,
  },
  {
    id: '0011_video_captions_language',
    sql: `
      ALTER TABLE videos ADD COLUMN captions_language text
    `,
  },
  {
    // Practice history outlives its avatar: a session keeps the avatar's name and picture as they
    // were when it started (a snapshot the database takes on every insert, whichever route made
    // it; a later photo does not change it), and deleting the avatar leaves its sessions and their
    // reply jobs (the session's avatar id stays, naming no row: the avatar reads "deleted").
    id: '0014_sessions_outlive_avatars',
    sql: `
      ALTER TABLE sessions ADD COLUMN avatar_name text;
      ALTER TABLE sessions ADD COLUMN avatar_image_media_id uuid REFERENCES media (id) ON DELETE SET NULL;
      CREATE FUNCTION rebond_avatar_picture(a avatars) RETURNS uuid LANGUAGE sql STABLE AS $$
        SELECT COALESCE(a.image_media_id,
          CASE WHEN a.variant_media_ids->>'normal' ~ '^[0-9a-fA-F-]{36}$'
               THEN (a.variant_media_ids->>'normal')::uuid END)
      $$;
      UPDATE sessions s SET avatar_name = a.avatar_name, avatar_image_media_id = rebond_avatar_picture(a)
        FROM avatars a WHERE a.id = s.avatar_id;
      ALTER TABLE sessions ALTER COLUMN avatar_name SET NOT NULL;
      CREATE FUNCTION rebond_session_avatar_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT a.avatar_name, rebond_avatar_picture(a) INTO NEW.avatar_name, NEW.avatar_image_media_id
          FROM avatars a WHERE a.id = NEW.avatar_id;
        RETURN NEW;
      END $$;
      CREATE TRIGGER sessions_avatar_snapshot BEFORE INSERT ON sessions
        FOR EACH ROW EXECUTE FUNCTION rebond_session_avatar_snapshot();
      ALTER TABLE sessions DROP CONSTRAINT sessions_avatar_id_fkey;
      CREATE INDEX sessions_avatar_idx ON sessions (avatar_id);
      ALTER TABLE jobs DROP CONSTRAINT jobs_avatar_id_fkey;
      ALTER TABLE jobs ADD CONSTRAINT jobs_avatar_id_fkey FOREIGN KEY (avatar_id) REFERENCES avatars (id) ON DELETE SET NULL;
    `,
  },
  {
    id: '0016_access_notifications',
    sql: `
      CREATE FUNCTION rebond_notify_access() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('rebond_access', json_build_object('id', OLD.id, 'user_id', OLD.id)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER users_notify_access AFTER UPDATE ON users
        FOR EACH ROW
        WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version
           OR OLD.account_status IS DISTINCT FROM NEW.account_status)
        EXECUTE FUNCTION rebond_notify_access();
      CREATE TRIGGER users_notify_delete AFTER DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION rebond_notify_access();
    `,
  },
  {
    id: '0017_two_factor',
    sql: `
      CREATE TABLE two_factor (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        enabled_at timestamptz,
        last_time_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE two_factor_recovery_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX two_factor_recovery_codes_user_idx ON two_factor_recovery_codes (user_id)
    `,
  },
  {
    // Each user's data key, wrapped by the master key (data-keys/user-keys.ts): deleting the
    // account deletes it, and what it sealed can no longer be read (crypto-shredding).
    id: '0018_user_data_keys',
    sql: `
      CREATE TABLE user_keys (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        wrapped bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
      `,
  },
  {
    // The case formulation each avatar speaks from, built when its profile is saved; edited_at is
    // set once its coach saved an edited version (replies then use it instead of the profile's).
    id: '0019_avatar_case_formulation',
    sql: `
      ALTER TABLE avatars ADD COLUMN case_formulation jsonb;
      ALTER TABLE avatars ADD COLUMN case_formulation_edited_at timestamptz
    `,
  },
  {
    // An account deletion asks for the tables to be rewritten (erasure/compactor.ts), in the same
    // transaction as the deletion: a process that runs jobs does it after the answer, or at its next
    // start when it stopped first.
    id: '0023_erasure_compactions',
    sql: `
      CREATE TABLE erasure_compactions (
        id uuid PRIMARY KEY,
        requested_at timestamptz NOT NULL DEFAULT now()
      )
    `,
  },
  {
    // Usernames and e-mails are sealed with the user's data key; sign-in and the uniqueness check
    // look up their keyed hashes (users.ts). Rows in clear get theirs from the re-seal pass. A new
    // user's key is made before its row, in the same transaction, so its key's reference is checked
    // at commit.
    id: '0027_user_identity_hashes',
    sql: `
      ALTER TABLE user_keys ALTER CONSTRAINT user_keys_user_id_fkey DEFERRABLE INITIALLY DEFERRED;
      ALTER TABLE users ADD COLUMN username_hash bytea;
      ALTER TABLE users ADD COLUMN email_hash bytea;
      CREATE UNIQUE INDEX users_username_hash_key ON users (username_hash);
      CREATE UNIQUE INDEX users_email_hash_key ON users (email_hash)
    `,
  },
  {
    // A scenario session's structured scenario (the contract's Scenario, as JSON sealed with the
    // owner's data key); sessions made before it keep their scenario as free text.
    id: '0028_session_scenario',
    sql: `ALTER TABLE sessions ADD COLUMN scenario text`,
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

/**
 * Splits on `;` outside dollar-quoted bodies (`$$ ... $$`, the one place our migrations put
 * semicolons inside a statement: function bodies); no literal of ours holds a semicolon.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const [index, part] of sql.split('$$').entries()) {
    const quoted = index % 2 === 1;
    if (quoted) {
      current += `$$${part}$$`;
      continue;
    }
    const pieces = part.split(';');
    current += pieces.shift() ?? '';
    for (const piece of pieces) {
      statements.push(current);
      current = piece;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
