import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { startTestServer } from '../src/testing';

let server: RunningServer;
let portalDir: string;
beforeAll(async () => {
  // A built portal in miniature: its page and the route patterns its build writes.
  portalDir = await mkdtemp(path.join(tmpdir(), 'rebond-portal-'));
  await writeFile(
    path.join(portalDir, 'index.html'),
    '<!doctype html><html><head><meta name="rebond-api-base" content="" /><title>Rebond</title></head><body></body></html>',
  );
  await writeFile(
    path.join(portalDir, 'route-patterns.json'),
    JSON.stringify(['/', '/history', '/session/:sessionId', '/session/:sessionId/create-video', '/help/faq']),
  );
  server = await startTestServer({ PORTAL_DIR: portalDir });
});
afterAll(async () => {
  await server?.close();
  await rm(portalDir, { recursive: true, force: true });
});

const navigate = (pathname: string) =>
  fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });

describe('the portal pages', () => {
  it("answers each of the router's paths with the page and HTTP 200", async () => {
    for (const pathname of [
      '/',
      '/history',
      '/history/',
      '/session/abc-123',
      '/session/abc/create-video',
      '/help/faq',
    ]) {
      const answer = await navigate(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect(await answer.text()).toContain('<title>Rebond</title>');
    }
  });

  it('answers any other navigation with the page (its 404 screen) and HTTP 404', async () => {
    for (const pathname of ['/nope', '/help/faq/more', '/session/a/b', '/history.php']) {
      const answer = await navigate(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 404]);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(await answer.text()).toContain('<title>Rebond</title>');
    }
  });

  it('still answers an unknown API call with a JSON 404', async () => {
    const answer = await fetch(`${server.url}/nope`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ detail: 'Not found' });
  });
});

describe('the prerendered public pages', () => {
  let prerendered: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rebond-portal-'));
    const page = (title: string, lang = 'en') =>
      `<!doctype html><html lang="${lang}"><head><meta name="rebond-api-base" content="" /><title>${title}</title></head><body></body></html>`;
    await writeFile(path.join(dir, 'index.html'), page('Rebond'));
    await writeFile(
      path.join(dir, 'route-patterns.json'),
      JSON.stringify(['/', '/about', '/help/videos', '/login']),
    );
    for (const locale of ['en', 'fr'])
      await mkdir(path.join(dir, 'prerendered', locale, 'help'), { recursive: true });
    await writeFile(path.join(dir, 'prerendered/en/index.html'), page('Home'));
    await writeFile(path.join(dir, 'prerendered/fr/index.html'), page('Accueil', 'fr'));
    await writeFile(path.join(dir, 'prerendered/en/about.html'), page('About'));
    await writeFile(path.join(dir, 'prerendered/en/help/videos.html'), page('Videos'));
    prerendered = await startTestServer({ PORTAL_DIR: dir, REBOND_API_BASE: 'https://api.example' });
  });
  afterAll(async () => {
    await prerendered?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const visit = (pathname: string, language: string) =>
    fetch(`${prerendered.url}${pathname}`, { headers: { accept: 'text/html', 'accept-language': language } });

  it('sends each page as the build wrote it, in the browser language when there is one, else the default', async () => {
    const cases = [
      ['/', 'fr-CA,fr;q=0.9', 'Accueil'],
      ['/', 'de-DE,de;q=0.9', 'Home'],
      ['/about', 'fr', 'About'],
      ['/about/', 'en', 'About'],
      ['/help/videos', 'en-GB', 'Videos'],
      ['/login', 'fr', 'Rebond'],
    ] as const;
    for (const [pathname, language, title] of cases) {
      const answer = await visit(pathname, language);
      const html = await answer.text();
      expect([pathname, language, answer.status, html.includes(`<title>${title}</title>`)]).toEqual([
        pathname,
        language,
        200,
        true,
      ]);
      // The API base is written into every page, prerendered or not.
      expect(html).toContain('content="https://api.example"');
      if (title !== 'Rebond') expect(answer.headers.get('vary')).toContain('Accept-Language');
    }
  });
});
