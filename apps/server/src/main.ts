import { startServer } from './server';

const server = await startServer();
const database = server.config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${server.config.dataDir}`;
console.log(`Rebond is running on ${server.url} (${database}; media: ${server.services.media.description})`);
if (!server.config.portalDir) console.log('The portal is not built: run `npm run build:portal` to serve it.');

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
