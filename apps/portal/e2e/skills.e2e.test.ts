import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
/** The coach's API client, signed in beside the browser to play the session as a script would. */
let client: RebondClient;
let firstSession = '';

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

/** Sends a typed coach turn through the real reply path and waits until its video is ready. */
async function say(sessionId: string, text: string) {
  const started = await client.videos.createFromText(sessionId, text);
  let jobId = started.job_id;
  const failed = await vi.waitFor(
    async () => {
      const job = await client.jobs.getSessionJob(jobId);
      if (job.status === 'failed') return `reply failed: ${job.error}`;
      const next = (job.job_data as { polling_job_id?: string }).polling_job_id;
      if (job.status === 'polling_required' && next) jobId = next;
      if (job.status !== 'success') throw new Error(`the reply never finished: ${job.status}`);
      return undefined;
    },
    { timeout: 75_000, interval: 250 },
  );
  if (failed) throw new Error(failed);
}

/** The chips of the coach turns on screen, as their data-kind and label. */
const chips = (scope: string) =>
  page
    .locator(`${scope} [data-slot="skill-chip"]`)
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-kind')}:${item.getAttribute('data-code')}`),
    );

describe('feedback that makes practice count', () => {
  it('plays two sessions through the API: four turns (two reflections, two closed questions), then one', async () => {
    await signUp(page, coach);
    client = new RebondClient({ baseUrl: server.url });
    await client.auth.login({ username: coach.username, password: coach.password });
    const avatar = await client.avatars.createAvatar({ avatar_name: 'Anna' });
    const photo = new Blob([readFileSync(PORTRAIT)], { type: 'image/png' });
    const job = await client.avatars.createEmotionalAvatars(avatar.id, photo, { fileName: 'astronaut.png' });
    await pollAvatarJob(client, job.job_id);

    const first = await client.sessions.create({ avatar_id: avatar.id });
    firstSession = first.id;
    await say(first.id, 'Did you go to the dinner on Sunday?');
    await say(first.id, "It sounds like you're exhausted and stretched thin.");
    await say(first.id, 'Are you angry with your brother?');
    await say(first.id, "You're carrying your mother alone, and it's wearing you down.");
    await client.sessions.close(first.id);

    const second = await client.sessions.create({ avatar_id: avatar.id });
    await say(second.id, 'What has been on your mind this week?');
    await client.sessions.close(second.id);

    const card = await client.skills.scorecard(first.id);
    expect(card.turns.map((t) => t.code)).toEqual([
      'closed_question',
      expect.stringMatching(/_reflection$/),
      'closed_question',
      expect.stringMatching(/_reflection$/),
    ]);
  }, 240_000);

  it('shows a chip on each coach turn and the scorecard on the session page', async () => {
    await page.goto(`/session/${firstSession}`);
    const scorecard = page.locator('[data-slot="scorecard"][data-state="ready"]');
    await scorecard.waitFor();
    const kinds = await chips('[data-slot="conversation"]');
    expect(kinds.map((k) => k.split(':')[0])).toEqual(['question', 'reflection', 'question', 'reflection']);
    // The evidence is the chip's tooltip and is read out with it.
    const firstChip = page.locator('[data-slot="conversation"] [data-slot="skill-chip"]').first();
    expect(await firstChip.getAttribute('title')).toMatch(/^Evidence: “.+”$/);
    expect(await firstChip.textContent()).toContain('Closed question');

    const count = (code: string) =>
      scorecard.locator(`[data-slot="scorecard-counts"] [data-code="${code}"] dd`);
    expect(await count('closed_question').textContent()).toBe('2');
    expect(await count('open_question').textContent()).toBe('0');
    const simple = Number(await count('simple_reflection').textContent());
    const complex = Number(await count('complex_reflection').textContent());
    expect(simple + complex).toBe(2);
    const rq = scorecard.locator('[data-figure="reflection_to_question"]');
    expect(await rq.getAttribute('data-band')).toBe('fair');
    expect(await rq.locator('td').first().textContent()).toBe('1');
    expect(await scorecard.locator('[data-slot="scorecard-suggestions"] li').count()).toBe(2);
    await scorecard.scrollIntoViewIfNeeded();
    await shot('01-session-chips-scorecard');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('draws the trend of both sessions on the overview and the profile', async () => {
    await page.goto('/dashboard/coach');
    const trend = page.locator('[data-slot="skill-trend"][data-state="filled"]');
    await trend.waitFor();
    expect(await trend.locator('[data-points]').getAttribute('data-points')).toBe('2');
    expect(await trend.getByRole('img').count()).toBe(4);
    expect(await trend.locator('rect[data-band="good"]').count()).toBe(3);
    await trend.getByText('Show as a table').click();
    expect(await trend.locator('tbody tr').count()).toBe(2);
    await trend.scrollIntoViewIfNeeded();
    await shot('02-overview-trend');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.locator('[data-slot="skill-trend"][data-state="filled"]').waitFor();
    await shot('03-profile-trend');
  });

  it('shows the chips and the scorecard in the history details, and codes a pasted transcript', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const rows = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await rows.first().waitFor();
    // Newest first: the four-turn session is the second row.
    await rows.nth(1).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.locator('[data-slot="session-details"]');
    await dialog.locator('[data-slot="scorecard"][data-state="ready"]').waitFor();
    const kinds = await chips('[data-slot="session-details"] [data-slot="session-conversation"]');
    expect(kinds.map((k) => k.split(':')[0])).toEqual(['question', 'reflection', 'question', 'reflection']);
    await shot('04-history-details');
    await page.keyboard.press('Escape');

    const form = page.locator('[data-slot="transcript-form"]');
    await form.getByLabel('Title').fill('Real session, de-identified');
    await form
      .getByLabel('Transcript', { exact: true })
      .fill(
        'Therapist: What brings you in today?\nClient: My wife thinks I drink too much.\nTherapist: You are not sure it is a problem.\nClient: Not really.',
      );
    await form.getByRole('button', { name: 'Code transcript' }).click();
    await form.locator('[data-slot="transcript-result"]').waitFor();
    expect(await form.locator('[data-slot="coded-turn"]').count()).toBe(2);
    expect(
      await form
        .locator('[data-slot="coded-turn"] [data-slot="skill-chip"]')
        .first()
        .getAttribute('data-code'),
    ).toBe('open_question');
    await form.scrollIntoViewIfNeeded();
    await shot('05-transcript-coded');
  });

  it('shows the same session in French with translated labels and a French debrief', async () => {
    await page.goto('/dashboard/coach');
    await page.getByRole('tab', { name: 'Settings' }).click();
    // The language applies at once, without Save Preferences.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Paramètres', exact: true }).waitFor();

    await page.goto(`/session/${firstSession}`);
    const scorecard = page.locator('[data-slot="scorecard"][data-state="ready"]');
    await scorecard.waitFor();
    expect(await scorecard.getByRole('heading', { name: 'Bilan' }).isVisible()).toBe(true);
    const firstChip = page.locator('[data-slot="conversation"] [data-slot="skill-chip"]').first();
    expect(await firstChip.textContent()).toContain('Question fermée');
    expect(await firstChip.getAttribute('title')).toMatch(/^Indice : « .+ »$/);
    expect(await scorecard.locator('[data-figure="reflection_to_question"]').textContent()).toContain(
      'Correct',
    );
    expect(await scorecard.getByRole('heading', { name: 'Débriefing' }).isVisible()).toBe(true);
    const debrief = await scorecard.locator('[data-slot="scorecard-debrief"]').textContent();
    expect(debrief).toMatch(/reflet|question/i);
    await scorecard.scrollIntoViewIfNeeded();
    await shot('06-session-french');

    await page.goto('/dashboard/coach');
    await page.locator('[data-slot="skill-trend"][data-state="filled"]').waitFor();
    expect(await page.getByRole('heading', { name: 'Progrès dans le temps' }).isVisible()).toBe(true);
    await shot('07-overview-trend-french');
    // Back to English for whoever uses this browser next.
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await page.getByRole('button', { name: 'Rétablir les valeurs par défaut' }).click();
  });
});
