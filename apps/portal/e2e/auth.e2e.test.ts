import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockedProduct } from './clocked-product';
import {
  axeViolations,
  launchBrowser,
  newCoach,
  newDevice,
  type ProductServer,
  startProduct,
} from './harness';

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Coach = ReturnType<typeof newCoach>;

async function fillRegistration(page: Page, coach: Coach) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(coach.firstName);
  await page.getByLabel('Last Name').fill(coach.lastName);
  await page.getByLabel('Username').fill(coach.username);
  await page.getByLabel('Email Address').fill(coach.email);
  await page.getByLabel(/^Password/).fill(coach.password);
  await page.getByLabel('Confirm Password').fill(coach.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Welcome to Our Trauma Therapy Platform' });

describe('a new coach', () => {
  const coach = newCoach();

  it('registers, sees the consent modal, accepts and lands on the dashboard with their name', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await fillRegistration(page, coach);
    const dialog = consentDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Show Details' }).click();
    expect(await dialog.getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await dialog.textContent()).toContain(
      'Your consent is required to continue. You can withdraw it anytime from your account settings.',
    );
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: 'I Understand and Agree' }).click();
    await page.waitForURL('**/dashboard/coach');
    await page.getByText('Maya Lindqvist').first().waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Overview',
      'Avatars',
      'Create Avatar',
      'Create Session',
      'History',
      'Embed',
      'Profile',
      'Settings',
      'Help',
    ]);
    expect((await axeViolations(page)).join('\n')).toBe('');

    await page.getByRole('tab', { name: 'Help' }).click();
    const status = page.getByRole('region', { name: 'System Status' });
    expect(await status.getByRole('listitem').filter({ hasText: 'Voice processing' }).textContent()).toBe(
      'Voice processingMaintenance',
    );

    await page.reload();
    await page.getByText('Maya Lindqvist').first().waitFor();
    expect(page.url()).toMatch(/\/dashboard\/coach$/);
    expect(await consentDialog(page).count()).toBe(0);

    await page.goto('/login');
    await page.waitForURL('**/dashboard/coach');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('rebondai-auth-storage'))).toBeNull();
    await page.goto('/dashboard/coach');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('is not asked for consent again on another device', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await signIn(page, coach.email, coach.password);
    await page.waitForURL('**/dashboard/coach');
    await page.getByText('Maya Lindqvist').first().waitFor();
    expect(await consentDialog(page).count()).toBe(0);
    await context.close();
  });

  it('can withdraw the platform consent from Settings and is asked again', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await signIn(page, coach.username, coach.password);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Withdraw: Platform use' }).click();
    await consentDialog(page).waitFor();
    await consentDialog(page).getByRole('button', { name: 'I Understand and Agree' }).click();
    await page.getByText('Maya Lindqvist').first().waitFor();
    await context.close();
  });
});

describe('signing in', () => {
  it("with a wrong password shows the server's detail", async () => {
    const { context, page } = await newDevice(browser, server.url);
    await signIn(page, 'nobody_known', 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect username or password' });
    await alert.waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('shows the message query parameter as a notice and passes axe', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await page.goto('/login?message=Your%20password%20was%20changed');
    await page.getByText('Your password was changed').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('declining consent', () => {
  it('confirms, signs out and goes home; Go Back returns to the modal', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await fillRegistration(page, newCoach());
    await consentDialog(page).getByRole('button', { name: "I Don't Agree" }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'We Understand - Your privacy and comfort come first',
    });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Go Back to Consent' }).click();
    await consentDialog(page).waitFor();
    await consentDialog(page).getByRole('button', { name: "I Don't Agree" }).click();
    await confirm.getByRole('button', { name: 'Continue Without Consent' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('rebondai-auth-storage'))).toBeNull();
    await page.goto('/dashboard/coach');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('placeholder routes', () => {
  it.each([
    ['/faq', 'Coming Soon'],
    ['/privacy', 'Coming Soon'],
    ['/terms', 'Coming Soon'],
    ['/support', 'Coming Soon'],
    ['/forgot-password', 'Coming Soon'],
    ['/no/such/page', '404 - Page Not Found'],
  ])('%s shows "%s"', async (path, heading) => {
    const { context, page } = await newDevice(browser, server.url);
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).waitFor();
    await context.close();
  });
});

describe('an expired access token', () => {
  it('is refreshed without the user noticing', async () => {
    // The server's clock and the page's move on past the token's life (clocked-product.ts).
    const shortLived = await startClockedProduct({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    const { context, page } = await newDevice(browser, shortLived.url);
    await context.clock.install();
    try {
      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
      });
      await fillRegistration(page, newCoach());
      await consentDialog(page).getByRole('button', { name: 'I Understand and Agree' }).click();
      await page.getByText('Maya Lindqvist').first().waitFor();
      const before = await page.evaluate(() => localStorage.getItem('rebondai-auth-storage'));
      shortLived.clock.advance(3);
      await context.clock.fastForward(3000);
      await page.reload();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByText('Platform use').waitFor();
      await page.getByRole('button', { name: 'Withdraw: Platform use' }).waitFor();
      expect(refreshes).toContain(200);
      expect(page.url()).toMatch(/\/dashboard\/coach$/);
      const after = await page.evaluate(() => localStorage.getItem('rebondai-auth-storage'));
      expect(after).not.toBe(before);
    } finally {
      await context.close();
      await shortLived.stop();
    }
  });
});
