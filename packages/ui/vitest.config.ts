import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'test/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom, axe and user-event on a loaded machine: some form tests take several seconds.
    testTimeout: 30_000,
  },
});
