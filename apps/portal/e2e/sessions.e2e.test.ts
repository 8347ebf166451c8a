import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newCoach,
  newDevice,
  productWithMicrophone,
  signIn,
  signUp,
} from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');
/** What the fake microphone says, over and over. */
const SENTENCE = 'Hello. I wanted to talk with you about the project deadline. How are you feeling today?';

const coach = newCoach();
/** The coach's API client, signed in beside the browser to set up data as a script would. */
let client: RebondClient;
let avatarName: string;

const e2e = productWithMicrophone('sessions', SENTENCE, { wordsPerMinute: 150 });

/** Creates an active avatar through the real API: the record, then the photo and its creation job. */
async function createActiveAvatar(name: string) {
  client = new RebondClient({ baseUrl: e2e.server.url });
  await client.auth.login({ username: coach.username, password: coach.password });
  const avatar = await client.avatars.createAvatar({ avatar_name: name });
  const photo = new Blob([readFileSync(PORTRAIT)], { type: 'image/png' });
  const job = await client.avatars.createEmotionalAvatars(avatar.id, photo, { fileName: 'astronaut.png' });
  await pollAvatarJob(client, job.job_id);
  return avatar;
}

/** Records a few seconds through the fake microphone and waits for the finished recording. */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await page
    .getByRole('timer')
    .filter({ hasText: `00:0${seconds}` })
    .waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByText(/^Recording Complete \(00:0\d\)$/).waitFor();
}

/** Plays the page's newest reply video and waits until it has played to its end. */
async function watchToTheEnd(page: Page, selector: string) {
  const video = page.locator(selector);
  await video.waitFor();
  await video.evaluate((element: HTMLVideoElement) => {
    if (element.paused) void element.play();
  });
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector<HTMLVideoElement>(css);
      return Boolean(element?.ended && element.duration > 0);
    },
    selector,
    { timeout: 60_000 },
  );
  return video.evaluate((element: HTMLVideoElement) => ({
    duration: element.duration,
    currentTime: element.currentTime,
    width: element.videoWidth,
  }));
}

const turns = (page: Page) =>
  page.locator('[data-slot="conversation-turn"]').evaluateAll((items) =>
    items.map((item) => ({
      role: item.getAttribute('data-role'),
      text: item.querySelector('p')?.textContent ?? '',
    })),
  );

describe('a practice session, as a new coach', () => {
  it('launches a session, speaks, watches the reply, continues, speaks again and closes it', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    await signUp(page, coach);
    avatarName = `Jordan ${coach.username.slice(-4)}`;
    await createActiveAvatar(avatarName);

    // Dashboard: Create Session tab, Launch session, pick the avatar.
    await page.getByRole('tab', { name: 'Create Session' }).click();
    await page.locator('[data-slot="session-wizard"]').waitFor();
    await e2e.shot(page, '01-create-session-tab');
    await page.getByRole('button', { name: 'Launch session' }).click();
    const modal = page.getByRole('dialog', { name: 'Launch Session' });
    await modal.getByRole('button', { name: 'Launch Session' }).click();
    await modal.getByText('Please select an avatar to launch the session.').waitFor();
    await modal.getByRole('radio', { name: new RegExp(avatarName) }).check();
    await e2e.shot(page, '02-launch-modal');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await modal.getByRole('button', { name: 'Launch Session' }).click();
    await page.waitForURL(/\/session\/[0-9a-f-]+\/create-video$/);
    const sessionId = page.url().split('/').at(-2) ?? '';

    // Create Video Message: record, send, progress, the reply plays to its end.
    await page.getByRole('heading', { name: 'Create Video Message' }).waitFor();
    expect(await page.getByText(sessionId).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/dashboard/coach');
    await e2e.shot(page, '03-create-video-idle');
    expect(await axeViolations(page)).toEqual([]);
    await record(page, 4);
    await e2e.shot(page, '04-create-video-recorded');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Creating Video...').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    expect(
      await page
        .getByText(/^(Replies take about \d+ seconds? on this server lately|Your reply is on its way)\.\.\.$/)
        .isVisible(),
    ).toBe(true);
    await e2e.shot(page, '05-create-video-progress');
    await page.getByText('Video Created Successfully!').waitFor({ timeout: 120_000 });
    const first = await watchToTheEnd(page, '[data-slot="create-video-done"] video');
    expect(first.duration).toBeGreaterThan(0.5);
    expect(first.width).toBeGreaterThan(0);
    await e2e.shot(page, '06-create-video-done');
    expect(await page.getByRole('link', { name: /^Download/ }).getAttribute('target')).toBe('_blank');

    // Continue Session: the conversation shows what was said and what the avatar answered.
    await page.getByRole('link', { name: 'Continue Session' }).click();
    await page.waitForURL(`**/session/${sessionId}`);
    await page.getByRole('heading', { name: `Session with ${avatarName}` }).waitFor();
    const afterFirst = await turns(page);
    expect(afterFirst.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    // The local recogniser hears synthetic speech roughly; what matters is that words came through.
    expect(afterFirst[0]?.text.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
    expect(afterFirst[1]?.text.length).toBeGreaterThan(5);
    expect(await page.getByText('You', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Up to 03:00').isVisible()).toBe(true);
    await e2e.shot(page, '07-session-after-first');
    expect(await axeViolations(page)).toEqual([]);

    // A second message on the session page.
    await record(page, 3);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Creating Video...').waitFor();
    await e2e.shot(page, '08-session-progress');
    await page.getByRole('heading', { name: 'Latest reply' }).waitFor({ timeout: 120_000 });
    const second = await watchToTheEnd(page, '[aria-labelledby$="-latest"] video');
    expect(second.duration).toBeGreaterThan(0.5);
    await page.locator('[data-slot="conversation-turn"]').nth(3).waitFor();
    const afterSecond = await turns(page);
    expect(afterSecond.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    // Each reply downloads under its own name: the latest (second) first, then the first.
    expect(
      await page
        .locator('[data-slot="video-reply-download"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('download'))),
    ).toEqual([`session-${sessionId}-reply-2.mp4`, `session-${sessionId}-reply-1.mp4`]);
    await e2e.shot(page, '09-session-after-second');

    // End Session: 'Session Closed', recording and End Session disabled.
    await page.getByRole('button', { name: 'End Session' }).click();
    const confirmEnd = page.getByRole('alertdialog', { name: 'End this session?' });
    await confirmEnd.waitFor();
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirmEnd.getByRole('button', { name: 'End Session' }).click();
    await page.getByText('Session Closed').waitFor();
    expect(await page.getByRole('button', { name: 'Start Recording' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'End Session' }).isDisabled()).toBe(true);
    await e2e.shot(page, '10-session-closed');
    const closed = await client.sessions.get(sessionId);
    expect(closed.ended_at).not.toBeNull();
    expect(closed.conversation).toHaveLength(4);
    await context.close();
  });

  it('without microphone permission, says Microphone Access Required', async () => {
    for (const open of (await client.sessions.listByUser()).filter((item) => !item.ended_at)) {
      await client.sessions.close(open.id);
    }
    const session = await client.sessions.create({ avatar_id: (await client.avatars.list())[0]?.id ?? '' });
    const plain = await launchBrowser();
    try {
      const { context, page } = await newDevice(plain, e2e.server.url);
      // The coach refuses the microphone for this site (as with the browser's 'Block' choice).
      const pageSession = await context.newCDPSession(page);
      const { targetInfo } = await pageSession.send('Target.getTargetInfo');
      await pageSession.detach();
      const browserSession = await plain.newBrowserCDPSession();
      await browserSession.send('Browser.setPermission', {
        permission: { name: 'microphone' },
        setting: 'denied',
        origin: e2e.server.url,
        ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
      });
      await signIn(page, coach);
      await page.goto(`/session/${session.id}`);
      await page.getByText('Microphone Access Required').waitFor();
      await page.getByRole('button', { name: 'Grant Permission' }).click();
      // Asking again is refused again: the recorder stays denied and the button is usable again.
      await page.locator('[data-slot="recorder"] button[aria-busy="true"]').waitFor({ state: 'detached' });
      await page.locator('[data-slot="recorder"][data-state="denied"]').waitFor();
      expect(
        await page
          .getByText('Failed to access microphone. Please ensure microphone permissions are granted.')
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
      await e2e.shot(page, '11-microphone-denied');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await plain.close();
      await client.sessions.close(session.id);
    }
  });
});
