import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { configFromEnv, createEngine } from '@rebond/engine';
import { createApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { MediaSweeper } from './erasure/sweeper';
import type { Services } from './http/context';
import { earlyAnswerHandler } from './http/early-answers';
import { RateLimits } from './http/rate-limits';
import { registerJobHandlers } from './jobs/handlers';
import { JobQueue } from './jobs/queue';
import { MediaStore } from './media/storage';

export interface RunningServer {
  url: string;
  config: ServerConfig;
  services: Services;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and listens. `PORT=0` picks a free port. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const engine = createEngine(configFromEnv(env));
  const media = new MediaStore(config.dataDir, config.jwtSecret, config.media);
  const jobs = new JobQueue(db, { leaseSeconds: config.jobLeaseSeconds });
  const services = { db, config, engine, media, jobs, limits: new RateLimits(config) };
  const app = createApp(services);
  registerJobHandlers(services);
  jobs.start();
  const sweeper = new MediaSweeper(services, {
    intervalSeconds: config.mediaSweepIntervalSeconds,
    graceSeconds: config.mediaSweepGraceSeconds,
  });
  sweeper.start();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(started),
    );
  });
  server.on('clientError', await earlyAnswerHandler(app));
  const { port } = server.address() as AddressInfo;
  return {
    services,
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    config,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sweeper.stop();
      await jobs.stop();
      await db.close();
    },
  };
}
