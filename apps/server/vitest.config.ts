import { configDefaults, defineConfig } from 'vitest/config';

/** The server's tests that boot no server (pure modules): the unit tier runs them as `server-unit`. */
export const noServer = ['test/job-lanes.test.ts', 'test/audio-measure.test.ts', 'test/turn-ends.test.ts'];

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
    // Every test signs coaches up and in: the servers it starts hash passwords at scrypt's 2^12, not
    // the production 2^17 (about 1 s a hash on a loaded 2-core machine). Tests of the hash queue pin 17.
    env: { PASSWORD_HASH_COST: '12' },
    // Each file in a module graph of its own (vitest's default): with one graph per worker (tried in
    // stop 34: a third less CPU) the embed routes' rate limiters, module-level, counted every file's
    // servers together and refused a file's token exchanges. Isolation can go once they belong to
    // each server.
  },
});
