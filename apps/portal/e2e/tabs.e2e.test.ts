import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClockedProduct, startClockedProduct } from './clocked-product';
import { launchBrowser, newCoach, newDevice, signUp } from './harness';

/**
 * Two tabs of one browser share the sign-in: with 3-second access tokens every click refreshes, and
 * the tabs take turns with the one refresh token chain (Web Lock, stored tokens re-read). Chromium
 * propagates local storage between tabs asynchronously, so now and then a tab still presents the
 * token the other has just spent: the server's reuse interval (default settings here) answers it.
 * The server's clock moves on past the access token's life before each click (clocked-product.ts),
 * so the minute of use passes without waiting for it.
 */
let server: ClockedProduct;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startClockedProduct({ ACCESS_TOKEN_TTL_SECONDS: '3' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Rounds of a click in each tab, each click after the server's clock moved past the token's life. */
const ROUNDS = 8;

describe('two tabs signed in with 3-second access tokens', () => {
  it('both stay signed in for a minute of use', { timeout: 240_000 }, async () => {
    const { context, page: first } = await newDevice(browser, server.url);
    await signUp(first, newCoach());
    const second = await context.newPage();
    await second.goto('/dashboard/coach');
    await second.getByRole('tab', { name: 'Overview' }).waitFor();

    const refreshes: number[] = [];
    for (const page of [first, second]) {
      page.on('response', (response) => {
        if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
      });
    }
    const use = async (page: Page, tab: string) => {
      // Past the life of every access token either tab holds (well within the reuse interval, 10 s).
      server.clock.advance(4);
      try {
        await page.getByRole('tab', { name: tab }).click({ timeout: 20_000 });
        await page.getByRole('tabpanel').first().waitFor();
      } catch (error) {
        const which = page === first ? 'first' : 'second';
        throw new Error(`${which} tab at ${page.url()}, refresh answers ${refreshes.join(',')}: ${error}`);
      }
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      const tab = round % 2 === 0 ? 'History' : 'Overview';
      await use(first, tab);
      await use(second, tab);
    }

    for (const page of [first, second]) {
      await use(page, 'Profile');
      expect(new URL(page.url()).pathname).toBe('/dashboard/coach');
    }
    // Tokens expired at every click and were renewed (over a minute of server time, 18 clicks), never
    // refused as a reused refresh token.
    expect(refreshes.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
    await context.close();
  });
});
