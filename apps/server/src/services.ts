import type { Engine, ThreadedEngine } from '@rebond/engine';
import type { ServerConfig } from './config';
import type { UserKeys } from './data-keys/user-keys';
import type { Database } from './db/database';
import type { ErasureCompactor } from './erasure/compactor';
import type { RateLimits } from './http/rate-limits';
import type { JobQueue } from './jobs/queue';
import type { MediaStore } from './media/storage';

/** The engine, with its CPU-heavy calls in worker threads in a process that runs jobs. */
export type ServerEngine = Engine & Partial<Pick<ThreadedEngine, 'threadStats' | 'close'>>;

/**
 * What every part of the server is handed: the database, the configuration, the engine, the media
 * store, the job queue and the rate limits. Domain code (jobs, sessions, erasure, audit) takes it
 * from here, not from the HTTP layer.
 */
export interface Services {
  db: Database;
  config: ServerConfig;
  engine: ServerEngine;
  media: MediaStore;
  jobs: JobQueue;
  limits: RateLimits;
  /** This process's private temporary folder in the data folder (temp-folder.ts). */
  tempDir: string;
  /** Each user's data key, for the columns sealed with it (data-keys/). */
  keys: UserKeys;
  /** Rewrites the tables after account deletions; only in the processes that run jobs. */
  compactor?: ErasureCompactor;
}
