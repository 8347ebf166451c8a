import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story runs as a test in headless Chromium: it renders, its `play` passes, axe finds nothing.
 * The browser has a fake microphone (a beep) that is granted without asking.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: dirname })],
  test: {
    name: 'storybook',
    // On a loaded machine the stories that type long texts take longer than the default 15 s.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // A fake microphone that grants itself, so recorder stories really record.
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            // Story clicks are synthetic, so let players start without a trusted gesture.
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
