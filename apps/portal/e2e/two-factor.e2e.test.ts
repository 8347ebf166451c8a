import { generateSync } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newCoach,
  newDevice,
  type ProductServer,
  signUp,
  startProduct,
} from './harness';

/** The authenticator app: the same library the server checks with, `offset` seconds from now. */
const appCode = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const coach = newCoach();
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  ({ context, page } = await newDevice(browser, server.url));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const section = () => page.locator('section[aria-labelledby="two-factor-settings"]');

async function signOut() {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/`);
}

async function signInWithPassword() {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(coach.username);
  await page.getByLabel(/^Password/).fill(coach.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
}

async function enterCode(code: string) {
  await page.getByLabel(/^Code from the app/).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('two-factor sign-in in the browser', () => {
  it('turns TOTP on from Settings: QR code, key, a first code, recovery codes shown once', async () => {
    await signUp(page, coach);
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    const button = page.getByRole('button', { name: 'Two-Factor Authentication' });
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    await section().getByText('Two-factor sign-in is off.', { exact: false }).waitFor();
    await section()
      .getByLabel(/^Password/)
      .fill(coach.password);
    await section().getByRole('button', { name: 'Set up' }).click();

    const qr = section().getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = (await section().locator('[data-slot="two-factor-key"]').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);

    await section()
      .getByLabel(/^Code from the app/)
      .fill(appCode(secret));
    await section().getByRole('button', { name: 'Turn on' }).click();
    const codes = section().locator('[data-slot="recovery-codes"] li');
    await codes.first().waitFor();
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await section().getByRole('button', { name: 'I saved them' }).click();
    await section().getByText('Two-factor sign-in is on.').waitFor();
    expect(await section().getByText('Recovery codes left: 10.').isVisible()).toBe(true);
  });

  it('asks for the code after the password, then signs in with it', async () => {
    await signOut();
    await signInWithPassword();
    expect(page.url()).toContain('/login');
    await enterCode('000000');
    await page.getByRole('alert').filter({ hasText: 'That code is not valid' }).waitFor();
    // The next step's code: the one that turned it on is spent.
    await enterCode(appCode(secret, 30));
    await page.waitForURL('**/dashboard/coach');
  });

  it('signs in with a recovery code once; the same code is refused the second time', async () => {
    const [recovery] = recoveryCodes;
    await signOut();
    await signInWithPassword();
    await enterCode(recovery ?? '');
    await page.waitForURL('**/dashboard/coach');
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await section().getByText('Recovery codes left: 9.').waitFor();

    await signOut();
    await signInWithPassword();
    await enterCode(recovery ?? '');
    await page.getByRole('alert').filter({ hasText: 'That code is not valid' }).waitFor();
    expect(page.url()).toContain('/login');
  });
});
