import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core drives Debian's chromium against the product started as `npm start` does. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
