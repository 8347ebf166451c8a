import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSnippet, tokenTagSnippet } from '@rebond/ui';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StaticSite, staticSite } from './embed-harness';
import {
  createActiveAvatar,
  freePort,
  launchBrowser,
  type ProductServer,
  registerCoach,
  startOwnProduct,
} from './harness';

/**
 * Issue 26: the embedding docs work when pasted. The code blocks of the widgets README and of
 * Storybook's "How to embed" page are extracted and run in Chromium against the real server,
 * on a page of another origin: the HTML blocks (with the server's URL, a real key and token put
 * in for the placeholders) give recorders that reach their consent step; the bundler blocks,
 * bundled with esbuild from the built package, give working elements (`import '@rebond/widgets'`
 * registers the api); the brand-colour CSS keeps the primary button's text at 4.5:1 or more in
 * the light, dark and high-contrast themes. The portal Embed tab's server flow (its Node token
 * server and its page, saved side by side as it says) runs as given and its widget starts.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DOCS = {
  readme: path.join(repoRoot, 'packages/widgets/README.md'),
  storybook: path.join(repoRoot, 'docs/design/embedding-widgets.mdx'),
};
const PLACEHOLDER_API = 'https://rebond.example.org';
const WIDGETS_VERSION = (
  JSON.parse(readFileSync(path.join(repoRoot, 'packages/widgets/package.json'), 'utf8')) as {
    version: string;
  }
).version;

let product: ProductServer;
let browser: Browser;
let site: StaticSite;
let siteUrl: string;
let publishableKey: string;
let secret: string;
let avatarId: string;
/** Where the portal's Node token server runs (an allowed origin of the key). */
let tokenServerPort: number;

/** The fenced code blocks of a doc, with their language. */
function blocks(file: string): { lang: string; code: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((match) => ({
    lang: match[1] ?? '',
    code: match[2] ?? '',
  }));
}

/** A doc's HTML with the placeholders a reader replaces: the server, the key, the token, the avatar. */
async function filled(html: string): Promise<string> {
  const minted = await fetch(`${product.url}/embed/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret, origin: siteUrl }),
  });
  const { token } = (await minted.json()) as { token: string };
  return html
    .replaceAll(PLACEHOLDER_API, product.url)
    .replace(/pk_live_\.\.\.|pk_\.\.\./g, publishableKey)
    .replaceAll('AVATAR_ID', avatarId)
    .replaceAll('data-avatar="..."', `data-avatar="${avatarId}"`)
    .replaceAll('TOKEN_FROM_YOUR_SERVER', token);
}

beforeAll(async () => {
  // A product of its own: the embed's per-address allowances count every file's visitors on a shared one.
  product = await startOwnProduct();
  const coach = await registerCoach(product.url);
  avatarId = (await createActiveAvatar(coach, { avatar_name: 'Robert' })).id;
  site = await staticSite();
  siteUrl = site.url;
  tokenServerPort = await freePort();
  const key = await coach.embedKeys.create({
    name: 'Docs',
    avatar_ids: [avatarId],
    allowed_origins: [siteUrl, `http://127.0.0.1:${tokenServerPort}`],
  });
  publishableKey = key.publishable_key;
  secret = key.secret;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await product?.stop();
});

/** Every recorder with a token or key reaches its consent step; every element used is defined. */
async function expectWorking(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('rebond-recorder')]
        .filter((element) => element.hasAttribute('data-key') || element.hasAttribute('data-token'))
        .every((element) => element.getAttribute('data-state') === 'consent'),
    undefined,
    { timeout: 60_000 },
  );
  const undefinedTags = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((element) => element.localName)
      .filter((tag) => tag.startsWith('rebond-') && !customElements.get(tag)),
  );
  expect(undefinedTags).toEqual([]);
}

const STUBS = '<script>function saveConsent() {} function refreshToken() {}</script>';

describe('the embedding docs, pasted into a clinic page', () => {
  it.each(Object.entries(DOCS))('%s: the HTML blocks give working widgets', async (name, file) => {
    const html = blocks(file)
      .filter((block) => block.lang === 'html')
      .map((block) => block.code)
      .join('\n');
    // The one canonical script URL: the Rebond server's, naming the widgets package's version.
    expect(html).toContain(`${PLACEHOLDER_API}/widgets/v${WIDGETS_VERSION}/rebond-widgets.global.js`);
    expect(html).not.toMatch(/unpkg|jsdelivr|\/widgets\/rebond-widgets/);
    site.pages.set(
      `/${name}`,
      `<!doctype html><html lang="en"><body>${STUBS}${await filled(html)}</body></html>`,
    );
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteUrl}/${name}`);
    await expectWorking(page);
    expect(
      await page.locator('rebond-recorder[data-key], rebond-recorder[data-token]').count(),
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('README: the bundler blocks, bundled from the package, give working elements', async () => {
    const scripts = blocks(DOCS.readme).filter(
      (block) => block.lang === 'ts' && block.code.includes("from '@rebond/widgets'"),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [index, { code }] of scripts.entries()) {
      const bundled = await build({
        stdin: { contents: filledSync(code), loader: 'ts', resolveDir: repoRoot, sourcefile: 'doc.ts' },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        logLevel: 'silent',
      });
      site.pages.set(`/bundle-${index}.js`, bundled.outputFiles[0]?.text ?? '');
      site.pages.set(
        `/bundle-${index}`,
        `<!doctype html><html lang="en"><body>
<rebond-recorder data-api="${product.url}" data-key="${publishableKey}"></rebond-recorder>
<script type="module" src="/bundle-${index}.js"></script></body></html>`,
      );
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${siteUrl}/bundle-${index}`);
      await expectWorking(page);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it.each(Object.entries(DOCS))('%s: the brand colours keep 4.5:1 in every theme', async (name, file) => {
    const css = blocks(file)
      .filter((block) => block.lang === 'css' && block.code.includes('--rb-color-primary:'))
      .map((block) => block.code)
      .join('\n');
    expect(css).not.toBe('');
    // Tokens from the key's secret: the publishable token call is rate-limited per address.
    const brandPage = async () =>
      `<!doctype html><html lang="en"><head><style>${css}</style>
<script src="${product.url}/widgets/rebond-widgets.global.js" defer></script></head><body>
${await filled('<rebond-recorder data-api="https://rebond.example.org" data-token="TOKEN_FROM_YOUR_SERVER"></rebond-recorder>')}</body></html>`;
    for (const media of [
      { colorScheme: 'light', contrast: 'no-preference' },
      { colorScheme: 'dark', contrast: 'no-preference' },
      { colorScheme: 'light', contrast: 'more' },
      { colorScheme: 'dark', contrast: 'more' },
    ] as const) {
      site.pages.set(`/brand-${name}`, await brandPage());
      const page = await browser.newPage();
      await page.emulateMedia(media);
      await page.goto(`${siteUrl}/brand-${name}`);
      await expectWorking(page);
      const ratio = await page.evaluate(() => {
        const button = document
          .querySelector('rebond-recorder')
          ?.shadowRoot?.querySelector<HTMLElement>('[part~="accept"]');
        if (!button) return 0;
        const style = getComputedStyle(button);
        const luminance = (color: string) => {
          const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
            const channel = Number(value) / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        };
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
          (a, b) => b - a,
        );
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      });
      expect(ratio, `${media.colorScheme}, contrast ${media.contrast}`).toBeGreaterThanOrEqual(4.5);
      await page.close();
    }
  });
});

describe("the portal Embed tab's server flow, saved as it says", () => {
  it('serves the page and its tokens: the widget starts, on the allowed origin', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rebond-token-server-'));
    const origin = `http://127.0.0.1:${tokenServerPort}`;
    writeFileSync(
      path.join(dir, 'token-server.mjs'),
      serverSnippet({ apiBase: product.url, avatarId, origin }),
    );
    // With the server's script description, as the Embed tab gives it: Chromium checks the integrity.
    const script = (await (await fetch(`${product.url}/widgets/script.json`)).json()) as {
      version: string;
      integrity: string;
    };
    const tags = tokenTagSnippet({ apiBase: product.url, script });
    expect(tags).toContain(`/widgets/v${WIDGETS_VERSION}/rebond-widgets.global.js" integrity="sha384-`);
    writeFileSync(path.join(dir, 'index.html'), tags);
    const child: ChildProcess = spawn(process.execPath, ['token-server.mjs'], {
      cwd: dir,
      env: { ...process.env, PORT: String(tokenServerPort), REBOND_EMBED_SECRET: secret },
      stdio: 'ignore',
    });
    try {
      const page = await browser.newPage();
      await vi.waitFor(
        async () => {
          const answer = await fetch(origin);
          expect(answer.ok).toBe(true);
        },
        { timeout: 10_000, interval: 200 },
      );
      await page.goto(origin);
      await page.waitForFunction(
        () => document.querySelector('rebond-recorder')?.getAttribute('data-state') === 'consent',
        undefined,
        { timeout: 60_000 },
      );
      await page.close();
    } finally {
      child.kill();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** The placeholders of a TypeScript block (the server's URL). */
function filledSync(code: string): string {
  return code.replaceAll(PLACEHOLDER_API, product.url);
}
