import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_PATTERNS } from './src/route-paths';

/** Writes the router's path patterns next to index.html, for the server's 404 status (see route-paths.ts). */
const routePatterns = (): Plugin => ({
  name: 'rebond-route-patterns',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'route-patterns.json', source: JSON.stringify(ROUTE_PATTERNS) });
  },
});

export default defineConfig({
  plugins: [react(), routePatterns()],
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
