import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Everything the server reads from its environment. README.md lists the variables and defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for PGlite data, the generated secret and media; mode 0700, its files 0600. */
  dataDir: string;
  /** A PostgreSQL server; when absent, PGlite runs in `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /** HMAC key for access tokens. */
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Failed sign-ins per account (and, times four, per address) within the window before 429. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** The API base the portal calls; empty means the portal's own origin. */
  apiBase: string;
  /** The built portal served at `/`, when present. */
  portalDir: string | undefined;
  /** The built `<script>` widgets served at `/widgets/*` (WIDGETS_DIR, default packages/widgets/dist). */
  widgetsDir: string | undefined;
  /** Origins allowed to call the API from a browser, besides the server's own. */
  corsOrigins: string[];
  /** Seconds a running job's lease lasts without a heartbeat; a crashed job resumes after it. */
  jobLeaseSeconds: number;
  /** Seconds between two media sweeps (the first runs at start; `erasure/sweeper.ts`). */
  mediaSweepIntervalSeconds: number;
  /** How old an unclaimed file or an unnamed media row must be before the sweeper removes it. */
  mediaSweepGraceSeconds: number;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

/** Reads the secret from JWT_SECRET, or from `dataDir/jwt-secret`, creating it on first start. */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  // The data folder holds password hashes, transcripts and recordings: only the server's user may
  // enter it, and everything the process creates from here on is private (the embedded database's
  // files and folders included: they are created under this umask; a worker thread cannot set it,
  // and there the folder's own mode keeps others out).
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const defaultPortal = path.join(repoRoot, 'apps/portal/dist');
  const portalDir = env.PORTAL_DIR ? path.resolve(env.PORTAL_DIR) : defaultPortal;
  const widgetsDir = path.resolve(env.WIDGETS_DIR || path.join(repoRoot, 'packages/widgets/dist'));
  return {
    port: intFromEnv(env, 'PORT', 8000, 0),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadJwtSecret(env, dataDir),
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    loginMaxFailures: intFromEnv(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    apiBase: env.REBOND_API_BASE ?? '',
    portalDir: existsSync(path.join(portalDir, 'index.html')) ? portalDir : undefined,
    widgetsDir: existsSync(widgetsDir) ? widgetsDir : undefined,
    jobLeaseSeconds: intFromEnv(env, 'JOB_LEASE_SECONDS', 30),
    mediaSweepIntervalSeconds: intFromEnv(env, 'MEDIA_SWEEP_INTERVAL_SECONDS', 3600),
    mediaSweepGraceSeconds: intFromEnv(env, 'MEDIA_SWEEP_GRACE_SECONDS', 600),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
