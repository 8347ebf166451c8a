import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser tier's checks outside the portal and the stories: built output in Chromium (the ui's
 * stylesheet on a host page, the packed ui package in a page) and the static Storybook's docs.
 * They need `npm run build` and `npm run build-storybook` first (`npm test` does both).
 */
export default defineConfig({
  test: {
    dir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    name: 'browser',
    environment: 'node',
    include: ['test/host-page.test.ts', 'test/storybook-docs.test.ts', 'packages/ui/test/package.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
