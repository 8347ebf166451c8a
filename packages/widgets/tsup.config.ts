import { readFile, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { type Plugin, transform } from 'esbuild';
import { defineConfig } from 'tsup';
import { version } from './package.json';

/**
 * The first line of each `<script>` build names its version: the Rebond server reads it there to
 * serve the build at `/widgets/v{version}/...` with long caching.
 */
const banner = { js: `/*! @rebond/widgets v${version} */` };

/**
 * `import text from 'x.css?raw'`: the stylesheet's text, as Vite gives it in the tests and Storybook,
 * minified here.
 */
const rawText: Plugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, async (args) => {
      const resolved = await build.resolve(args.path.slice(0, -'?raw'.length), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      // The suffix stays on, so tsup's own `.css` loader leaves the file to this plugin.
      return { path: `${resolved.path}?raw`, namespace: 'raw-text', errors: resolved.errors };
    });
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => {
      const source = await promisify(readFile)(args.path.slice(0, -'?raw'.length), 'utf8');
      const { code } = await transform(source, { loader: 'css', minify: true });
      return { contents: code, loader: 'text' };
    });
  },
};

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
    // The design tokens are inlined as text, not left as an import of @rebond/ui.
    noExternal: [/\?raw$/, '@rebond/ui/tokens.css'],
    esbuildPlugins: [rawText],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
  {
    // The <script> build, dist/rebond-widgets.global.js: everything inlined, minified.
    entry: { 'rebond-widgets': 'src/global.ts' },
    format: ['iife'],
    globalName: 'RebondWidgets',
    banner,
    noExternal: [/.*/],
    minify: true,
    sourcemap: true,
    target: 'es2020',
    platform: 'browser',
    esbuildPlugins: [rawText],
    // Inline @rebond/ui/messages from its TypeScript source, as the apps do.
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
  {
    // The loader snippet, dist/rebond-loader.global.js: a queue, nothing else.
    entry: { 'rebond-loader': 'src/loader.ts' },
    format: ['iife'],
    banner,
    minify: true,
    target: 'es2015',
    platform: 'browser',
  },
]);
