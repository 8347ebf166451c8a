import { createServer, type IncomingMessage } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { freePort } from './harness';

/**
 * What the embed tests share: a clinic's static site on another origin, and the visitor's moves in
 * the `<rebond-recorder>` of its page.
 */

/** A page's whole document around `body`, as a clinic's page would be. */
export const htmlPage = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clinic</title></head><body>${body}</body></html>`;

export interface StaticSite {
  /** Its origin, such as `http://127.0.0.1:4321`: another port, so another origin than the product. */
  url: string;
  /** The files it serves, by path: `.js` as JavaScript, anything else as HTML. */
  pages: Map<string, string>;
  close(): Promise<void>;
}

/** What a site answers besides its files (a clinic's token route): undefined to serve the files. */
export type SiteRoute = (
  request: IncomingMessage,
  siteUrl: string,
) => Promise<{ status: number; type: string; body: string } | undefined>;

/** A clinic's static site on a free port: its files from `pages`, and the routes `route` answers. */
export async function staticSite(route?: SiteRoute): Promise<StaticSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pages = new Map<string, string>();
  const server = createServer(async (request, response) => {
    const answer = await route?.(request, url);
    if (answer) {
      response.writeHead(answer.status, { 'content-type': answer.type });
      response.end(answer.body);
      return;
    }
    const page = pages.get(request.url ?? '/');
    const type = request.url?.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    response.writeHead(page === undefined ? 404 : 200, { 'content-type': type });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A part of the page's recorder (the locator reaches into its shadow root). */
export const inWidget = (page: Page, selector: string): Locator =>
  page.locator(`rebond-recorder ${selector}`);

/** Waits until the page's (first) recorder is in `state` (its `data-state`). */
export const waitForState = (page: Page, state: string, timeout = 60_000) =>
  page.waitForFunction(
    (wanted) => document.querySelector('rebond-recorder')?.getAttribute('data-state') === wanted,
    state,
    { timeout },
  );

/**
 * Records through the fake microphone until the recorder's own clock says `seconds` (Record on the
 * first turn, Record Your Answer after a reply), stops and sends.
 */
export async function recordAndSend(
  page: Page,
  { first, seconds = 4 }: { first: boolean; seconds?: number },
) {
  await inWidget(page, first ? '[part~="start"]' : '[part~="next"]').click();
  await waitForState(page, 'recording');
  await inWidget(page, '[part~="timer"]')
    .filter({ hasText: `00:${String(seconds).padStart(2, '0')}` })
    .waitFor({ timeout: 30_000 });
  await inWidget(page, '[part~="stop"]').click();
  await waitForState(page, 'recorded');
  await inWidget(page, '[part~="send"]').click();
}

/**
 * Waits for the reply and checks its video: loaded from the Rebond server at `apiUrl` (another
 * origin than the page), it plays and has captions.
 */
export async function expectReplyPlays(page: Page, apiUrl: string, timeout = 150_000) {
  await waitForState(page, 'reply', timeout);
  await page.waitForFunction(
    () => {
      const element = document.querySelector('rebond-recorder')?.shadowRoot?.querySelector('video');
      return Boolean(element && element.readyState >= 2 && element.duration > 0);
    },
    undefined,
    { timeout: 30_000 },
  );
  const video = inWidget(page, 'video');
  expect((await video.getAttribute('src'))?.startsWith(apiUrl)).toBe(true);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction(
    () =>
      (document.querySelector('rebond-recorder')?.shadowRoot?.querySelector('video')?.currentTime ?? 0) > 0,
    undefined,
    { timeout: 10_000 },
  );
  const captions = await video.evaluate(
    (element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0,
  );
  expect(captions).toBeGreaterThan(0);
}
