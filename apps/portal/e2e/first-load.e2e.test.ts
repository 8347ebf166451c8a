import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newCoach, type ProductServer, startProduct } from './harness';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every console error or warning, and every uncaught error, with the page it came from. */
const noise: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  // Not the harness's device: that one bypasses the CSP (for axe), and the CSP is part of the test.
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      noise.push(`${new URL(page.url()).pathname} ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => noise.push(`${new URL(page.url()).pathname} uncaught: ${error.message}`));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** A full page load (the router starts afresh, as after a bookmark or a reload), until quiet. */
async function visit(pathname: string, ready: () => Promise<unknown>) {
  await page.goto(pathname);
  await ready();
  await page.waitForLoadState('networkidle');
}

const heading = (name?: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();

describe('the console', () => {
  it('stays clean on the public pages', async () => {
    for (const pathname of ['/', '/features', '/how-it-works', '/about', '/contact', '/help', '/faq']) {
      await visit(pathname, () => heading());
    }
    await visit('/login', () => page.getByRole('button', { name: 'Sign In' }).waitFor());
    await visit('/register', () => page.getByRole('button', { name: 'Create Account' }).waitFor());
    expect(noise).toEqual([]);
  });

  it('stays clean while a coach signs up and opens the signed-in pages, under the product CSP', async () => {
    const coach = newCoach();
    await page.getByLabel('First Name').fill(coach.firstName);
    await page.getByLabel('Last Name').fill(coach.lastName);
    await page.getByLabel('Username').fill(coach.username);
    await page.getByLabel('Email Address').fill(coach.email);
    await page.getByLabel(/^Password/).fill(coach.password);
    await page.getByLabel('Confirm Password').fill(coach.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I Understand and Agree' }).click();
    await page.waitForURL('**/dashboard/coach');
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    for (const tab of [
      'Avatars',
      'Create Avatar',
      'Create Session',
      'History',
      'Embed',
      'Profile',
      'Settings',
      'Help',
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.locator('[data-slot="dashboard-panel"][data-state="active"] *').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    // Straight to each signed-in page, as a reload does: the router loads the page's code first.
    await visit('/dashboard/coach', () => page.getByRole('tab', { name: 'Overview' }).waitFor());
    await visit('/avatars', () => heading());
    await visit('/history', () => heading());
    await visit('/profile', () => heading());
    await visit('/session/create', () => heading());
    expect(noise).toEqual([]);
  });
});

describe('the landing page', () => {
  it('arrives prerendered in the browser language, readable before any JavaScript runs', async () => {
    for (const [locale, lead] of [
      ['en-US', 'AI-assisted practice for'],
      ['fr-FR', 'La pratique assistée par IA pour les'],
    ] as const) {
      const noScript = await browser.newContext({ baseURL: server.url, locale, javaScriptEnabled: false });
      const tab = await noScript.newPage();
      await tab.goto('/');
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toContain(lead);
      expect(await tab.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
      await noScript.close();
    }
    // Every other address gets the plain page: the app draws it.
    const plain = await fetch(`${server.url}/login`, { headers: { accept: 'text/html' } });
    expect(await plain.text()).toContain('<div id="root"></div>');
  });
});

/** The goal for the landing page's JavaScript, gzipped, in KB: the budget may not exceed it. */
const LANDING_GOAL_KB = 60;

interface BundleLoad {
  name: string;
  jsGzipKB: number;
  budgetKB: number;
}

describe('the landing page first load', () => {
  it('stays within the JavaScript budget the bundle report sets, in what the browser really fetches', async () => {
    const report = JSON.parse(
      execFileSync('node', [path.join(portalDir, 'scripts/bundle-report.mjs'), '--json'], {
        encoding: 'utf8',
      }),
    ) as BundleLoad[];
    const landing = report.find((load) => load.name === 'public landing');
    if (!landing) throw new Error('the bundle report has no public landing figure');
    expect(landing.budgetKB).toBeLessThanOrEqual(LANDING_GOAL_KB);
    expect(landing.jsGzipKB).toBeLessThanOrEqual(landing.budgetKB);

    const fresh = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
    const tab = await fresh.newPage();
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.goto('/');
    await tab.getByRole('heading', { level: 1 }).waitFor();
    await tab.waitForLoadState('networkidle');
    await fresh.close();

    const gzippedKB =
      scripts
        .map(
          (pathname) => gzipSync(readFileSync(path.join(portalDir, 'dist', pathname)), { level: 9 }).length,
        )
        .reduce((sum, size) => sum + size, 0) / 1024;
    expect(gzippedKB).toBeLessThanOrEqual(landing.budgetKB);
    // Only English texts, no API client, no signed-in screen: no chunk of the app at all.
    const names = scripts.map((pathname) => path.basename(pathname));
    expect(names.filter((name) => /^index-/.test(name))).toEqual([]);
    expect(names.filter((name) => /^(fr|es|de)-/.test(name))).toEqual([]);
    expect(names.filter((name) => /^(api|consent-gate|coach-dashboard-page|login-page)-/.test(name))).toEqual(
      [],
    );
  });
});
