import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, launchBrowser, lookAt, type ProductServer, startProduct } from './harness';

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh device of the given width (bypassCSP only lets axe in), with the scripts it fetches. */
async function device(width: number, init?: () => void) {
  const context: BrowserContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width, height: 800 },
    locale: 'en-US',
    bypassCSP: true,
  });
  if (init) await context.addInitScript(init);
  const page: Page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
  });
  return { context, page, scripts };
}

describe('the prerendered public pages without the app', () => {
  it('works on a phone with its own small script only: menu, Escape, tooltips, Watch Demo, typing', async () => {
    const { context, page, scripts } = await device(375);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The landing script, and no chunk of the app (React, the router, the texts).
    expect(scripts.filter((name) => !/^landing-/.test(name))).toEqual([]);
    expect(scripts).toHaveLength(1);

    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).waitFor();
    await lookAt(page, 'landing-375-menu.png');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('rb-public-menu-toggle')),
    ).toBe(true);

    const docs = page.locator('.rb-floating__button').nth(1);
    await docs.focus();
    expect(await page.locator('.rb-floating__tooltip').nth(1).getAttribute('data-state')).toBe('open');
    await page.keyboard.press('Escape');
    expect(await page.locator('.rb-floating__tooltip').nth(1).getAttribute('data-state')).toBe('closed');

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demo');

    // The rotating audience types: the visible text changes over a few seconds.
    const typed = page.locator('.rb-typing__text');
    const seen = new Set<string>();
    await vi.waitFor(
      async () => {
        seen.add((await typed.textContent()) ?? '');
        expect(seen.size).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 150 },
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await lookAt(page, 'landing-375.png', { fullPage: true });
    await context.close();
  });

  it('reads the same at 1280 px and leads into the app through plain links', async () => {
    const { context, page, scripts } = await device(1280);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Rehearse difficult conversations · Rebond');
    await lookAt(page, 'landing-1280.png', { fullPage: true });
    // Keyboard: the skip link comes first and leads to the main content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    // A full navigation, which loads the app for the sign-in page.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(scripts.some((name) => /^index-/.test(name))).toBe(true);
    await context.close();
  });

  it('serves the other pages that need no app the same way, and the interactive ones through the app', async () => {
    const { context, page, scripts } = await device(1280);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: /Helping professionals prepare/ }).waitFor();
    expect(await page.title()).toBe('About · Rebond');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((name) => !/^landing-/.test(name))).toEqual([]);
    // Contact has a form: the app draws it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(scripts.some((name) => /^index-/.test(name))).toBe(true);
    await context.close();
  });

  it('loads the app when the visit needs it: a language chosen in Settings', async () => {
    const { context, page, scripts } = await device(1280, () => {
      localStorage.setItem(
        'rebond-device-preferences',
        JSON.stringify({ state: { preferences: { language: 'fr' } }, version: 2 }),
      );
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /La pratique assistée par IA/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(scripts.some((name) => /^index-/.test(name))).toBe(true);
    await context.close();
  });
});
