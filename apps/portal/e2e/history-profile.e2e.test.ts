import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient, type StoredTokens } from '@rebond/sdk';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  lookAt,
  newCoach,
  newDevice,
  type ProductServer,
  startProduct,
} from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const coach = newCoach();
const NEW_PASSWORD = 'steady-practice-2';

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  ({ context, page } = await newDevice(browser, server.url));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const shot = (name: string) => lookAt(page, `${name}.png`, { fullPage: true });
const sidebarName = () => page.locator('[data-slot="dashboard-user-name"]');
const openTab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

async function signIn(login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** An SDK client signed in with the page's own tokens (read from the persisted auth state). */
async function clientOfPage(): Promise<RebondClient> {
  const stored = await page.evaluate(() => localStorage.getItem('rebondai-auth-storage'));
  let tokens: StoredTokens | null = JSON.parse(stored ?? '{}').state?.tokens ?? null;
  return new RebondClient({
    baseUrl: server.url,
    tokens: { get: () => tokens, set: (next) => (tokens = next), clear: () => (tokens = null) },
  });
}

describe('history, profile and settings', () => {
  it('registers through the form and accepts the consent', async () => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill(coach.firstName);
    await page.getByLabel('Last Name').fill(coach.lastName);
    await page.getByLabel('Username').fill(coach.username);
    await page.getByLabel('Email Address').fill(coach.email);
    await page.getByLabel(/^Password/).fill(coach.password);
    await page.getByLabel('Confirm Password').fill(coach.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByRole('dialog', { name: 'Welcome to Our Trauma Therapy Platform' })
      .getByRole('button', { name: 'I Understand and Agree' })
      .click();
    await page.waitForURL('**/dashboard/coach');
    expect(await sidebarName().textContent()).toBe('Maya Lindqvist');
  });

  it('edits the name on the profile and the sidebar follows, also after a reload', async () => {
    await openTab('Profile');
    await page.getByRole('heading', { name: 'Maya Lindqvist' }).waitFor();
    expect(await page.getByText(/^Member since /).count()).toBe(1);
    const stats = page.getByRole('list', { name: 'Your coaching statistics' });
    expect(await stats.getByRole('listitem').allTextContents()).toEqual([
      '0Total Sessions',
      '0h 0mTime Coached',
      '0 daysDay Streak',
      'NoneFavorite Avatar',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shot('01-profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: /First Name/ }).fill('Ines');
    await page.getByRole('textbox', { name: /Phone Number/ }).fill('+44 20 7946 0958');
    await shot('02-profile-editing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.getByRole('heading', { name: 'Ines Lindqvist' }).waitFor();
    expect(await sidebarName().textContent()).toBe('Ines Lindqvist');
    expect(await page.getByRole('tabpanel', { name: 'Profile Information' }).textContent()).toContain(
      '+44 20 7946 0958',
    );

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('checkbox', { name: 'News and offers' }).check();
    await page.getByText('Saved on this device.').waitFor();
    await shot('02b-profile-preferences');

    await page.reload();
    await sidebarName().filter({ hasText: 'Ines Lindqvist' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('rebond-profile-preferences'));
    expect(JSON.parse(stored ?? '{}').state.preferences.notifications.marketing).toBe(true);
  });

  it('changes the password on the Security tab and signs in again with the new one', async () => {
    await openTab('Profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel(/^Current Password/).fill(coach.password);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await shot('03-password-form');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Your password was changed. Your other devices were signed out.').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await signIn(coach.username, coach.password);
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
    await signIn(coach.username, NEW_PASSWORD);
    await page.waitForURL('**/dashboard/coach');
    await sidebarName().filter({ hasText: 'Ines Lindqvist' }).waitFor();
  });

  it('shows an empty history, then a session made through the API, its details, and deletes it', async () => {
    await openTab('History');
    await page.getByText("You haven't created any sessions yet.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('04-history-empty');

    const client = await clientOfPage();
    const avatar = await client.avatars.createAvatar({
      avatar_name: 'Astro',
      character_profile: 'A calm astronaut.',
    });
    const { job_id } = await client.avatars.createEmotionalAvatars(
      avatar.id,
      new Blob([readFileSync(PORTRAIT)], { type: 'image/png' }),
      { fileName: 'astronaut.png' },
    );
    await pollAvatarJob(client, job_id, { polling: { intervalMs: 250, maxAttempts: 240 } });
    const session = await client.sessions.create({
      avatar_id: avatar.id,
      dynamic_session: false,
      emotion: 'sadness',
      session_specific_prompt: 'Tell your manager you need a week off.',
      conversation: [
        { role: 'user', content: 'Could we talk about my workload?' },
        { role: 'assistant', content: 'Now is not a great time, but go on.' },
      ],
    });

    await openTab('Profile');
    await openTab('History');
    const row = page.locator('[data-slot="session-row"]');
    await row.getByRole('heading', { name: 'Astro' }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Scenario');
    expect(await row.getAttribute('data-status')).toBe('active');
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill(session.id.slice(0, 8).toUpperCase());
    expect(await row.count()).toBe(1);
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await page.getByText('No sessions match your current filters.').waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill('');
    expect(await axeViolations(page)).toEqual([]);
    await shot('05-history-row');

    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Session with Astro' });
    await details.waitFor();
    const text = await details.textContent();
    expect(text).toContain('Tell your manager you need a week off.');
    expect(text).toContain('Sadness');
    expect(text).toContain('No videos created yet');
    expect(await details.locator('.rb-history-turn__role').allTextContents()).toEqual(['You', 'Avatar']);
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await shot('06-history-details');

    await details.getByRole('button', { name: 'Close Session' }).click();
    await details.getByText('Completed', { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Close Session' }).count()).toBe(0);
    await details.getByRole('button', { name: 'Delete Session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this session?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'This will permanently delete the session. This action cannot be undone.',
    );
    await shot('07-history-delete');
    await confirm.getByRole('button', { name: 'Delete Session' }).click();
    await page.getByText("You haven't created any sessions yet.").waitFor();
    expect(await client.sessions.listByUser()).toEqual([]);
  });

  it('shows the same screens on /history and /profile', async () => {
    await page.goto('/history');
    await page.getByRole('heading', { level: 1, name: 'Session History' }).waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Ines Lindqvist' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('08-profile-page');
  });

  it('downloads the data as a zip, switches the portal to French and back', async () => {
    await page.goto('/dashboard/coach');
    await openTab('Settings');
    await page.getByRole('button', { name: 'Withdraw: Platform use' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('09-settings');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rebond-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(readFileSync(await download.path()));
    const exported = (name: string) => JSON.parse(new TextDecoder().decode(archive[name]));
    expect(exported('manifest.json').format).toBe('rebond-export/1');
    expect(exported('profile.json').first_name).toBe('Ines');
    expect(exported('profile.json').tel_number).toBe('+44 20 7946 0958');
    expect(exported('consents.json').map((consent: { type: string }) => consent.type)).toContain('platform');
    expect(exported('sessions.json')).toEqual([]);

    // The language applies at once, without Save Preferences.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Paramètres', exact: true }).waitFor();
    // The tabs' catalogue loads beside the page's: on a busy machine it can land a moment later.
    await expect.poll(() => page.getByRole('tab').first().textContent()).toBe("Vue d'ensemble");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.reload();
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.getByText('Vous n’avez encore créé aucune séance.').waitFor();
    await shot('10-history-french');
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await page.getByRole('button', { name: 'Rétablir les valeurs par défaut' }).click();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
  });

  it('deletes the account only after typing DELETE, then lands on the home page', async () => {
    const openDeletion = async (typed: string) => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete your account?' })
        .getByRole('button', { name: 'Continue' })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
        .getByRole('button', { name: 'Continue' })
        .click();
      const typing = page.getByRole('alertdialog', { name: 'Type DELETE to confirm' });
      await typing.getByRole('textbox').fill(typed);
      return typing;
    };
    await (await openDeletion('delete')).getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Account deletion cancelled - verification text did not match.').waitFor();

    const typing = await openDeletion('DELETE');
    expect(await axeViolations(page, '[role=alertdialog]')).toEqual([]);
    await shot('11-delete-account');
    await typing.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('rebondai-auth-storage'))).toBeNull();
    await signIn(coach.username, NEW_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
  });
});
