import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { configFromEnv, createEngine, threadedEngine } from '@rebond/engine';
import { Hono } from 'hono';
import { createApp } from './app';
import type { Clock } from './clock';
import { loadConfig, type ServerConfig } from './config';
import { resealClearTexts } from './data-keys/reseal';
import { UserKeys } from './data-keys/user-keys';
import { lockDataFolder } from './data-lock';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { IdleVisitCloser } from './embed/idle-visits';
import { ErasureCompactor } from './erasure/compactor';
import { MediaSweeper } from './erasure/sweeper';
import { closeServer } from './http/close-server';
import type { AppEnv } from './http/context';
import { earlyAnswerHandler } from './http/early-answers';
import { RateLimits } from './http/rate-limits';
import { registerJobHandlers } from './jobs/handlers';
import { mountMetrics } from './jobs/metrics';
import { JobQueue } from './jobs/queue';
import { JobWords } from './jobs/sealed-words';
import { MediaStore } from './media/storage';
import type { ServerEngine, Services } from './services';
import { structureLegacyScenarios } from './sessions/legacy-scenario';
import { webSocketServer } from './sessions/web-socket-server';
import { prepareSkillCoder } from './skills/scoring';
import { openTempFolder } from './temp-folder';

export interface RunningServer {
  /** Where the API answers; for a worker-only process, its metrics port when it has one, else ''. */
  url: string;
  config: ServerConfig;
  services: Services;
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * An open database to use instead of opening one from the configuration, so that an API-only and
   * a worker-only server in one process can share one PGlite (which no two processes can share).
   * The caller closes it.
   */
  database?: Database;
  /** Where token lifetimes read the time; the system clock unless a test moves its own. */
  clock?: Clock;
}

/**
 * Opens the database, applies migrations and starts what `REBOND_ROLE` asks: the API (`api`), the
 * job runner (`worker`), or both (`all`). `PORT=0` picks a free port. API-only and worker-only
 * processes share their work through one PostgreSQL server (`DATABASE_URL`).
 */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  options: StartOptions = {},
): Promise<RunningServer> {
  const config = loadConfig(env, options.clock);
  if (config.role !== 'all' && !config.databaseUrl && !options.database) {
    throw new Error(
      `REBOND_ROLE=${config.role} needs DATABASE_URL: API and worker processes share their jobs through a PostgreSQL server, and a PGlite database cannot be opened by two processes.`,
    );
  }
  // A PGlite database is this process's alone: a second server on the same folder is refused.
  const unlock =
    !options.database && !config.databaseUrl ? await lockDataFolder(config.dataDir) : async () => undefined;
  let db: Database;
  try {
    db =
      options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  } catch (error) {
    await unlock();
    throw error;
  }
  await migrate(db);
  const temp = await openTempFolder(config.dataDir);
  // The engine (and its threads) write their temporary files in this process's private folder.
  const engineEnv = { ...env, REBOND_TEMP_DIR: temp.path };
  const mainEngine = createEngine(configFromEnv(engineEnv));
  // Only a process that runs jobs needs engine threads; the API uses the engine to check uploads.
  const engine: ServerEngine =
    config.role !== 'api' && config.engineThreads > 0
      ? threadedEngine(mainEngine, { threads: config.engineThreads, env: engineEnv })
      : mainEngine;
  const media = new MediaStore(config.dataDir, config.jwtSecret, config.media);
  const masterKey = config.media.encryptionKey;
  if (!masterKey)
    throw new Error('the user data keys need the master key (MEDIA_ENCRYPTION_KEY or DATA_DIR/media-key)');
  const keys = new UserKeys(db, masterKey);
  const jobWords = new JobWords(keys);
  const jobs = new JobQueue(db, {
    leaseSeconds: config.jobLeaseSeconds,
    lanes: config.jobLanes,
    perUser: config.jobUserConcurrency,
    sealer: jobWords,
  });
  const services: Services = {
    db,
    config,
    engine,
    media,
    jobs,
    limits: new RateLimits(config),
    tempDir: temp.path,
    keys,
    ...(config.role !== 'api' ? { compactor: new ErasureCompactor(db) } : {}),
  };
  registerJobHandlers(services);
  // The processes that run jobs also sweep the media store (several sweeping at once is safe).
  const sweeper =
    config.role !== 'api'
      ? new MediaSweeper(services, {
          intervalSeconds: config.mediaSweepIntervalSeconds,
          graceSeconds: config.mediaSweepGraceSeconds,
          clock: config.clock,
        })
      : undefined;
  const idleVisits =
    config.role !== 'api' ? new IdleVisitCloser(services, config.embedVisitIdleSeconds) : undefined;
  // What an older version stored in clear is sealed in the background by the processes that run
  // jobs: the scans grow with the database, so the start does not wait on them, and rows in clear
  // stay readable meanwhile (each is replaced only if unchanged). Retried at the next start. Then
  // the old form's scenario sessions get their structured scenario (sessions/legacy-scenario.ts).
  const resealing =
    config.role !== 'api'
      ? resealClearTexts(db, keys, jobWords)
          .catch((error: unknown) => {
            console.error(
              'sealing the texts stored in clear failed; they stay readable and are retried at the next start',
              error,
            );
          })
          .then(() => structureLegacyScenarios(db, keys))
          .catch((error: unknown) => {
            console.error(
              'structuring the scenarios of older sessions failed; retried at the next start',
              error,
            );
          })
      : undefined;
  if (config.role !== 'api') {
    jobs.start();
    sweeper?.start();
    idleVisits?.start();
    services.compactor?.start();
  }

  let app: Hono<AppEnv> | undefined;
  let port = config.port;
  if (config.role !== 'worker') {
    app = createApp(services);
  } else if (config.metricsPort !== undefined) {
    const metrics = new Hono<AppEnv>();
    metrics.get('/health', (c) => c.json({ status: 'ok', role: config.role, database: db.kind }));
    mountMetrics(metrics, services, { ownPort: true });
    app = metrics;
    port = config.metricsPort;
  }
  const webSockets = webSocketServer();
  const server = app
    ? await new Promise<ReturnType<typeof serve>>((resolve) => {
        const started = serve(
          {
            fetch: (app as Hono<AppEnv>).fetch,
            port,
            hostname: config.host,
            websocket: { server: webSockets },
          },
          () => resolve(started),
        );
        // Longer than the idle timeout of clients and load balancers (60 s), so a busy server never
        // closes a kept-alive connection just as a client sends its next request on it.
        (started as Server).keepAliveTimeout = 65_000;
      })
    : undefined;
  if (server && app) server.on('clientError', await earlyAnswerHandler(app));
  // Trained once the API listens, so no request's text pays for it (and the start does not wait).
  if (config.role !== 'worker') {
    setImmediate(
      () =>
        void prepareSkillCoder(engine).catch((error) =>
          console.error('skills: the coder could not be prepared', error),
        ),
    );
  }
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return {
    services,
    url: server ? `http://${host}:${(server.address() as AddressInfo).port}` : '',
    config,
    async close() {
      if (server) await closeServer(server as Server, webSockets);
      await sweeper?.stop();
      await idleVisits?.stop();
      await services.compactor?.stop();
      await resealing;
      await jobs.stop();
      await engine.close?.();
      await temp.remove();
      if (!options.database) await db.close();
      await unlock();
    },
  };
}
