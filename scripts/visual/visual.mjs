/**
 * The story check of the static Storybook (storybook-static, `npm run build-storybook`), one render
 * per story and look: every story in the light theme, where it is also checked (its play function
 * passes; axe, run by the a11y addon with the story's parameters, finds nothing, nor do axe's colour
 * rules in the dark and high-contrast themes), and the first story of each component in the dark and
 * high-contrast themes, screenshotted in Debian's Chromium through playwright-core and compared with
 * pixelmatch against the baselines committed in test/visual/baselines. One pass instead of a test
 * run of the stories beside a screenshot run: each story is rendered and played once, which took
 * the two from 839 s of CI lane time to 646 s (in two halves). Stable: one font from npm (Noto Sans,
 * set by the Storybook preview), animations and transitions off, caret hidden, the clock fixed.
 * The narrow pass (baselines in `narrow/`) shows where layout can break: the first story of each
 * component, every page story and every `Long…` story (long user content), in German (the longest catalogue)
 * in a 320 px wide window.
 *
 *   node scripts/visual/visual.mjs            compare; exit 1 and diff images in test-results/visual
 *   node scripts/visual/visual.mjs --update   write the baselines (npm run visual:update)
 *   VISUAL_ONLY=text[,text]                   only the shots whose `folder/story-id` (light/...,
 *                                             narrow/...) contains one of them (with --update:
 *                                             writes those, removes no other baseline)
 *   VISUAL_SHARD=k/n                          only the k-th of n shares of the renders (every n-th,
 *                                             from the k-th): the browser tier runs two, one in
 *                                             each of its lanes
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import sharp from 'sharp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The static Storybook to check; VISUAL_STATIC_DIR points elsewhere (a second build). */
export const STATIC_DIR = path.resolve(
  process.env.VISUAL_STATIC_DIR ?? path.join(repoRoot, 'storybook-static'),
);
export const BASELINES = path.join(repoRoot, 'test/visual/baselines');
const DIFFS = path.join(repoRoot, 'test-results/visual');

/** A pixel differs when its colour moves more than this (pixelmatch's YIQ threshold, 0 to 1). */
const THRESHOLD = 0.01;
/** A screenshot differs when more than this share of its pixels differ. */
const MAX_DIFF_RATIO = 0.0001;
const VIEWPORT = { width: 960, height: 640 };
/** The narrow pass: a small phone's width, in the longest catalogue. */
const NARROW = { viewport: { width: 320, height: 640 }, locale: 'de' };
const FIXED_TIME = new Date('2026-03-16T09:30:00Z');
const PAGES = 2;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/**
 * Stories whose final look depends on timing, checked but not compared: the recorded answer plays by
 * itself, and whether its button says Play or Pause at the screenshot depends on the clip's playback.
 */
const TIMING_DEPENDENT = new Set(['widgets-recorder--recorded']);

/**
 * The renders to make: every story in light, where it is also checked (`checks`: its play function
 * and axe in every theme), and the first story of each component in the others. Each is compared
 * with its baseline unless `look` is false.
 */
export function plan(index, shard = parseShard(process.env.VISUAL_SHARD)) {
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const looked = stories.filter((story) => !TIMING_DEPENDENT.has(story.id));
  const firsts = new Map();
  for (const story of looked) if (!firsts.has(story.title)) firsts.set(story.title, story);
  const narrow = looked.filter(
    (story) =>
      firsts.get(story.title) === story || story.title.startsWith('Pages/') || /--long-/.test(story.id),
  );
  return [
    ...stories.map((story) => ({
      id: story.id,
      theme: 'light',
      checks: true,
      look: !TIMING_DEPENDENT.has(story.id),
    })),
    ...['dark', 'contrast'].flatMap((theme) =>
      [...firsts.values()].map((story) => ({ id: story.id, theme, checks: false, look: true })),
    ),
    ...narrow.map((story) => ({ id: story.id, theme: 'light', narrow: true, checks: false, look: true })),
  ].filter((_, i) => i % shard.of === shard.index);
}

/** `k/n` (VISUAL_SHARD) as the k-th of n shares, counted from 1; all of them when unset. */
function parseShard(text) {
  if (!text) return { index: 0, of: 1 };
  const [k, n] = text.split('/').map(Number);
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 1 || k > n)
    throw new Error(`VISUAL_SHARD must be k/n with 1 <= k <= n, not ${text}`);
  return { index: k - 1, of: n };
}

const isPage = (shot) => shot.id.startsWith('pages-');

/**
 * The story's globals: its theme, German in the narrow pass, and the a11y addon's axe run (after
 * the play function) only where the story is checked.
 */
const globalsOf = (shot) => ({
  theme: shot.theme,
  locale: shot.narrow ? NARROW.locale : 'en',
  a11y: { manual: !shot.checks },
});

function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dir, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const STILL = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Runs in every tab before the preview's own scripts: takes the preview's channel as it is installed,
 * and notes which story rendered (`__rendered`) and how each finished (`__finished`: the status of
 * STORY_FINISHED, which counts an uncaught error and the a11y addon's failed report, and what went
 * wrong on the way: a play function that threw, an error in the story or an afterEach, axe's
 * violations). `__rebondAllThemes` asks the preview's afterEach
 * (.storybook/a11y-themes.ts) for axe's colour rules in the other themes too.
 */
function watchStories() {
  window.__rebondAllThemes = true;
  window.__rendered = new Set();
  window.__finished = new Map();
  window.__problems = [];
  const describe = (error) => error?.message ?? error?.description ?? String(error);
  const listen = (channel) => {
    for (const event of [
      'storyRendered',
      'storyErrored',
      'storyThrewException',
      'playFunctionThrewException',
    ])
      channel.on(event, (id) => window.__rendered.add(typeof id === 'string' ? id : 'any'));
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException'])
      channel.on(event, (error) => window.__problems.push(describe(error)));
    channel.on('unhandledErrorsWhilePlaying', (errors) => window.__problems.push(...errors.map(describe)));
    channel.on('storyFinished', ({ storyId, status, reporters }) => {
      const axe = reporters
        .filter((report) => report.type === 'a11y' && report.status === 'failed')
        .flatMap((report) =>
          report.result?.error
            ? [`axe could not run: ${describe(report.result.error)}`]
            : report.result.violations.map(
                (violation) =>
                  `axe: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              ),
        );
      window.__finished.set(storyId, { status, problems: [...window.__problems, ...axe] });
      window.__problems = [];
    });
  };
  let slot;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => slot,
    set(channel) {
      slot = channel;
      if (channel) listen(channel);
    },
  });
}

/** Opens the Storybook preview once; later stories are rendered in the same page (much faster). */
async function open(page, origin, first) {
  const { locale, a11y } = globalsOf(first);
  await page.goto(
    `${origin}/iframe.html?id=${encodeURIComponent(first.id)}&viewMode=story&globals=theme:${first.theme};locale:${locale};a11y.manual:!${a11y.manual}`,
  );
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender, undefined, {
    timeout: 60_000,
  });
  await page.addStyleTag({ content: STILL });
}

/** How long a story may take to render, play and (where checked) pass axe in every theme. */
const FINISH_MS = 60_000;

/**
 * Renders the shot's story with its globals in the open preview and waits until it has finished
 * (its play function, and axe where the shot checks it): `finished` says how, or is undefined if it
 * did not finish in time. Unless the shot is not looked at, screenshots it then: a screenshot that
 * matches `expected` (the baseline) is the answer at once (`matched`); otherwise it is taken again
 * until two shots 100 ms apart agree.
 */
async function shoot(page, shot, { first, expected }) {
  const { id } = shot;
  await page.setViewportSize(shot.narrow ? NARROW.viewport : VIEWPORT);
  const finished = await page.evaluate(
    async ({ id, globals, first, finishMs }) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const wait = async (done, ms) => {
        const start = Date.now();
        while (!done() && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 25));
      };
      if (!first) {
        window.__rendered.clear();
        window.__finished.clear();
        window.__problems = [];
        localStorage.clear();
        sessionStorage.clear();
        if (JSON.stringify(window.__globals) !== JSON.stringify(globals))
          channel.emit('updateGlobals', { globals });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        await wait(() => window.__rendered.has(id) || window.__rendered.has('any'), 20_000);
      }
      window.__globals = globals;
      await wait(() => window.__finished.has(id), finishMs);
      const finished = window.__finished.get(id);
      await document.fonts.ready;
      await Promise.all(
        [...document.images]
          .filter((image) => !image.complete)
          .map(
            (image) =>
              new Promise((r) => {
                image.onload = image.onerror = r;
              }),
          ),
      );
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      return finished;
    },
    { id, globals: globalsOf(shot), first, finishMs: FINISH_MS },
  );
  if (!shot.look) return { finished };
  await page.mouse.move(0, 0);
  await page.waitForTimeout(50);
  // Only the story itself (and its dialogs), not the empty canvas around it: smaller baselines.
  // Measured until two measures two frames apart agree: an element of the previous story still
  // leaving, or one still laying out, would otherwise widen the clip now and then.
  const clip = await page.evaluate(async () => {
    const measure = () => {
      const parts = document.querySelectorAll(
        '#storybook-root > *, [role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]',
      );
      const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      for (const part of parts) {
        const rect = part.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        box.left = Math.min(box.left, rect.left + scrollX);
        box.top = Math.min(box.top, rect.top + scrollY);
        box.right = Math.max(box.right, rect.right + scrollX);
        box.bottom = Math.max(box.bottom, rect.bottom + scrollY);
      }
      if (box.left === Infinity) return { x: 0, y: 0, width: 64, height: 64 };
      const x = Math.max(0, Math.floor(box.left) - 8);
      const y = Math.max(0, Math.floor(box.top) - 8);
      return { x, y, width: Math.ceil(box.right) + 8 - x, height: Math.ceil(box.bottom) + 8 - y };
    };
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let clip = measure();
    for (let tries = 0; tries < 30; tries += 1) {
      await frames();
      const next = measure();
      if (JSON.stringify(next) === JSON.stringify(clip)) break;
      clip = next;
    }
    return clip;
  });
  // A video frame, a running recording timer and live upload progress depend on timing: masked.
  const take = () =>
    page.screenshot({
      clip,
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: [page.locator('video, [part~="timer"], [part~="progress"], [data-slot="recorder-timer"]')],
      maskColor: '#808080',
    });
  let image = await take();
  const decoded = PNG.sync.read(image);
  if (expected && differingPixels(expected, decoded) === 0)
    return { finished, image: decoded, matched: true };
  // Taken until two shots 100 ms apart agree: an element of the previous story still leaving can
  // show in the clip's margin for a moment (seen on the phone-width avatar card).
  for (let tries = 0; tries < 5; tries += 1) {
    await page.waitForTimeout(100);
    const again = await take();
    if (again.equals(image)) break;
    image = again;
  }
  return { finished, image: PNG.sync.read(image), matched: false };
}

/**
 * How many pixels of `actual` differ from `expected` beyond what is tolerated: 0 when they match,
 * Infinity when their sizes differ; `diff` (a PNG of their size) receives the differing pixels.
 */
function differingPixels(expected, actual, diff) {
  if (expected.width !== actual.width || expected.height !== actual.height) return Number.POSITIVE_INFINITY;
  const pixels = pixelmatch(expected.data, actual.data, diff?.data, actual.width, actual.height, {
    threshold: THRESHOLD,
  });
  return pixels > MAX_DIFF_RATIO * actual.width * actual.height ? pixels : 0;
}

// Baselines are lossless WebP: the same pixels as PNG in a third of the bytes.
const folderOf = (shot) => (shot.narrow ? 'narrow' : shot.theme);
const fileOf = (shot) => path.join(BASELINES, folderOf(shot), `${shot.id}.webp`);

async function readImage(file) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function writeImage(file, image) {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .webp({ lossless: true, exact: true, effort: 4 })
    .toFile(file);
}

/** Compares (or with `update`, writes) every planned screenshot; returns what differs. */
export async function runVisual({ update = false, log = console.log } = {}) {
  const indexFile = path.join(STATIC_DIR, 'index.json');
  if (!existsSync(indexFile))
    throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first');
  const all = plan(JSON.parse(readFileSync(indexFile, 'utf8')));
  // VISUAL_ONLY=text[,text] narrows the run to the shots whose `folder/story-id` contains one of them.
  const only = process.env.VISUAL_ONLY?.split(',');
  const shots = only
    ? all.filter((shot) => only.some((text) => `${folderOf(shot)}/${shot.id}`.includes(text)))
    : all;
  const server = await serve(STATIC_DIR);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const profile = await mkdtemp(path.join(tmpdir(), 'rebond-visual-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--disable-font-subpixel-positioning',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  // The clock of every tab (page stories open their own), set once for the browser.
  await context.clock.setFixedTime(FIXED_TIME);
  await context.addInitScript(watchStories);
  const failures = [];
  const written = new Set();
  try {
    let next = 0;
    let pageTurn = Promise.resolve();
    const worker = async () => {
      const page = await context.newPage();
      let opened = false;
      for (let i = next++; i < shots.length; i = next++) {
        const shot = shots[i];
        const began = Date.now();
        const file = shot.look ? fileOf(shot) : undefined;
        const expected = file && !update && existsSync(file) ? await readImage(file) : undefined;
        let shotTaken;
        if (isPage(shot)) {
          // A page story brings the portal's global CSS and auth state (shared by the tabs of
          // one browser): each gets a tab of its own, one page story at a time.
          pageTurn = pageTurn.then(async () => {
            const own = await context.newPage();
            await open(own, origin, shot);
            const taken = await shoot(own, shot, { first: true, expected });
            await own.close();
            return taken;
          });
          shotTaken = await pageTurn;
        } else {
          if (!opened) await open(page, origin, shot);
          shotTaken = await shoot(page, shot, { first: !opened, expected }).catch(async (error) => {
            // A story that navigates the preview away leaves no page to render the next one in:
            // open the preview again at this story.
            if (!/context was destroyed/.test(error.message)) throw error;
            await open(page, origin, shot);
            return shoot(page, shot, { first: true, expected });
          });
          opened = true;
        }
        if (process.env.VISUAL_VERBOSE) log(`${folderOf(shot)} ${shot.id} ${Date.now() - began} ms`);
        const { finished, image: actual, matched } = shotTaken;
        // A play function's failure leaves the status at success (the preview catches it to show
        // it), so what went wrong on the way counts as well.
        if (shot.checks && (finished?.status !== 'success' || finished.problems.length > 0)) {
          const problems = finished?.problems.join('\n') || `it ended with status ${finished?.status}`;
          failures.push({
            ...shot,
            reason: finished ? `the story failed:\n${problems}` : `not finished in ${FINISH_MS / 1000} s`,
          });
        }
        if (!file) continue;
        written.add(file);
        if (update) {
          mkdirSync(path.dirname(file), { recursive: true });
          await writeImage(file, actual);
          continue;
        }
        if (!expected) {
          failures.push({ ...shot, reason: 'no baseline (run npm run visual:update)' });
          continue;
        }
        // Compared already when it was taken.
        if (matched) continue;
        const diff = new PNG({ width: actual.width, height: actual.height });
        const pixels = differingPixels(expected, actual, diff);
        if (pixels === Number.POSITIVE_INFINITY) {
          failures.push({
            ...shot,
            reason: `size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}`,
          });
          continue;
        }
        if (pixels > 0) {
          failures.push({ ...shot, reason: `${pixels} pixels differ` });
          mkdirSync(path.join(DIFFS, folderOf(shot)), { recursive: true });
          writeFileSync(path.join(DIFFS, folderOf(shot), `${shot.id}.diff.png`), PNG.sync.write(diff));
          writeFileSync(path.join(DIFFS, folderOf(shot), `${shot.id}.actual.png`), PNG.sync.write(actual));
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PAGES }, worker));
  } finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  if (update && !process.env.VISUAL_ONLY && !process.env.VISUAL_SHARD) {
    // Baselines of stories that no longer exist go too (not on a narrowed or shared run).
    for (const theme of existsSync(BASELINES) ? readdirSync(BASELINES) : []) {
      for (const name of readdirSync(path.join(BASELINES, theme))) {
        const file = path.join(BASELINES, theme, name);
        if (!written.has(file)) rmSync(file);
      }
    }
  }
  const checked = shots.filter((shot) => shot.checks).length;
  log(
    `checked ${checked} stories, ${update ? 'wrote' : 'compared'} ${shots.length} renders; ${failures.length} failed`,
  );
  return { count: shots.length, checked, failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { failures } = await runVisual({ update: process.argv.includes('--update') });
  for (const failure of failures) console.log(`  ${folderOf(failure)} ${failure.id}: ${failure.reason}`);
  console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failures.length ? 1 : 0);
}
