import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  lookAt,
  newCoach,
  newDevice,
  type ProductServer,
  SCREENSHOTS,
  signUp,
  startProduct,
} from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string, fullPage = false) => lookAt(page, `${name}.png`, { fullPage });

/** Registers through the form and accepts the consent; returns the coach. */
async function register(page: Page) {
  const coach = newCoach();
  await signUp(page, coach);
  return coach;
}

async function clientOf(coach: ReturnType<typeof newCoach>) {
  const client = new RebondClient({ baseUrl: server.url });
  await client.auth.login({ username: coach.username, password: coach.password });
  return client;
}

const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** The keys a signed-in coach may leave in this browser, with their values. */
const storedKeys = (page: Page) =>
  page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `local:${key}`),
    ...Object.keys(sessionStorage).map((key) => `session:${key}`),
  ]);

describe('page titles and the 404 status', () => {
  it('gives each page its own title and answers an unknown path with HTTP 404', async () => {
    const { context, page } = await newDevice(browser, server.url);
    const login = await page.goto('/login');
    expect(login?.status()).toBe(200);
    await page.waitForFunction(() => document.title === 'Sign in · Rebond');
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await page.waitForFunction(() => document.title === 'Page not found · Rebond');
    expect((await page.goto('/help/faq'))?.status()).toBe(200);
    expect((await page.goto('/session/6f1c1a57-0000-4000-8000-000000000000'))?.status()).toBe(200);
    await page.goto('/register');
    await page.waitForFunction(() => document.title === 'Create account · Rebond');

    await register(page);
    await page.waitForFunction(() => document.title === 'Overview · Rebond');
    await openTab(page, 'Settings');
    await page.waitForFunction(() => document.title === 'Settings · Rebond');
    await page.goto('/history');
    await page.waitForFunction(() => document.title === 'Session history · Rebond');
    await context.close();
  });
});

describe('focus and notices', () => {
  it('puts focus on the main heading after the consent, and says the account was deleted', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await register(page);
    await page.waitForFunction(() => document.activeElement?.matches('main h1') === true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard: Overview');

    await openTab(page, 'Settings');
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
    await typing.getByRole('textbox').fill('DELETE');
    await typing.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('status').filter({ hasText: 'Your account has been deleted.' }).waitFor();
    await context.close();
  });

  it('says so on /login when the session expired', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await register(page);
    // The server no longer accepts these tokens, as after a long absence. Written from a page
    // without the app (/health answers JSON), so the app cannot persist its own state over them.
    await page.goto('/health');
    await page.evaluate(() => {
      const key = 'rebondai-auth-storage';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      stored.state.tokens = { access_token: 'expired.token.value', refresh_token: 'revoked-refresh-token' };
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await page.goto('/history');
    await page.waitForURL('**/login');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your session has expired. Please sign in again.' })
      .waitFor();
    await context.close();
  });
});

describe('on a phone', () => {
  it('shows the contact confirmation in view below the sticky header for 3 s, then the form again (spec)', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    // The page's clock (its timers), moved past the 3 s below instead of waiting for them.
    await context.clock.install();
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Full Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email Address/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('A demo for my team');
    await page.getByRole('textbox', { name: /^Message/ }).fill('We are five therapists.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' });
    await success.waitFor();
    const header = await page.locator('.rb-public-header').boundingBox();
    const box = await success.boundingBox();
    expect(header && box).toBeTruthy();
    if (!header || !box) return;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await shot(page, 'contact-confirmation-375');
    await context.clock.fastForward(3000);
    await success.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.getByRole('textbox', { name: /^Full Name/ }).waitFor();
    await context.close();
  });

  it('lets no floating button cover the content, Watch Demo included', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).waitFor();
    const covered = await page.evaluate(async () => {
      const found = new Set<string>();
      const floating = [...document.querySelectorAll('.rb-floating__button')];
      const content = [...document.querySelectorAll('main :is(h1, h2, h3, p, a, button, li, figure)')].filter(
        (element) => !element.closest('.rb-floating'),
      );
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      for (let y = 0; y < document.documentElement.scrollHeight; y += 120) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        for (const button of floating) {
          const rect = button.getBoundingClientRect();
          for (const element of content) {
            if (overlaps(rect, element.getBoundingClientRect())) {
              found.add(`${element.tagName}: ${element.textContent?.trim().slice(0, 30)}`);
            }
          }
        }
      }
      return [...found];
    });
    expect(covered).toEqual([]);
    // They float: fixed to the screen at phone width and on a laptop alike.
    expect(await page.locator('.rb-floating').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
    await lookAt(page, 'rebond-floating-375.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.rb-floating').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
    await lookAt(page, 'rebond-floating-1280.png');
    await context.close();
  });
});

describe('settings, statuses and sign-out', () => {
  it('applies a language at once and keeps it for the coach on another device', async () => {
    const { context, page } = await newDevice(browser, server.url);
    const coach = await register(page);
    await openTab(page, 'Settings');
    // The account's security activity, from its audit log: the registration and the consent.
    const activity = page.getByRole('list', { name: 'Security activity' });
    await activity.getByText('Account created: account').waitFor();
    await activity.getByText('Consent given: consent').waitFor();
    await lookAt(page.locator('[data-slot="security-activity"]'), 'security-activity.png');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    // No Save Preferences: the portal speaks French at once.
    await page.getByRole('heading', { name: 'Paramètres', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await context.close();

    const other = await newDevice(browser, server.url);
    await other.page.goto('/login');
    await other.page.getByLabel('Email or Username').fill(coach.username);
    await other.page.getByLabel(/^Password/).fill(coach.password);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await other.page.getByRole('tab', { name: 'Paramètres' }).waitFor();
    await other.context.close();
  });

  it('says Completed for a session closed before any exchange, in History, on the Overview and in the counts', async () => {
    const { context, page } = await newDevice(browser, server.url);
    const coach = await register(page);
    const client = await clientOf(coach);
    const avatar = await client.avatars.createAvatar({ avatar_name: 'Quiet' });
    const job = await client.avatars.createEmotionalAvatars(
      avatar.id,
      new Blob([readFileSync(PORTRAIT)], { type: 'image/png' }),
      { fileName: 'astronaut.png' },
    );
    await pollAvatarJob(client, job.job_id);
    const session = await client.sessions.create({ avatar_id: avatar.id });
    await client.sessions.close(session.id);

    await page.reload();
    const recent = page.getByRole('list', { name: 'Recent sessions' }).getByRole('listitem');
    await recent.first().waitFor();
    expect(await recent.first().locator('[data-slot="overview-status"]').textContent()).toBe('Completed');
    await openTab(page, 'History');
    const stats = page.getByRole('list', { name: 'Session statistics' }).getByRole('listitem');
    await stats.first().waitFor();
    expect(await stats.allTextContents()).toEqual([
      '1Total Sessions',
      '0Active Sessions',
      '1Completed Sessions',
    ]);
    const row = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first();
    expect(await row.locator('[data-slot="session-status-badge"]').textContent()).toBe('Completed');
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    expect(await page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count()).toBe(1);
    // "Ended" (the spec's filter) lists the sessions that ended: the same ones as Completed.
    await page.getByRole('button', { name: 'Ended', exact: true }).click();
    expect(await page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count()).toBe(1);
    await context.close();
  });

  it('leaves neither the preferences nor the avatar-wizard draft behind at logout', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await register(page);
    await openTab(page, 'Settings');
    await page.getByRole('switch', { name: 'SMS notifications' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await openTab(page, 'Create Avatar');
    await page.getByLabel(/^Avatar Name/).fill('Draft Dana');
    await page.waitForFunction(
      () =>
        localStorage.getItem('rebond-device-preferences') !== null &&
        sessionStorage.getItem('rebond-avatar-wizard-draft') !== null,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await storedKeys(page)).toEqual([]);
    await context.close();
  });
});

describe('reply captions', () => {
  it('plays a reply with a captions track timed from the speech, showing the words', async () => {
    const { context, page } = await newDevice(browser, server.url);
    const coach = await register(page);
    const client = await clientOf(coach);
    const avatar = await client.avatars.createAvatar({ avatar_name: 'Noor' });
    const job = await client.avatars.createEmotionalAvatars(
      avatar.id,
      new Blob([readFileSync(PORTRAIT)], { type: 'image/png' }),
      { fileName: 'astronaut.png' },
    );
    await pollAvatarJob(client, job.job_id);
    const session = await client.sessions.create({ avatar_id: avatar.id });
    const reply = await client.videos.send(session.id, 'I am worried we will miss the deadline again.');
    expect(reply.captionsUrl).toBeTruthy();

    await page.goto(`/session/${session.id}`);
    const track = page.locator('[data-slot="video-reply-video"] track');
    await track.first().waitFor({ state: 'attached' });
    expect(await track.first().getAttribute('kind')).toBe('captions');
    expect(await track.first().getAttribute('srclang')).toBe('en');
    expect(await track.first().getAttribute('label')).toBe('Captions (English)');
    expect(await track.first().getAttribute('default')).not.toBeNull();
    const cues = await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-slot="video-reply-video"]');
      const text = video?.textTracks[0];
      if (!video || !text) return null;
      text.mode = 'showing';
      const list = text.cues;
      return list && list.length > 0
        ? [...list].map((cue) => ({
            start: cue.startTime,
            end: cue.endTime,
            text: (cue as VTTCue).text,
          }))
        : null;
    });
    const timed = (await cues.jsonValue()) as { start: number; end: number; text: string }[];
    expect(timed.map((cue) => cue.text).join(' ')).toBe(reply.avatarScript?.trim().split(/\s+/).join(' '));
    expect(timed[0]?.start).toBeGreaterThan(0);

    // Stop on a frame inside the first cue, so the caption shows on the video.
    const middle = ((timed[0]?.start ?? 0) + (timed[0]?.end ?? 0)) / 2;
    await page.evaluate(async (at) => {
      const video = document.querySelector<HTMLVideoElement>('[data-slot="video-reply-video"]');
      if (!video) return;
      video.muted = true;
      await new Promise((resolve) => {
        video.addEventListener('seeked', resolve, { once: true });
        video.currentTime = at;
      });
    }, middle);
    await page.waitForFunction(() => {
      const text = document.querySelector<HTMLVideoElement>('[data-slot="video-reply-video"]')?.textTracks[0];
      return (text?.activeCues?.length ?? 0) > 0;
    });
    if (SCREENSHOTS) {
      // For people to look at: the captions drawn over the frame.
      await page.locator('[data-slot="video-reply-video"]').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await lookAt(page.locator('[data-slot="video-reply"]').first(), 'reply-with-captions.png');
    }
    await context.close();
  });
});
