import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  // TypeScript 6 deprecates options that tsup's d.ts build still sets.
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
