import { defineConfig } from 'vitest/config';

/** The visual check (`npm run test:visual`): every story of storybook-static against the baselines. */
export default defineConfig({
  test: {
    name: 'visual',
    environment: 'node',
    include: ['visual.test.ts'],
  },
});
