import { defineConfig } from 'vitest/config';

/**
 * Every project, each in one tier (package.json runs a tier by its projects):
 * unit (no server, no browser): engine, ui, widgets, portal, sdk-unit, server-unit, repo;
 * integration (a real server, or the media programs and models): server, sdk, engine-media; browser: e2e, browser; visual: visual (every story: play, axe, look).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.unit.config.ts',
      'packages/*/vitest.media.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.unit.config.ts',
      'apps/portal/vitest.e2e.config.ts',
      'test/vitest.config.ts',
      'test/vitest.browser.config.ts',
      'test/vitest.visual.config.ts',
    ],
  },
});
