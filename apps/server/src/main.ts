import { DataFolderInUseError } from './data-lock';
import { startServer } from './server';
import { missingWidgets, WIDGETS_NOT_BUILT } from './widgets';

const server = await startServer().catch((error: unknown) => {
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { config } = server;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const lanes = Object.entries(config.jobLanes)
  .map(([kind, limit]) => `${kind}=${limit}`)
  .join(',');
if (config.role === 'worker') {
  console.log(
    `Rebond worker is running jobs (${lanes}, ${config.engineThreads} engine threads; ${database})` +
      (server.url ? `; metrics on ${server.url}/metrics` : ''),
  );
} else {
  const jobs = config.role === 'api' ? 'jobs left to worker processes' : `jobs ${lanes}`;
  console.log(
    `Rebond is running on ${server.url} (${database}; ${jobs}; media: ${server.services.media.description})`,
  );
  if (!config.portalDir) console.log('The portal is not built: run `npm run build:portal` to serve it.');
  const missing = missingWidgets(config.widgetsDir);
  if (missing.length > 0)
    console.warn(`Missing ${missing.join(', ')} in ${config.widgetsDir}. ${WIDGETS_NOT_BUILT}`);
}

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
