import { configDefaults, defineConfig } from 'vitest/config';
import sdk, { noServer } from './vitest.config.js';

/** The unit tier's share of the SDK's tests: those that boot no server (see vitest.config.ts). */
export default defineConfig({
  ...sdk,
  test: { ...sdk.test, name: 'sdk-unit', include: noServer, exclude: configDefaults.exclude },
});
