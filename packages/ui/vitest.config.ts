import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    // jsdom files need no process of their own: worker threads start cheaper than forks (about an
    // eighth less CPU over the ui's form tests), each file still in a fresh environment.
    pool: 'threads',
    // test/package.test.ts (the packed package in Chromium) is the browser tier's: test/vitest.browser.config.ts.
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom, axe and user-event on a loaded machine: some form tests take several seconds.
    testTimeout: 30_000,
  },
});
