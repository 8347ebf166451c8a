import { rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The three builds below run in parallel, so none may clean dist/ itself.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

export default defineConfig([
  {
    // The package for bundlers: ESM, CJS and types; @rebond/ui stays a dependency.
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    // TypeScript 6 deprecates options that tsup's d.ts build still sets.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    target: 'es2022',
    platform: 'browser',
  },
  {
    // The <script> build, dist/rebond-widgets.global.js: everything inlined, minified.
    entry: { 'rebond-widgets': 'src/global.ts' },
    format: ['iife'],
    globalName: 'RebondWidgets',
    noExternal: [/.*/],
    minify: true,
    sourcemap: true,
    target: 'es2020',
    platform: 'browser',
    // Inline @rebond/ui/messages from its TypeScript source, as the apps do.
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
  {
    // The loader snippet, dist/rebond-loader.global.js: a queue, nothing else.
    entry: { 'rebond-loader': 'src/loader.ts' },
    format: ['iife'],
    minify: true,
    target: 'es2015',
    platform: 'browser',
  },
]);
