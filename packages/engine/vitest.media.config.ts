import { configDefaults, defineConfig } from 'vitest/config';
import engine, { media } from './vitest.config.js';

/** The integration tier's share of the engine's tests: those that drive media programs and models (see vitest.config.ts). */
export default defineConfig({
  ...engine,
  test: { ...engine.test, name: 'engine-media', include: media, exclude: configDefaults.exclude },
});
