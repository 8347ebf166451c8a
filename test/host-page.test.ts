/// <reference lib="dom" />
/**
 * The compiled stylesheet of @rebond/ui (packages/ui/dist/styles.css) leaves a host page alone: a
 * page with its own body, heading, paragraph, list and button styles, screenshotted in Chromium
 * before and after the stylesheet is added, is the same pixel for pixel; the components on it are
 * styled; and the host's plain rules win over the ui's (the `rebond` cascade layer).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { type BrowserContext, chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(repoRoot, 'test-results/host-page');

const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A clinic's page</title>
<style>
  body { margin: 24px; background: #fff8e7; color: #2b2118; font: 17px/1.4 Georgia, serif; }
  h1 { margin: 0 0 12px; font-size: 34px; color: #5b2a86; }
  h2 { font-size: 22px; }
  p { margin: 8px 0 16px; }
  ul { padding-left: 28px; }
  button { padding: 6px 14px; border: 2px solid #5b2a86; border-radius: 0; background: #ffe08a; font: inherit; }
  a { color: #a3002b; }
</style>
<!--UI-->
</head><body>
<main id="host">
  <h1>Welcome to the clinic</h1>
  <p>Book an appointment or <a href="#x">read our guide</a>.</p>
  <h2>Opening hours</h2>
  <ul><li>Monday to Friday</li><li>Saturday morning</li></ul>
  <h3>Questions</h3>
  <h4>Small print</h4>
  <p>Call us any time.</p>
  <button type="button">Host button</button>
  <input placeholder="Host input">
</main>
<div id="components">
  <button type="button" class="rb-button rb-button--primary rb-button--md">Ui button</button>
</div>
</body></html>`;

let context: BrowserContext;
let profile: string;
let css: string;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(repoRoot, 'packages/ui/scripts/build-css.mjs')]);
  css = readFileSync(path.join(repoRoot, 'packages/ui/dist/styles.css'), 'utf8');
  profile = mkdtempSync(path.join(tmpdir(), 'rebond-host-page-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: { width: 800, height: 600 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function render(withUi: boolean) {
  const page = await context.newPage();
  await page.setContent(HOST_PAGE.replace('<!--UI-->', withUi ? `<style data-ui="true">${css}</style>` : ''));
  const shot = PNG.sync.read(await page.locator('#host').screenshot());
  // Selectors of the ui's rules that would reach the host's own elements: none may exist.
  const bare = await page.evaluate(() => {
    const ours = /\.rb-|\[class|\[data-|:root|:host/;
    const rules = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) =>
        'cssRules' in rule && !(rule instanceof CSSStyleRule)
          ? rules((rule as CSSGroupingRule).cssRules)
          : [rule],
      );
    return [...document.styleSheets]
      .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.dataset.ui === 'true')
      .flatMap((sheet) => rules(sheet.cssRules))
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .map((rule) => rule.selectorText)
      .filter((selector) => !ours.test(selector));
  });
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return [style.margin, style.backgroundColor, style.fontFamily, style.color].join(' | ');
  });
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll('#components button')].map((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, color: style.color, minHeight: style.minHeight };
    }),
  );
  await page.close();
  return { shot, body, buttons, bare };
}

describe('a host page with its own styles, before and after importing @rebond/ui/styles.css', () => {
  it('ships one compiled file: no @import left, everything in the rebond layer', () => {
    expect(css).not.toMatch(/@import/);
    expect(css.trimStart().startsWith('@layer rebond')).toBe(true);
    expect(css.match(/@layer\s+([\w-]+)/g)?.every((layer) => layer.endsWith('rebond'))).toBe(true);
  });

  it('looks the same, pixel for pixel; the components are styled; the host wins without !important', async () => {
    const before = await render(false);
    const after = await render(true);
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'before.png'), PNG.sync.write(before.shot));
    writeFileSync(path.join(out, 'after.png'), PNG.sync.write(after.shot));

    expect(after.bare).toEqual([]);
    expect(after.body).toBe(before.body);
    expect([after.shot.width, after.shot.height]).toEqual([before.shot.width, before.shot.height]);
    const diff = new PNG({ width: before.shot.width, height: before.shot.height });
    const differing = pixelmatch(before.shot.data, after.shot.data, diff.data, diff.width, diff.height, {
      threshold: 0,
    });
    writeFileSync(path.join(out, 'diff.png'), PNG.sync.write(diff));
    expect(differing).toBe(0);

    // The ui styles its button (white text, 2.5rem high)...
    expect(after.buttons[0]!.color).toBe('rgb(255, 255, 255)');
    expect(after.buttons[0]!.minHeight).toBe('40px');
    expect(before.buttons[0]!.minHeight).not.toBe('40px');
    // ...and the host's plain `button { background }` still wins over the more specific
    // `.rb-button--primary`: the ui's rules are in a cascade layer, the host's are not.
    expect(after.buttons[0]!.background).toBe('rgb(255, 224, 138)');
  }, 60_000);
});
