import { defineConfig } from 'vitest/config';

/** Checks of the repository itself (layering), not of one package. */
export default defineConfig({
  test: {
    name: 'repo',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
  },
});
