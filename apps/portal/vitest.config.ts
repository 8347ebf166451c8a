import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'portal',
    environment: 'jsdom',
    // jsdom files need no process of their own: worker threads start cheaper than forks (about an
    // eighth less CPU over the ui's form tests), each file still in a fresh environment.
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // axe over a whole page in jsdom takes seconds on a loaded 2-core machine (CI runs every project
    // at once); the default 5 s failed there while nothing was wrong.
    testTimeout: 30_000,
  },
});
