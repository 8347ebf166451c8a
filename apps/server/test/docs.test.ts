/**
 * `/docs`: the HTTP API reference rendered by Scalar from `/openapi.json`, in Chromium, under the
 * server's own CSP, with nothing fetched from anywhere but the server.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { mountApiDocs } from '../src/docs';
import type { RunningServer } from '../src/server';
import { startTestServer } from '../src/testing';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: RunningServer;
let http: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  // The app as app.ts will build it once `mountApiDocs(app)` is added there.
  const app = createApp(server.services);
  mountApiDocs(app);
  http = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
  await server?.close();
});

describe('GET /docs', () => {
  it('answers a page under the default-src self CSP that loads its script from this server', async () => {
    const page = await fetch(`${base}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/docs/scalar.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${base}/docs/scalar.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(code.length).toBeGreaterThan(100_000);
    expect(code).not.toContain('new Function(');
  });

  it('renders the operations in Chromium, with no CSP error and no request elsewhere', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    try {
      const tab = await browser.newPage();
      const problems: string[] = [];
      const elsewhere: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) {
          problems.push(`${message.text()} (${message.location().url})`);
        }
      });
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== base) elsewhere.push(request.url());
      });
      // Each CSP refusal, with what was refused, as a console error (a string: this test has no DOM types).
      await tab.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (e) =>
          console.error('CSP refused ' + e.violatedDirective + ' ' + e.blockedURI));`,
      });
      await tab.goto(`${base}/docs`);
      await expect
        .poll(() => tab.getByText('Start a practice session with an active avatar').first().isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      await expect.poll(() => tab.getByText('Create an account and sign in').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
