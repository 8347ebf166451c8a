import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core drives Debian's chromium against the product started as `npm start`
 * does. One product serves every file that needs no settings of its own (e2e/global-setup.ts): each
 * test signs up its own coaches. The files run one at a time: two engine-heavy files at once on 2
 * cores pushed the session test past its 90 s on a loaded machine (70 s alone there, 35 s in a CI
 * run). The browser tier (scripts/browser-tier.mjs) runs two of these runs side by side, one of the
 * engine-heavy files (after the stories) and one of those that mostly wait, each with its own product.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
