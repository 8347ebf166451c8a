import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages (@rebond/ui/messages) resolve to their TypeScript source, as in the apps.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    // jsdom files need no process of their own: worker threads start cheaper than forks (about an
    // eighth less CPU over the ui's form tests). The files of a worker share its module cache (React,
    // Radix, axe and the catalogues load once per worker, not once per file): the ui's 52 files took
    // 264 s of CPU isolated, 92 s shared. The window and module state (a store, the current locale,
    // the custom elements defined) carry over from file to file, so a test sets what it relies on;
    // the order of files is not fixed.
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.ts'],
    // The slowest jsdom test (a form typed into, axe over a page) takes about 2.5 s on the 2-core
    // machine with the unit tier's two workers; vitest's default 5 s failed there under load, twice it
    // leaves room (it was 30 s before the files shared their workers' modules).
    testTimeout: 10_000,
  },
});
