import { RebondClient } from '@rebond/sdk';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  newCoach,
  newDevice,
  productWithMicrophone,
  recordMessage,
  sessionWithAvatar,
  signIn,
  signUp,
} from './harness';

const SENTENCE = 'I am worried that we will miss the deadline again this week.';

const coach = newCoach();

const e2e = productWithMicrophone('session-loop', SENTENCE, { wordsPerMinute: 150 });

describe('nothing lost in the loop', () => {
  it('shows a reply still in progress after the coach leaves and comes back, then plays it without a reload', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    await signUp(page, coach);
    const { client, session } = await sessionWithAvatar(
      e2e.server,
      coach,
      `Noor ${coach.username.slice(-4)}`,
    );

    // Reach the session inside the app, so that leaving and coming back never reloads the page.
    await page.goto(`/session/${session.id}`);
    await page.getByRole('heading', { name: /^Session with Noor/ }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { loopMarker: string }).loopMarker = 'same page';
    });
    await recordMessage(page, 3);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('[data-slot="video-progress-stage"]:not([data-stage="uploading"])').waitFor();

    // Leave for the dashboard while the server is still working on the reply.
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL('**/dashboard/coach');
    const [pending] = await client.sessions.listJobs(session.id);
    expect(pending).toBeDefined();
    expect(['pending', 'processing', 'polling_required']).toContain(pending?.status);

    // Come back: the page asks the server and shows the reply in progress...
    await page.goBack();
    await page.waitForURL(`**/session/${session.id}`);
    await page.getByText('Creating Video...').waitFor({ timeout: 10_000 });
    // ...with recording locked while it does: both read in one look at the page, since the reply
    // may finish (and unlock it) at any moment after the progress shows. The look waits for the
    // recorder's button, which a freshly mounted recorder draws once it has asked about the
    // microphone (on a busy machine, after the progress).
    const atOnce = await (
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.includes('Start Recording'),
        );
        return button
          ? {
              progress: document.querySelector('[data-slot="video-progress"]') !== null,
              locked: button.disabled,
            }
          : null;
      })
    ).jsonValue();
    expect(atOnce?.locked).toBe(atOnce?.progress);
    await e2e.shot(page, 'loop-01-reply-in-progress-after-return');

    // ...then plays it when it is ready.
    await page.getByRole('heading', { name: 'Latest reply' }).waitFor({ timeout: 120_000 });
    const video = page.locator('[aria-labelledby$="-latest"] video');
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLVideoElement>('[aria-labelledby$="-latest"] video');
        return Boolean(element && element.readyState >= 2 && element.duration > 0);
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true);
    await page.locator('[data-slot="conversation-turn"]').nth(1).waitFor();
    await e2e.shot(page, 'loop-02-reply-played-after-return');
    expect(await page.evaluate(() => (window as unknown as { loopMarker?: string }).loopMarker)).toBe(
      'same page',
    );
    expect(await axeViolations(page)).toEqual([]);
    const [done] = await client.sessions.listJobs(session.id);
    expect(done?.status).toBe('success');
    await context.close();
  });

  it('shows the chosen scenario, asks before ending, and a closed session offers no recorder', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    const client = new RebondClient({ baseUrl: e2e.server.url });
    await client.auth.login({ username: coach.username, password: coach.password });
    for (const open of (await client.sessions.listByUser()).filter((item) => !item.ended_at)) {
      await client.sessions.close(open.id);
    }
    const [avatar] = await client.avatars.list();
    const session = await client.sessions.create({
      avatar_id: avatar?.id ?? '',
      dynamic_session: false,
      scenario: {
        title: 'The missed deadline',
        description: 'My colleague is upset that I handed in my part late.',
        relationship: 'colleague',
        context: 'Friday afternoon, the client is waiting.',
        tone: 'neutral',
        difficulty: 'medium',
      },
    });
    // A fresh device: sign in.
    await signIn(page, coach);
    await page.goto(`/session/${session.id}`);
    const banner = page.locator('[data-slot="session-scenario"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('The missed deadline');
    expect(await banner.textContent()).toContain('My colleague is upset');
    expect(await banner.textContent()).not.toContain('Title:');
    expect(await banner.textContent()).not.toContain('Context:');

    await page.getByRole('button', { name: 'End Session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End this session?' });
    await confirm.waitFor();
    await e2e.shot(page, 'loop-03-end-session-confirm');
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Keep Practising' }).click();
    expect((await client.sessions.get(session.id)).ended_at).toBeNull();
    await page.getByRole('button', { name: 'End Session' }).click();
    await confirm.getByRole('button', { name: 'End Session' }).click();
    await page.getByText('Session Closed').waitFor();
    await e2e.shot(page, 'loop-04-session-closed-with-scenario');

    await page.goto(`/session/${session.id}/create-video`);
    await page.getByText('This session is closed').waitFor();
    expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
    await e2e.shot(page, 'loop-05-create-video-closed');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
