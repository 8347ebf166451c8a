import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RebondClient } from '@rebond/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectReplyPlays, inWidget, recordAndSend, waitForState } from './embed-harness';
import {
  createActiveAvatar,
  freePort,
  launchBrowserWithMicrophone,
  lookAt,
  makeSpeechWav,
  type ProductServer,
  registerCoach,
  startOwnProduct,
} from './harness';

/**
 * Issue 9's demo: the clinic's own site (examples/clinic-site, on another port, minting tokens
 * with the key's secret) embeds the recorder; a visitor with a microphone speaking a real
 * sentence consents, records, sends and watches the reply, twice, then ends; the coach finds the
 * session in their history, marked with the key's name and the site.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let product: ProductServer;
let site: ChildProcess;
let siteUrl: string;
let browser: Browser;
let workDir: string;
let coach: RebondClient;

async function startSite(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'examples/clinic-site/server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`clinic site did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Clinic site on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
  return child;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'rebond-embed-e2e-'));
  // A product of its own: the embed's per-address allowances count every file's visitors on a shared one.
  product = await startOwnProduct();
  coach = await registerCoach(product.url);
  const { id: avatarId } = await createActiveAvatar(coach, {
    avatar_name: 'Robert',
    character_profile: 'A defensive father, 55.',
  });
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  const key = await coach.embedKeys.create({
    name: 'Homework page',
    avatar_ids: [avatarId],
    allowed_origins: [siteUrl],
  });
  site = await startSite({ REBOND_API: product.url, REBOND_EMBED_SECRET: key.secret, PORT: String(port) });
  browser = await launchBrowserWithMicrophone(
    makeSpeechWav(
      workDir,
      'Dad, I want to talk about last Thanksgiving. It really hurt me when you shouted.',
    ),
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  site?.kill();
  await product?.stop();
  await rm(workDir, { recursive: true, force: true });
});

const state = (page: Page) => page.locator('rebond-recorder').getAttribute('data-state');
const shot = async (page: Page, name: string) => {
  await lookAt(page, `embed-${name}.png`, { fullPage: true });
};

/** Records (turn 1 starts with Record; Record Your Answer starts the next ones), stops, sends, plays the reply. */
async function recordAndWatch(page: Page, turn: number) {
  await recordAndSend(page, { first: turn === 1, seconds: 4 });
  await expectReplyPlays(page, product.url, 90_000);
  await shot(page, `reply-${turn}`);
}

describe('a clinic website embedding the recorder', () => {
  it('lets a visitor consent, record and watch two replies; the coach sees the session marked', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.grantPermissions(['microphone'], { origin: siteUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(siteUrl);
    await inWidget(page, '[part~="accept"]').waitFor({ timeout: 30_000 });
    expect(await state(page)).toBe('consent');
    await shot(page, 'consent');
    await inWidget(page, '[part~="accept"]').click();

    await recordAndWatch(page, 1);
    await recordAndWatch(page, 2);
    await inWidget(page, '[part~="end"]').click();
    await waitForState(page, 'ended');
    await shot(page, 'ended');
    expect(errors).toEqual([]);

    const sessions = await coach.sessions.listByUser();
    const visit = sessions.find((session) => session.embed);
    expect(visit?.embed).toMatchObject({ key_name: 'Homework page', origin: siteUrl });
    expect(visit?.ended_at).toBeTruthy();
    expect(visit?.videos).toHaveLength(2);
    const transcript =
      visit?.conversation.filter((turn) => turn.role === 'user').map((turn) => turn.content) ?? [];
    expect(transcript).toHaveLength(2);
    await context.close();
  });

  it('tells the visitor plainly when the clinic revoked its key meanwhile', async () => {
    const [key] = await coach.embedKeys.list();
    if (!key) throw new Error('no key');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(siteUrl);
    await inWidget(page, '[part~="accept"]').waitFor({ timeout: 30_000 });
    await coach.embedKeys.revoke(key.id);
    await inWidget(page, '[part~="accept"]').click();
    await page.waitForFunction(
      () => document.querySelector('rebond-recorder')?.getAttribute('data-error') === 'revoked',
      undefined,
      { timeout: 30_000 },
    );
    expect(await inWidget(page, '[role="alert"]').first().textContent()).toMatch(/no longer active/);
    await shot(page, 'revoked');
    await context.close();
  });
});
