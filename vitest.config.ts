import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/portal/vitest.e2e.config.ts',
      '.storybook/vitest.config.ts',
      'test/vitest.config.ts',
    ],
  },
});
