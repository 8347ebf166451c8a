import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import {
  DEFAULT_EMBED_TOKEN_SECONDS,
  MAX_EMBED_TOKEN_SECONDS,
  MIN_EMBED_TOKEN_SECONDS,
} from '@rebond/vocabulary';
import { type Clock, systemClock } from './clock';
import { type LaneLimits, parseLanes } from './jobs/lanes';
import type { S3Settings } from './media/s3-bucket';
import type { MediaSettings } from './media/storage';

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
  /** Where token lifetimes read the time (`clock.ts`): the system clock but in tests. */
  clock: Clock;
  accessTokenTtlSeconds: number;
  /** Idle timeout of a sign-in: a refresh token unused for this long expires (each use renews it). */
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a sign-in (a refresh family), however often it is used. */
  sessionMaxAgeSeconds: number;
  /** A refresh token spent this recently may be presented again (another tab's retry) without revoking. */
  refreshReuseIntervalSeconds: number;
  /** Reverse proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: none). */
  trustProxy: number;
  /** How long a password check or hash may wait for a slot before the caller gets 429. */
  passwordQueueMaxWaitMs: number;
  /** `PASSWORD_HASH_COST`: log2 of scrypt's N for new password hashes (17, OWASP's, by default). */
  passwordHashCost: number;
  /** `REQUIRE_2FA_FOR_EMBED_KEYS`: an account needs two-factor sign-in on to create or keep embed keys. */
  require2faForEmbedKeys: boolean;
  /** `EXPORT_MAX_BYTES`: the most stored-file bytes one "Download My Data" archive carries. */
  exportMaxBytes: number;
  /** `EXPORT_MAX_SECONDS`: the longest one export may stream. */
  exportMaxSeconds: number;
  /** The window of the per-address and per-account rate limits. */
  rateLimitWindowSeconds: number;
  /** Sign-ups (`/auth/register`, `/users/create`) per address within the window. */
  signupRateLimit: number;
  /** Sign-in attempts per address within the window (successes included). */
  loginRateLimit: number;
  /** Password changes per account and per address within the window. */
  passwordChangeRateLimit: number;
  /** Uploads (multipart calls) per account and per address within the window. */
  uploadRateLimit: number;
  /** Text analysis calls (skill coding, scorecards, transcripts) per account within the window. */
  analysisRateLimit: number;
  /** Failed sign-ins per account (and, times four, per address) within the window before 429. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** The API base the portal calls; empty means the portal's own origin. */
  apiBase: string;
  /** The built portal served at `/`, when present. */
  portalDir: string | undefined;
  /** Where the built `<script>` widgets served at `/widgets/*` are (WIDGETS_DIR, default packages/widgets/dist), built or not. */
  widgetsDir: string;
  /** Origins allowed to call the API from a browser, besides the server's own. */
  corsOrigins: string[];
  /** Seconds a running job's lease lasts without a heartbeat; a crashed job resumes after it. */
  jobLeaseSeconds: number;
  /** Where media bytes are stored (local folder or S3 bucket) and how they are encrypted. */
  media: MediaSettings;
  /** Seconds between two media sweeps (the first runs at start; `erasure/sweeper.ts`). */
  mediaSweepIntervalSeconds: number;
  /** How old an unclaimed file or an unnamed media row must be before the sweeper removes it. */
  mediaSweepGraceSeconds: number;
  /** A visitor token's life (publishable tokens, and minted ones that ask none): EMBED_TOKEN_TTL_SECONDS, 60 to 3600, default 600. */
  embedTokenTtlSeconds: number;
  /**
   * A visit with no call for this long is over (EMBED_VISIT_IDLE_SECONDS, default 1800): its open
   * session is closed by the server, and its tokens can no longer be continued.
   */
  embedVisitIdleSeconds: number;
  /** Jobs of each kind this process runs at once (`JOB_CONCURRENCY`). */
  jobLanes: LaneLimits;
  /** Jobs of one kind one user has running at once, across every process (`JOB_USER_CONCURRENCY`). */
  jobUserConcurrency: number;
  /** What this process does: answer the API, run jobs, or both (`REBOND_ROLE`). */
  role: ServerRole;
  /** Worker threads for the engine's CPU-heavy calls; 0 runs them on the event loop (`ENGINE_THREADS`). */
  engineThreads: number;
  /** A worker-only process serves `/metrics` and `/health` on this port when set (`METRICS_PORT`). */
  metricsPort: number | undefined;
  /** The bearer token `/metrics` asks for (`METRICS_TOKEN`); without it only `metricsPort` serves it. */
  metricsToken: string | undefined;
}

export const SERVER_ROLES = ['all', 'api', 'worker'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

function roleFromEnv(env: NodeJS.ProcessEnv): ServerRole {
  const role = (env.REBOND_ROLE || 'all') as ServerRole;
  if (!SERVER_ROLES.includes(role)) {
    throw new Error(`REBOND_ROLE must be one of ${SERVER_ROLES.join(', ')}, got "${env.REBOND_ROLE}"`);
  }
  return role;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

/**
 * `PASSWORD_HASH_COST`, log2 of scrypt's N: 17 (OWASP's) by default, 10 to 20 (below, a hash is too
 * cheap to guess against; above, it takes seconds and more memory than the hash queue allows for).
 */
function passwordHashCost(env: NodeJS.ProcessEnv): number {
  const value = intFromEnv(env, 'PASSWORD_HASH_COST', 17, 10);
  if (value > 20) throw new Error(`PASSWORD_HASH_COST must be at most 20, got "${value}"`);
  return value;
}

function embedTokenTtl(env: NodeJS.ProcessEnv): number {
  const value = intFromEnv(
    env,
    'EMBED_TOKEN_TTL_SECONDS',
    DEFAULT_EMBED_TOKEN_SECONDS,
    MIN_EMBED_TOKEN_SECONDS,
  );
  if (value > MAX_EMBED_TOKEN_SECONDS)
    throw new Error(`EMBED_TOKEN_TTL_SECONDS must be at most ${MAX_EMBED_TOKEN_SECONDS}, got "${value}"`);
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

/** `TRUST_PROXY`: a number of proxy hops, `true` for one, `false` or empty for none. */
function trustProxyFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(`TRUST_PROXY must be true, false or a number of proxy hops, got "${raw}"`);
  }
  return hops;
}

function flagFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be 1/true/on or 0/false/off, got "${env[name]}"`);
}

/**
 * The media master key from MEDIA_ENCRYPTION_KEY (base64 of 32 bytes), or from
 * `dataDir/media-key`, created (mode 0600) on first start. Losing it loses every encrypted file.
 */
function loadMediaKey(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.MEDIA_ENCRYPTION_KEY) {
    const key = Buffer.from(env.MEDIA_ENCRYPTION_KEY, 'base64');
    if (key.byteLength !== 32) throw new Error('MEDIA_ENCRYPTION_KEY must be 32 bytes in base64');
    return key;
  }
  const file = path.join(dataDir, 'media-key');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.byteLength !== 32) throw new Error(`${file} must hold 32 bytes in base64`);
  return key;
}

/** S3_* (README), or undefined when S3_BUCKET is unset: media then stay in the local folder. */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flagFromEnv(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

function mediaSettings(env: NodeJS.ProcessEnv, dataDir: string): MediaSettings {
  const encryptNewFiles = flagFromEnv(env, 'MEDIA_ENCRYPTION', true);
  const presignedUrls = flagFromEnv(env, 'S3_PRESIGNED_MEDIA', false);
  const s3 = s3Settings(env);
  if (presignedUrls && !s3) throw new Error('S3_PRESIGNED_MEDIA needs S3_BUCKET');
  if (presignedUrls && encryptNewFiles)
    throw new Error('S3_PRESIGNED_MEDIA serves objects as stored: set MEDIA_ENCRYPTION=off with it');
  return {
    s3,
    presignedUrls,
    encryptionKey: loadMediaKey(env, dataDir),
    encryptNewFiles,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, clock: Clock = systemClock): ServerConfig {
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
  const jobLanes = parseLanes(env.JOB_CONCURRENCY);
  return {
    port: intFromEnv(env, 'PORT', 8000, 0),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadJwtSecret(env, dataDir),
    clock,
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    sessionMaxAgeSeconds: intFromEnv(env, 'SESSION_MAX_AGE_SECONDS', 30 * 24 * 3600),
    refreshReuseIntervalSeconds: intFromEnv(env, 'REFRESH_REUSE_INTERVAL_SECONDS', 10, 0),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    passwordQueueMaxWaitMs: intFromEnv(env, 'PASSWORD_QUEUE_MAX_WAIT_MS', 3000),
    passwordHashCost: passwordHashCost(env),
    require2faForEmbedKeys: flagFromEnv(env, 'REQUIRE_2FA_FOR_EMBED_KEYS', false),
    exportMaxBytes: intFromEnv(env, 'EXPORT_MAX_BYTES', 2 * 1024 ** 3),
    exportMaxSeconds: intFromEnv(env, 'EXPORT_MAX_SECONDS', 1800),
    rateLimitWindowSeconds: intFromEnv(env, 'RATE_LIMIT_WINDOW_SECONDS', 10 * 60),
    signupRateLimit: intFromEnv(env, 'SIGNUP_RATE_LIMIT', 20),
    loginRateLimit: intFromEnv(env, 'LOGIN_RATE_LIMIT', 100),
    passwordChangeRateLimit: intFromEnv(env, 'PASSWORD_CHANGE_RATE_LIMIT', 10),
    uploadRateLimit: intFromEnv(env, 'UPLOAD_RATE_LIMIT', 120),
    analysisRateLimit: intFromEnv(env, 'ANALYSIS_RATE_LIMIT', 120),
    loginMaxFailures: intFromEnv(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    apiBase: env.REBOND_API_BASE ?? '',
    portalDir: existsSync(path.join(portalDir, 'index.html')) ? portalDir : undefined,
    widgetsDir,
    jobLeaseSeconds: intFromEnv(env, 'JOB_LEASE_SECONDS', 30),
    media: mediaSettings(env, dataDir),
    mediaSweepIntervalSeconds: intFromEnv(env, 'MEDIA_SWEEP_INTERVAL_SECONDS', 3600),
    mediaSweepGraceSeconds: intFromEnv(env, 'MEDIA_SWEEP_GRACE_SECONDS', 600),
    embedTokenTtlSeconds: embedTokenTtl(env),
    embedVisitIdleSeconds: intFromEnv(env, 'EMBED_VISIT_IDLE_SECONDS', 1800),
    jobLanes,
    jobUserConcurrency: intFromEnv(env, 'JOB_USER_CONCURRENCY', 1),
    role: roleFromEnv(env),
    // One thread per job that can run at once, at most 8: more would only queue inside the pool.
    engineThreads: intFromEnv(
      env,
      'ENGINE_THREADS',
      Math.min(8, jobLanes.render + jobLanes.reply + jobLanes.avatar),
      0,
    ),
    metricsPort: env.METRICS_PORT ? intFromEnv(env, 'METRICS_PORT', 0, 0) : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
