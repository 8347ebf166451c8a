import { configDefaults, defineConfig } from 'vitest/config';

/** The SDK's tests that boot no server (pure modules): the unit tier runs them as `sdk-unit`. */
export const noServer = ['test/polling.test.ts', 'test/routes.test.ts', 'src/**/*.test.ts'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...noServer],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
