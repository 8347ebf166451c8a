import { RebondClient, VISITOR_CONSENT_VERSION } from '@rebond/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  createActiveAvatar,
  launchBrowser,
  lookAt,
  newCoach,
  newDevice,
  type ProductServer,
  signUp,
  startOwnProduct,
} from './harness';

const ORIGIN = 'http://localhost:4999';

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const coach = newCoach();
const avatarName = `Robin ${coach.username.slice(-4)}`;

beforeAll(async () => {
  // A product of its own: the embed's per-address allowances count every file's visitors on a shared one.
  [server, browser] = await Promise.all([startOwnProduct(), launchBrowser()]);
  ({ context, page } = await newDevice(browser, server.url));
  // The page copies with navigator.clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const shot = (name: string) => lookAt(page, `${name}.png`, { fullPage: true });

describe('the Embed tab, as a new coach', () => {
  let publishableKey = '';

  it('creates a key for a local site and sees its secret once', async () => {
    await signUp(page, coach);
    const client = new RebondClient({ baseUrl: server.url });
    await client.auth.login({ username: coach.username, password: coach.password });
    await createActiveAvatar(client, { avatar_name: avatarName });
    await page.getByRole('tab', { name: 'Embed', exact: true }).click();
    const form = page.getByRole('form', { name: 'Create a key' });
    await form.waitFor();
    await page.getByText('You have no embed keys yet. Create one above.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('01-embed-empty');

    // A wrong origin is caught in the page, with the server's rule.
    await form.getByRole('textbox', { name: /^Name/ }).fill('Homework page');
    await form.getByRole('checkbox', { name: avatarName }).check();
    await form.getByRole('textbox', { name: /Allowed websites/ }).fill('localhost:4999');
    await form.getByRole('button', { name: 'Create Key' }).click();
    await form.getByText(/Not a valid origin: localhost:4999/).waitFor();
    await shot('02-embed-invalid-origin');

    await form.getByRole('textbox', { name: /Allowed websites/ }).fill(ORIGIN);
    await form.getByRole('spinbutton', { name: /Sessions per day/ }).fill('20');
    await form.getByRole('button', { name: 'Create Key' }).click();

    const secretBox = page.getByRole('region', { name: 'Your new secret key: Homework page' });
    await secretBox.waitFor();
    expect(await secretBox.textContent()).toContain('cannot be shown again');
    const secret = await secretBox.getByRole('textbox', { name: 'Secret key' }).inputValue();
    expect(secret).toMatch(/^sk_/);
    publishableKey = await secretBox.getByRole('textbox', { name: 'Publishable key' }).inputValue();
    expect(publishableKey).toMatch(/^pk_/);
    await secretBox.getByRole('button', { name: 'Copy Secret key' }).click();
    await secretBox.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await axeViolations(page)).toEqual([]);
    await shot('03-embed-secret-once');

    await secretBox.getByRole('button', { name: 'I have stored it' }).click();
    await form.waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
  });

  it('lists the key and copies the static snippet with its publishable key', async () => {
    const row = page.locator('[data-slot="embed-key-row"]');
    expect(await row.count()).toBe(1);
    expect(await row.getAttribute('data-status')).toBe('active');
    const text = await row.textContent();
    expect(text).toContain('Homework page');
    expect(text).toContain(ORIGIN);
    expect(text).toContain(avatarName);
    expect(text).toContain('0 this month · up to 20 a day');
    expect(text).toContain(publishableKey);

    await page.getByRole('button', { name: 'Copy Page tags with the publishable key' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`data-key="${publishableKey}"`);
    const script = (await (await fetch(`${server.url}/widgets/script.json`)).json()) as Record<
      string,
      string
    >;
    expect(copied).toContain(
      `src="${server.url}${script.src}" integrity="${script.integrity}" crossorigin="anonymous"`,
    );
    expect(copied).toContain(`data-api="${server.url}"`);
    const serverCode = await page.getByRole('textbox', { name: 'Node token handler' }).inputValue();
    expect(serverCode).toContain(`const REBOND_API = '${server.url}';`);
    expect(serverCode).toContain(`const PAGE_ORIGIN = '${ORIGIN}';`);
    await page.locator('[data-slot="embed-snippets"]').scrollIntoViewIfNeeded();
    await shot('04-embed-list-and-snippets');

    // The key works: the server answers its publishable token from the allowed origin.
    const answer = await fetch(`${server.url}/embed/tokens/publishable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ publishable_key: publishableKey }),
    });
    expect(answer.status).toBe(201);

    // A visitor on the site consents and starts a session, which stays open.
    const { token } = (await answer.json()) as { token: string };
    const visitor = { authorization: `Bearer ${token}`, origin: ORIGIN, 'content-type': 'application/json' };
    const consent = await fetch(`${server.url}/embed/consent`, {
      method: 'POST',
      headers: visitor,
      body: JSON.stringify({ granted: true, version: VISITOR_CONSENT_VERSION }),
    });
    expect(consent.status).toBe(201);
    const session = await fetch(`${server.url}/embed/sessions`, { method: 'POST', headers: visitor });
    expect(session.status).toBe(201);
  });

  it('revokes the key after confirming and sees it revoked, also after a reload', async () => {
    await page.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke "Homework page"?' });
    await dialog.waitFor();
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await shot('05-embed-revoke-confirm');
    await dialog.getByRole('button', { name: 'Revoke Key' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('[data-slot="embed-key-row"]');
    expect(await row.getAttribute('data-status')).toBe('revoked');
    expect(await row.locator('[data-slot="embed-key-status"]').textContent()).toBe('Revoked');
    expect(await page.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    await shot('06-embed-revoked');

    await page.reload();
    await page.getByRole('tab', { name: 'Embed', exact: true }).click();
    await page.locator('[data-slot="embed-key-row"][data-status="revoked"]').waitFor();
    const answer = await fetch(`${server.url}/embed/tokens/publishable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ publishable_key: publishableKey }),
    });
    expect(answer.status).toBe(401);
  });

  it("shows the visitor's session in the history, marked with the key and the site, and not as the coach's active session", async () => {
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    const row = page.locator('[data-slot="session-row"][data-source="embed"]');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('active');
    expect(await row.locator('[data-slot="embed-session-badge"]').textContent()).toBe(
      'Website: Homework page · localhost:4999',
    );
    expect(await row.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot('07-history-website-session');

    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    const stats = page.locator('[data-slot="overview-stats"]');
    await stats.waitFor();
    expect(await stats.getByRole('listitem').nth(1).textContent()).toBe('0Active Sessions');

    await page.goto('/session/active');
    await page.locator('[data-slot="no-active-session"]').waitFor();
    await shot('08-no-active-session');

    // The coach deletes it as any session.
    await page.goto('/dashboard/coach');
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Session' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
