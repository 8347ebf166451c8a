import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type ProductServer, startOwnProduct } from './product';

export {
  freePort,
  type NpmStartOptions,
  npmStart,
  type ProductServer,
  startOwnProduct,
  stopGroup,
} from './product';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where the e2e tests save screenshots for people to look at (`E2E_SCREENSHOTS`, a folder); nothing
 * compares them. Unset (as in CI, where nobody looks), none is taken: a full-page capture costs the
 * loaded machine CPU and shifts the timing of what the test watches.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Saves a screenshot of `target` as `name` in E2E_SCREENSHOTS for people to look at; nothing when unset. */
export async function lookAt(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOTS, name), ...options });
}

/** A portrait with a face, from the shared fixtures. */
export const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');

/** Debian's chromium; CHROMIUM_PATH overrides it. Never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The product for a test file: with no settings, the one the e2e project's global setup started for
 * every file (global-setup.ts; each test signs up its own coach, so files do not meet), and stopping
 * it is left to that setup; with settings of its own (`env`), a product of the file's own.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<ProductServer> {
  const shared = Object.keys(env).length === 0 ? inject('e2eProduct') : undefined;
  if (shared) return { ...shared, stop: async () => undefined };
  return startOwnProduct(env);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A fresh browser profile (empty storage), like another device. */
export async function newDevice(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP lets the test inject axe-core; the product's own CSP stays strict.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 860 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  return { context, page };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Axe {
  run(context: Element | Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
}

/**
 * Runs axe-core in the page and returns the violations (id and first target). With a modal open,
 * pass its selector: the page behind is aria-hidden by design, so page-level rules (one main
 * landmark, one h1) only make sense inside the dialog.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const context = selector ? document.querySelector(selector) : document;
    if (!context) throw new Error(`nothing matches ${selector}`);
    const result = await axe.run(context);
    return result.violations.map(
      (violation) => `${violation.id}: ${JSON.stringify(violation.nodes[0]?.target)}`,
    );
  }, within);
}

/**
 * Plays an audio or video element muted and waits in the page until its clock moves: up to 10 s,
 * since a busy machine starts playback late (a fixed wait of a few hundred milliseconds failed CI).
 */
export function playMuted(media: Locator): Promise<{ time: number; duration: number; error: number | null }> {
  return media.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
    const until = performance.now() + 10_000;
    while (element.currentTime === 0 && !element.error && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { time: element.currentTime, duration: element.duration, error: element.error?.code ?? null };
  });
}

let counter = 0;
/** Fields for a new coach, unique per run. */
export function newCoach() {
  counter += 1;
  const username = `coach_${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Maya',
    lastName: 'Lindqvist',
    username,
    email: `${username}@example.com`,
    password: 'rehearse-safely-1',
  };
}

/**
 * Chromium with a fake microphone that "speaks" the given WAV file (48 kHz mono 16-bit works best)
 * and grants the permission without a prompt.
 */
export function launchBrowserWithMicrophone(wavPath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  });
}

/** Registers a new coach in the page, accepts the platform consent and waits for the dashboard. */
/** Signs `coach` in from `/login` (with `password`, theirs by default) and waits for the dashboard. */
export async function signIn(
  page: Page,
  coach: { username: string; password: string },
  password = coach.password,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(coach.username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard/coach');
}

export async function signUp(page: Page, coach: ReturnType<typeof newCoach>): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(coach.firstName);
  await page.getByLabel('Last Name').fill(coach.lastName);
  await page.getByLabel('Username').fill(coach.username);
  await page.getByLabel('Email Address').fill(coach.email);
  await page.getByLabel(/^Password/).fill(coach.password);
  await page.getByLabel('Confirm Password').fill(coach.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome to Our Trauma Therapy Platform' })
    .getByRole('button', { name: 'I Understand and Agree' })
    .click();
  await page.waitForURL('**/dashboard/coach');
}

/**
 * A WAV of spoken English for Chromium's fake microphone: espeak-ng (Debian) speaks the sentence,
 * ffmpeg turns it into 48 kHz mono 16-bit, the format `--use-file-for-fake-audio-capture` plays.
 */
export function makeSpeechWav(dir: string, sentence: string, wordsPerMinute = 175): string {
  const raw = path.join(dir, 'speech-raw.wav');
  const wav = path.join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-s', String(wordsPerMinute), '-w', raw, sentence]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    raw,
    '-ar',
    '48000',
    '-ac',
    '1',
    '-sample_fmt',
    's16',
    wav,
  ]);
  return wav;
}

/** A coach registered through the real API, as a script would; answers the signed-in client. */
export async function registerCoach(baseUrl: string, coach = newCoach()): Promise<RebondClient> {
  const client = new RebondClient({ baseUrl });
  await client.auth.register({
    first_name: coach.firstName,
    last_name: coach.lastName,
    username: coach.username,
    email: coach.email,
    password: coach.password,
  });
  return client;
}

/**
 * An active avatar made through the real API: the record, then the portrait and its creation job,
 * polled until it finished (once a second, for three minutes at most: slow machines run the engine).
 */
export async function createActiveAvatar(
  client: RebondClient,
  request: Parameters<RebondClient['avatars']['createAvatar']>[0],
) {
  const avatar = await client.avatars.createAvatar(request);
  const photo = new Blob([readFileSync(PORTRAIT)], { type: 'image/png' });
  const job = await client.avatars.createEmotionalAvatars(avatar.id, photo, { fileName: 'astronaut.png' });
  await pollAvatarJob(client, job.job_id, { polling: { intervalMs: 1000, maxAttempts: 180 } });
  return avatar;
}

/** A coach's active avatar and a session with it, made through the real API as a script would. */
export async function sessionWithAvatar(
  server: ProductServer,
  coach: ReturnType<typeof newCoach>,
  avatarName: string,
) {
  const client = new RebondClient({ baseUrl: server.url });
  await client.auth.login({ username: coach.username, password: coach.password });
  const avatar = await createActiveAvatar(client, { avatar_name: avatarName });
  const session = await client.sessions.create({ avatar_id: avatar.id });
  return { client, session };
}

/** Records through the fake microphone until the recorder's timer reads `seconds` (under 10), then stops. */
export async function recordFor(page: Page, seconds: number): Promise<void> {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await page
    .getByRole('timer')
    .filter({ hasText: `00:0${seconds}` })
    .waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
}

/** Records a few seconds through the fake microphone and waits for the finished recording. */
export async function recordMessage(page: Page, seconds: number): Promise<void> {
  await recordFor(page, seconds);
  await page.getByText(/^Recording Complete \(00:0\d\)$/).waitFor();
}

/** What `productWithMicrophone` gives a test file once its `beforeAll` has run. */
export interface ProductWithMicrophone {
  readonly server: ProductServer;
  readonly browser: Browser;
  /** A folder of the file's own, removed after it. */
  readonly workDir: string;
  /** The WAV the microphone plays. */
  readonly wav: string;
  /** A full-page screenshot for people to look at (`lookAt`, in E2E_SCREENSHOTS); nothing compares it. */
  shot(page: Page, name: string): Promise<void>;
}

/**
 * One e2e file's product (`npm start`'s server and portal) and a Chromium whose fake microphone
 * says `sentence` (espeak at `wordsPerMinute`), started in the file's `beforeAll` and stopped in its
 * `afterAll`.
 */
export function productWithMicrophone(
  name: string,
  sentence: string,
  options: { wordsPerMinute?: number } = {},
): ProductWithMicrophone {
  let server: ProductServer | undefined;
  let browser: Browser | undefined;
  let workDir: string | undefined;
  let wav: string | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet: use it inside a test`);
    return value;
  };
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), `rebond-${name}-`));
    wav = makeSpeechWav(workDir, sentence, options.wordsPerMinute);
    [server, browser] = await Promise.all([startProduct(), launchBrowserWithMicrophone(wav)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });
  return {
    get server() {
      return started(server, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get workDir() {
      return started(workDir, 'work folder');
    },
    get wav() {
      return started(wav, 'microphone');
    },
    shot: (page, shotName) => lookAt(page, `${name}-${shotName}.png`, { fullPage: true }),
  };
}
