import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages (@rebond/ui/messages) resolve to their TypeScript source, as in the apps.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
