import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    core: 'src/core.ts',
    hooks: 'src/hooks.ts',
    messages: 'src/messages.ts',
    'recorder-core': 'src/recorder-core.ts',
  },
  format: ['esm', 'cjs'],
  // TypeScript 6 deprecates options that tsup's d.ts build still sets.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'browser',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@radix-ui\//,
    'class-variance-authority',
    'zustand',
    '@rebond/sdk',
    '@rebond/vocabulary',
  ],
});
