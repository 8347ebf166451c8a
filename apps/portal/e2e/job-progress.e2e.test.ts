import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowserWithMicrophone,
  lookAt,
  makeSpeechWav,
  newCoach,
  newDevice,
  type ProductServer,
  recordMessage,
  sessionWithAvatar,
  signUp,
  startProduct,
} from './harness';

let server: ProductServer;
let browser: Browser;
let workDir: string;
const coach = newCoach();

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'rebond-progress-'));
  const wav = makeSpeechWav(workDir, 'Can we talk about what happened at the meeting?', 150);
  [server, browser] = await Promise.all([startProduct(), launchBrowserWithMicrophone(wav)]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The API requests the page makes, as `METHOD /path`. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** Sends a recorded message and collects the progress values shown until the reply arrives. */
async function sendAndWatch(page: Page): Promise<number[]> {
  const turns = page.locator('[data-slot="conversation-turn"]');
  const before = await turns.count();
  await recordMessage(page, 3);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const shown = new Set<number>();
  const deadline = Date.now() + 150_000;
  // The coach's turn and the avatar's reply join the conversation when the reply is ready.
  while ((await turns.count()) < before + 2) {
    if (Date.now() > deadline) throw new Error('no reply within 150 s');
    const value = await page
      .getByRole('progressbar')
      .first()
      .getAttribute('aria-valuenow', { timeout: 200 })
      .catch(() => null);
    if (value !== null) shown.add(Number(value));
    if (shown.size === 3) await lookAt(page, 'progress-pushed.png');
    await page.waitForTimeout(100);
  }
  return [...shown];
}

describe('reply progress pushed by the server', () => {
  it('shows progress from the event stream without polling, and still works with the stream blocked', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await signUp(page, coach);
    const { session } = await sessionWithAvatar(server, coach, `Iris ${coach.username.slice(-4)}`);
    const requests = requestsOf(page);
    await page.goto(`/session/${session.id}`);
    await page.getByRole('heading', { name: /^Session with Iris/ }).waitFor();

    const pushed = await sendAndWatch(page);
    expect(requests).toContain('GET /jobs/events');
    expect(requests.filter((request) => request.startsWith('GET /s_job/'))).toEqual([]);
    // The session page's polling would show at most one value per 6 s; the stream shows each step.
    expect(pushed.filter((value) => value > 25 && value < 100).length).toBeGreaterThan(1);

    // A proxy that drops event streams: the page falls back to the spec's polling.
    await context.route('**/jobs/events**', (route) => route.abort());
    requests.length = 0;
    await sendAndWatch(page);
    expect(requests.filter((request) => request.startsWith('GET /s_job/')).length).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Latest reply' }).waitFor();
    await context.close();
  }, 400_000);
});
