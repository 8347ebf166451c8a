import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core drives Debian's chromium against the product started as `npm start`
 * does. One product serves every file that needs no settings of its own (e2e/global-setup.ts), and
 * the files run side by side (the browser tier's `--maxWorkers`): each signs up its own coaches.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
