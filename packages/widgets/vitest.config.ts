import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages (@rebond/ui/messages) resolve to their TypeScript source, as in the apps.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    // jsdom files need no process of their own: worker threads start cheaper than forks (about an
    // eighth less CPU over the ui's form tests), each file still in a fresh environment.
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    // jsdom tests take seconds on a loaded 2-core machine (CI runs every project at once).
    testTimeout: 30_000,
  },
});
