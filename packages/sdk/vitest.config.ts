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
    // Twice vitest's 5 s, as the jsdom tiers: a test that needs longer says so itself (a media job,
    // a restart, a real-time stream: `it(name, fn, timeout)`, each about three times its duration
    // measured on the 2-core machine under load). Hooks start servers and engines: 60 s.
    testTimeout: 10_000,
    hookTimeout: 60_000,
    // Every test signs coaches up and in: the servers it starts hash passwords at scrypt's 2^12, not
    // the production 2^17 (about 1 s a hash on a loaded 2-core machine). Tests of the hash queue pin 17.
    env: { PASSWORD_HASH_COST: '12' },
    // The files of a worker share one module graph (vitest's isolate off): each file no longer loads
    // the server, the engine and their models again (flite compiled, the skill coder trained), which
    // took a third of the tier's CPU. Every file starts servers of its own, and a server keeps its
    // state (rate limits included) in its own services, so no state is shared but what the modules
    // cache on purpose and the password-hash queue, which is the process's on purpose.
    isolate: false,
  },
});
