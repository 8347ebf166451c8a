import { configDefaults, defineConfig } from 'vitest/config';

/** Checks of the repository itself (layering, design tokens, scripts), not of one package: no server, no browser. */
export default defineConfig({
  test: {
    name: 'repo',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Chromium's: vitest.browser.config.ts and vitest.visual.config.ts.
    exclude: [...configDefaults.exclude, 'host-page.test.ts', 'storybook-docs.test.ts', 'visual.test.ts'],
    // Twice vitest's 5 s: the slowest (the layering checks, depcruise over the repository) take
    // about 3 s on the 2-core machine.
    testTimeout: 10_000,
  },
});
