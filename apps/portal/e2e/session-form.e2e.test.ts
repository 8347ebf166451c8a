import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import type { Browser, Page } from 'playwright-core';
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
const OPENING_LINE = 'I need to tell you that I cannot keep covering your shifts.';

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => lookAt(page, `${name}.png`, { fullPage: true });

describe('the create-session form, as a new coach', () => {
  it('starts a scenario session with a typed opening line and lands on the reply', async () => {
    const coach = newCoach();
    const { context, page } = await newDevice(browser, server.url);
    await signUp(page, coach);
    // An active avatar made through the real API: the record, then the photo and its creation job.
    const client = new RebondClient({ baseUrl: server.url });
    await client.auth.login({ username: coach.username, password: coach.password });
    const avatarName = `Sam ${coach.username.slice(-4)}`;
    const avatar = await client.avatars.createAvatar({ avatar_name: avatarName });
    const photo = new Blob([readFileSync(PORTRAIT)], { type: 'image/png' });
    const job = await client.avatars.createEmotionalAvatars(avatar.id, photo, { fileName: 'astronaut.png' });
    await pollAvatarJob(client, job.job_id);

    // No active session yet: /session/active says so and links to the form.
    await page.goto('/session/active');
    await page.getByText('You have no active session.').waitFor();
    await shot(page, '01-no-active-session');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New session form' }).click();
    await page.waitForURL('**/session/new');

    // The form: back to the dashboard, inline errors on an empty submit.
    await page.getByRole('heading', { name: 'New Session', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe(
      '/dashboard/coach',
    );
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.getByText('Session title is required.').waitFor();
    expect(await page.getByText('Context is required.').isVisible()).toBe(true);
    await shot(page, '02-form-errors');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: new RegExp(avatarName) }).check();
    await page.getByLabel(/^Session title/).fill('Covering shifts');
    await page.getByLabel('Patient ID (optional)').fill('P-107');
    await page.getByLabel(/^Session description/).fill('Practise saying no to a colleague who leans on me.');
    await page.getByRole('combobox', { name: 'Relationship' }).click();
    await page.getByRole('option', { name: 'Colleague' }).click();
    await page.getByLabel(/^Context/).fill('I have covered three of her shifts this month.');
    await page.getByRole('combobox', { name: 'Emotional tone' }).click();
    await page.getByRole('option', { name: 'Challenging' }).click();
    await page.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option', { name: 'Hard' }).click();
    expect(await page.getByLabel('Photos (optional)').getAttribute('accept')).toBe('image/*');
    expect(await page.getByLabel('Audio file (optional)').getAttribute('accept')).toBe('audio/*');
    await page.getByLabel(/text to speech/).check();
    await page.getByLabel(/^Opening line/).fill(OPENING_LINE);
    await shot(page, '03-form-filled');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Sending your first message/ })
      .waitFor();
    await shot(page, '04-form-sending');

    // /session/active lands on the new session: the typed line, the reply and its video.
    await page.waitForURL(/\/session\/[0-9a-f-]{36}$/, { timeout: 240_000 });
    const sessionId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: `Session with ${avatarName}` }).waitFor();
    const turns = await page.locator('[data-slot="conversation-turn"]').evaluateAll((items) =>
      items.map((item) => ({
        role: item.getAttribute('data-role'),
        text: item.querySelector('p')?.textContent ?? '',
      })),
    );
    expect(turns.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    expect(turns[0]?.text).toBe(OPENING_LINE);
    expect(turns[1]?.text.length).toBeGreaterThan(5);
    const video = page.locator('[data-slot="session-reply"] video').first();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play();
    });
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLVideoElement>('[data-slot="session-reply"] video');
        return Boolean(
          element && element.duration > 0.5 && element.videoWidth > 0 && element.currentTime > 0.2,
        );
      },
      undefined,
      { timeout: 60_000 },
    );
    await shot(page, '05-session-with-reply');

    // What the form sent: a scenario session built from the fields.
    const session = await client.sessions.get(sessionId);
    expect(session).toMatchObject({
      dynamic_session: false,
      emotion: 'anger',
      patient_name: 'P-107',
      ended_at: null,
    });
    expect(session.scenario).toEqual({
      title: 'Covering shifts',
      description: 'Practise saying no to a colleague who leans on me.',
      relationship: 'colleague',
      context: 'I have covered three of her shifts this month.',
      tone: 'challenging',
      difficulty: 'hard',
    });
    expect(session.session_specific_prompt).toBe(
      'Practise saying no to a colleague who leans on me.\nI have covered three of her shifts this month.',
    );
    await client.sessions.close(sessionId);
    await context.close();
  });
});
