import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  lookAt,
  newCoach,
  newDevice,
  type ProductServer,
  signUp,
  startProduct,
} from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');

let server: ProductServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const coach = newCoach();
/** The coach's API client, signed in beside the browser to set up data as a script would. */
let client: RebondClient;

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
const overview = () => page.locator('[data-slot="overview"][data-state="ready"]');
/** The stat cards as 'value label' pairs, in order. */
const statCards = () =>
  page
    .locator('[data-slot="overview-stats"] li')
    .evaluateAll((items) =>
      items.map((item) => Array.from(item.children, (part) => part.textContent).join(' ')),
    );

/** Creates an active avatar through the real API: the record, then the photo and its creation job. */
async function createActiveAvatar(name: string) {
  client = new RebondClient({ baseUrl: server.url });
  await client.auth.login({ username: coach.username, password: coach.password });
  const avatar = await client.avatars.createAvatar({ avatar_name: name });
  const photo = new Blob([readFileSync(PORTRAIT)], { type: 'image/png' });
  const job = await client.avatars.createEmotionalAvatars(avatar.id, photo, { fileName: 'astronaut.png' });
  await pollAvatarJob(client, job.job_id);
  return avatar;
}

describe('the dashboard overview', () => {
  it('greets a new coach with zero stats and an empty state whose Create Session opens the wizard', async () => {
    await signUp(page, coach);
    await overview().waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Welcome back, Maya' }).isVisible()).toBe(true);
    expect(await statCards()).toEqual([
      '0 Total Sessions',
      '0 Active Sessions',
      '0 min Avg. Session Time',
      '0% Success Rate Completed sessions with a positive outcome: the client’s resistance fell and your reflections and questions were within the MITI bands.',
    ]);
    const empty = page.locator('[data-slot="overview-empty"]');
    expect(await empty.getByText('No sessions yet').isVisible()).toBe(true);
    await shot('01-overview-empty');
    expect(await axeViolations(page)).toEqual([]);

    await empty.getByRole('button', { name: 'Create Session' }).click();
    await page.locator('[data-slot="session-wizard"]').waitFor();
    expect(await page.getByRole('tab', { name: 'Create Session' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('launches a session from the overview, lands on Create Video, and the overview then lists and counts it', async () => {
    const avatarName = `Jordan ${coach.username.slice(-4)}`;
    const avatar = await createActiveAvatar(avatarName);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await overview().waitFor();
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: 'Launch session' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Launch Session' });
    await modal.getByRole('radio', { name: new RegExp(avatarName) }).check();
    await shot('02-overview-launch-modal');
    await modal.getByRole('button', { name: 'Launch Session' }).click();
    await page.waitForURL(/\/session\/[0-9a-f-]+\/create-video$/);
    const sessionId = page.url().split('/').at(-2) ?? '';
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toMatchObject({
      sessionId,
      fromLaunch: true,
      avatar: { id: avatar.id, avatar_name: avatarName },
    });
    await page.getByRole('heading', { name: 'Create Video Message' }).waitFor();
    await shot('03-create-video-from-overview');

    // Back (to the dashboard, since the user came from a launch): the overview shows the session.
    await page.getByRole('link', { name: /Back/ }).click();
    await page.waitForURL('**/dashboard/coach');
    await overview().waitFor();
    expect(await statCards()).toEqual([
      '1 Total Sessions',
      '1 Active Sessions',
      '0 min Avg. Session Time',
      '0% Success Rate Completed sessions with a positive outcome: the client’s resistance fell and your reflections and questions were within the MITI bands.',
    ]);
    const rows = page.getByRole('list', { name: 'Recent sessions' }).getByRole('listitem');
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getAttribute('data-status')).toBe('active');
    expect(await row.locator('[data-slot="overview-status"]').textContent()).toBe('Active');
    expect(await row.getByRole('button', { name: 'Session with avatar' }).isVisible()).toBe(true);
    expect(await row.getByText('Patient', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('Normal', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('0 videos').isVisible()).toBe(true);
    await shot('04-overview-with-session');
    expect(await axeViolations(page)).toEqual([]);

    // A second launch while this one is open is refused, with a way to the open session.
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: 'Launch session' })
      .click();
    const again = page.getByRole('dialog', { name: 'Launch Session' });
    await again.getByRole('radio', { name: new RegExp(avatarName) }).check();
    await again.getByRole('button', { name: 'Launch Session' }).click();
    const toActive = again.getByRole('link', { name: 'Go to your active session' });
    await toActive.waitFor();
    expect(await again.getByText('You already have an active session').isVisible()).toBe(true);
    expect(await toActive.getAttribute('href')).toBe(`/session/${sessionId}`);
    await shot('04b-overview-launch-already-active');
    await toActive.click();
    await page.waitForURL(`**/session/${sessionId}`);
    await page.getByRole('heading', { name: `Session with ${avatarName}` }).waitFor();
    await page.goto('/dashboard/coach');
    await overview().waitFor();

    // Closed sessions read 'Completed', as in History; a scenario shows its prompt and patient.
    await client.sessions.close(sessionId);
    const scenario = await client.sessions.create({
      avatar_id: avatar.id,
      dynamic_session: false,
      session_specific_prompt:
        'Your manager refuses the raise you were promised and questions your commitment.',
      patient_name: 'Alex Martin',
      emotion: 'anger',
    });
    await client.sessions.close(scenario.id);
    await page.reload();
    await overview().waitFor();
    expect((await statCards()).slice(0, 2)).toEqual(['2 Total Sessions', '0 Active Sessions']);
    expect(await rows.count()).toBe(2);
    expect(await rows.locator('[data-slot="overview-status"]').allTextContents()).toEqual([
      'Completed',
      'Completed',
    ]);
    expect(await rows.first().getByText('Alex Martin').isVisible()).toBe(true);
    expect(await rows.first().getByText('Anger', { exact: true }).isVisible()).toBe(true);
    await shot('05-overview-completed');

    // A recent session opens its page.
    await rows.last().getByRole('button', { name: 'Session with avatar' }).click();
    await page.waitForURL(`**/session/${sessionId}`);
    await page.getByRole('heading', { name: `Session with ${avatarName}` }).waitFor();
  });
});
