import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaneLimits, parseLanes } from './jobs/lanes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Everything the server reads from its environment. README.md lists the variables and defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for PGlite data, the generated secret and (later) media. */
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
  mkdirSync(dataDir, { recursive: true });
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
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    loginMaxFailures: intFromEnv(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    apiBase: env.REBOND_API_BASE ?? '',
    portalDir: existsSync(path.join(portalDir, 'index.html')) ? portalDir : undefined,
    widgetsDir: existsSync(widgetsDir) ? widgetsDir : undefined,
    jobLeaseSeconds: intFromEnv(env, 'JOB_LEASE_SECONDS', 30),
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
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
