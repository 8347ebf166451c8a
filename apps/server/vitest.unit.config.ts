import { configDefaults, defineConfig } from 'vitest/config';
import server, { noServer } from './vitest.config.js';

/** The unit tier's share of the server's tests: those that boot no server (see vitest.config.ts). */
export default defineConfig({
  ...server,
  test: { ...server.test, name: 'server-unit', include: noServer, exclude: configDefaults.exclude },
});
