import { configDefaults, defineConfig } from 'vitest/config';

/** The server's tests that boot no server (pure modules): the unit tier runs them as `server-unit`. */
export const noServer = ['test/job-lanes.test.ts', 'test/audio-measure.test.ts'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...noServer],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
