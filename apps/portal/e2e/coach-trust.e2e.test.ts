import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendMessage } from '@rebond/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  lookAt,
  newCoach,
  newDevice,
  type ProductServer,
  SCREENSHOTS,
  sessionWithAvatar,
  signUp,
  startProduct,
} from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A photo of coffee: no face in it. */
const COFFEE = path.resolve(repoRoot, 'test/fixtures/images/coffee.png');

let server: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A full-page screenshot at the page's width, then the same at phone width (375 px). */
async function shots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 860 };
  await lookAt(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await lookAt(page, `${name}-375.png`, { fullPage: true });
  await page.setViewportSize(size);
}

describe("a coach's trust", () => {
  it('keeps the practice history when an avatar is deleted, and the dialog says how many sessions stay', async () => {
    const { context, page } = await newDevice(browser, server.url);
    const coach = newCoach();
    await signUp(page, coach);
    const { client, session } = await sessionWithAvatar(server, coach, 'Robert');
    await sendMessage(client, { sessionId: session.id, text: 'How was your week?', push: false });
    await client.sessions.close(session.id);
    await client.sessions.create({ avatar_id: session.avatar_id });

    await page.getByRole('tab', { name: 'Avatars', exact: true }).click();
    const card = page.locator('[data-slot="avatar-card"]').filter({ hasText: 'Robert' });
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Robert?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Its 2 practice sessions stay in History');
    const alsoDelete = confirm.getByRole('checkbox', { name: 'Also delete its 2 sessions' });
    expect(await alsoDelete.isChecked()).toBe(false);
    await shots(page, '01-delete-avatar-dialog');
    await confirm.getByRole('button', { name: 'Delete Avatar' }).click();
    await page.getByText("You haven't created any avatars yet.").waitFor();

    await page.getByRole('tab', { name: 'History', exact: true }).click();
    const rows = page.locator('[data-slot="session-row"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    for (const row of await rows.all()) {
      expect(await row.getByRole('heading', { name: 'Robert' }).count()).toBe(1);
      expect(await row.locator('[data-slot="deleted-avatar-badge"]').textContent()).toBe('Avatar deleted');
    }
    await shots(page, '02-history-deleted-avatar');

    // The reply plays in History's details with its captions and a name, axe clean.
    await rows.filter({ hasText: '1 video' }).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Session with Robert' });
    const video = details.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('aria-label')).toContain('Robert');
    expect(await video.locator('track[kind="captions"]').count()).toBe(1);
    expect(await details.locator('[data-slot="video-reply-download"]').getAttribute('download')).toBe(
      `session-${session.id}-reply-1.mp4`,
    );
    expect((await axeViolations(page, '[role=dialog]')).join('\n')).toBe('');
    await shots(page, '02b-history-details-captions');
    await context.close();
  });

  it('shows a photo without a face in the main panel, with the tips and Upload Again, before step 3', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await signUp(page, newCoach());
    await page.getByRole('tab', { name: 'Create Avatar' }).click();
    const wizard = page.locator('[data-slot="avatar-wizard"]');
    await page.getByLabel(/^Avatar Name/).fill('Coffee');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-slot="avatar-wizard"][data-step="2"]').waitFor();
    await page.getByLabel('Choose a picture').setInputFiles(COFFEE);
    await wizard.getByRole('button', { name: 'Continue' }).click();
    const failure = page.locator('[data-slot="avatar-wizard-main"] [data-slot="avatar-photo-failure"]');
    await failure.waitFor({ timeout: 60_000 });
    expect(await wizard.getAttribute('data-step')).toBe('2');
    expect(await failure.getAttribute('role')).toBe('alert');
    const text = (await failure.textContent()) ?? '';
    expect(text).toContain('This photo could not be used');
    expect(text).toContain('No face was found in the photo.');
    expect(text).toContain('Use a high-quality, well-lit photo.');
    expect(await failure.getByRole('button', { name: 'Upload Again' }).count()).toBe(1);
    await shots(page, '03-wizard-photo-failure');
    await context.close();
  });

  it('at phone width (375 px) puts the recorder in the first screen and breaks no table header inside a word', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const coach = newCoach();
    await signUp(page, coach);
    const { client, session } = await sessionWithAvatar(server, coach, 'Rosalind');
    await sendMessage(client, { sessionId: session.id, text: 'What would help this week?', push: false });

    await page.goto(`/session/${session.id}`);
    const record = page.getByRole('button', { name: 'Start Recording' });
    await record.waitFor();
    const box = await record.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    await lookAt(page, '04-session-page-375.png');

    await page.goto('/dashboard/coach');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await page.locator('[data-slot="session-row"]').getByRole('button', { name: 'View Details' }).click();
    const table = page.locator('[data-slot="scorecard-figures"]');
    await table.waitFor({ timeout: 60_000 });
    // Each word of each header and label sits on one line (a word split over two has two boxes).
    const broken = await table.evaluate((element) => {
      const found: string[] = [];
      for (const cell of element.querySelectorAll('th, td')) {
        const text = cell.firstChild?.nodeType === Node.TEXT_NODE ? cell.firstChild : null;
        if (!text?.textContent) continue;
        const words = text.textContent.matchAll(/\S+/g);
        for (const word of words) {
          const range = document.createRange();
          range.setStart(text, word.index ?? 0);
          range.setEnd(text, (word.index ?? 0) + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(word[0]);
        }
      }
      return found;
    });
    expect(broken).toEqual([]);
    // Below 480 px the figures are stacked rows: one under the other, not side by side.
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    const tableWidth = await table.evaluate((element) => Math.round(element.getBoundingClientRect().width));
    for (const width of rows) expect(width).toBeGreaterThanOrEqual(tableWidth - 2);
    await table.scrollIntoViewIfNeeded();
    await lookAt(page, '05-scorecard-375.png');
    await context.close();
  });
});
