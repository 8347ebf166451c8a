import { rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

// The two builds below run in parallel, so neither may clean dist/ itself.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

const shared: Options = {
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  sourcemap: true,
  target: 'es2022',
};

export default defineConfig([
  // ESM: ky and zod stay dependencies, so apps share one copy with their own imports.
  { ...shared, format: ['esm'] },
  // CommonJS: ky ships ESM only, and `require()` of it gives a namespace without `default`
  // (`import_ky.default.create is not a function`). Bundling ky (about 12 KB) into this one file
  // makes `require('@rebond/sdk')` work on every Node we support; zod ships CJS and stays external.
  { ...shared, format: ['cjs'], noExternal: ['ky'] },
]);
