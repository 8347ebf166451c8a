import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: Object.fromEntries(
      ['/auth', '/users', '/health', '/consents', '/openapi.json'].map((path) => [
        path,
        process.env.REBOND_DEV_API ?? 'http://localhost:8000',
      ]),
    ),
  },
});
