// @vitest-environment node
/**
 * `@rebond/ui` as a third party gets it: `npm pack`, unpacked into a throwaway project whose other
 * dependencies (React, Radix, zustand, the SDK) resolve from the monorepo's node_modules, so
 * nothing is downloaded. A page bundled from `test/consumer/app.tsx` then runs in Chromium: its own
 * markup on the hooks, a restyled ConsentModal, two auth stores. Needs `dist/` (`npm test` builds).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(uiDir, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const cleanEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));

let project: string;
let browser: Browser;
let page: Page;

async function axeViolations(selector?: string): Promise<string[]> {
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string }[] }> } }
    ).axe;
    const result = await axe.run(context ? { include: [context] } : document);
    return result.violations.map((violation) => violation.id);
  }, selector);
}

beforeAll(async () => {
  if (!existsSync(path.join(uiDir, 'dist/index.js'))) {
    throw new Error('packages/ui/dist is missing: run `npm run build -w @rebond/ui` first');
  }
  project = await mkdtemp(path.join(tmpdir(), 'rebond-ui-consumer-'));
  const packed = await run('npm', ['pack', '--json', '--pack-destination', project], {
    cwd: uiDir,
    env: cleanEnv(),
  });
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  const installed = path.join(project, 'node_modules/@rebond/ui');
  await mkdir(installed, { recursive: true });
  await run('tar', ['-xzf', path.join(project, filename), '-C', installed, '--strip-components=1']);
  await copyFile(path.join(uiDir, 'test/consumer/app.tsx'), path.join(project, 'app.tsx'));
  const bundle = await build({
    entryPoints: [path.join(project, 'app.tsx')],
    absWorkingDir: project,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    // `@rebond/ui` resolves to the tarball's files in the project; React, Radix, zustand and the
    // SDK from the monorepo's node_modules.
    nodePaths: [path.join(repoRoot, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const app = bundle.outputFiles[0]?.text ?? '';
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  // localhost is a secure context, where the microphone (Chromium's fake one) may be used.
  page = await (await browser.newContext({ permissions: ['microphone'] })).newPage();
  await page.route('http://localhost/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>consumer</title><div id="root"></div>',
    }),
  );
  await page.goto('http://localhost/');
  await page.addScriptTag({
    content: await readFile(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8'),
  });
  await page.addScriptTag({ type: 'module', content: app });
  await page.getByRole('heading', { name: 'Host page' }).waitFor();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

describe('@rebond/ui installed from its tarball, in Chromium', () => {
  it('renders a recorder, the consent flow and the history in the app’s own markup on the hooks, axe clean', async () => {
    const recorder = page.getByRole('region', { name: 'My recorder' });
    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect
      .poll(() => recorder.getAttribute('data-recorder-state'), { timeout: 20_000 })
      .toBe('recording');
    await recorder.getByRole('button', { name: 'Stop' }).click();
    await expect
      .poll(() => recorder.getAttribute('data-recorder-state'), { timeout: 20_000 })
      .toBe('finished');

    const consent = page.getByRole('region', { name: 'My consent' });
    const details = consent.getByRole('button', { name: 'Details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await details.click();
    expect(await details.getAttribute('data-state')).toBe('open');
    expect(await consent.getByRole('listitem').isVisible()).toBe(true);

    const history = page.getByRole('region', { name: 'My history' });
    await history.getByRole('button', { name: 'active' }).click();
    expect(await history.getByRole('listitem').allTextContents()).toEqual(['Salary talk']);
    expect(await history.getByText('2 sessions, 1 active').isVisible()).toBe(true);

    const wizard = page.getByRole('form', { name: 'My wizard' });
    expect(await wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await wizard.getByRole('radio').count()).toBe(1);
    await wizard.getByRole('radio', { name: 'Ana' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: 'Scenario' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    expect(await wizard.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await wizard.getByRole('textbox', { name: 'Scenario' }).fill('  A raise  ');
    expect(await axeViolations('form[aria-label="My wizard"]')).toEqual([]);
    await wizard.getByRole('button', { name: 'Create' }).click();
    expect(JSON.parse((await page.getByRole('status', { name: 'Created' }).textContent()) ?? '{}')).toEqual({
      avatarId: 'a1',
      dynamicSession: false,
      emotion: 'normal',
      scenarioPrompt: 'A raise',
    });

    expect(await axeViolations()).toEqual([]);
    await consent.getByRole('button', { name: 'I agree' }).click();
    await page.getByRole('status').filter({ hasText: 'Consent saved' }).waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { rebond: { coreAnswers: unknown } }).rebond.coreAnswers,
      ),
    ).toEqual({
      declineNeedsConfirmation: 'confirming-decline',
      activeSessions: 1,
      wizardOnStepOne: 'not yet',
    });
  });

  it('restyles the ConsentModal’s parts and speaks the app’s own text, axe clean', async () => {
    await page.getByRole('button', { name: 'Show the consent modal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('class')).toContain('my-dialog');
    expect(await dialog.getAttribute('class')).toContain('rb-dialog');
    expect(await dialog.locator('[data-slot="consent-modal-title"]').getAttribute('class')).toContain(
      'my-title',
    );
    expect(await dialog.getByRole('button', { name: 'Yes, record me' }).isVisible()).toBe(true);
    expect(await axeViolations('[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, record me' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('restyles the parts of the styled Recorder and SessionWizard by className, axe clean', async () => {
    const parts = page.getByRole('region', { name: 'Restyled parts' });
    const recorder = parts.getByRole('group', { name: 'Voice recorder' });
    expect(await recorder.getAttribute('class')).toContain('my-styled-recorder');
    expect(await recorder.locator('[data-slot="recorder-idle"]').getAttribute('class')).toContain('my-idle');
    expect(await recorder.locator('[data-slot="recorder-start"]').getAttribute('class')).toContain(
      'my-start',
    );
    const wizard = parts.locator('[data-slot="session-wizard"]');
    expect(await wizard.getAttribute('class')).toContain('my-session-wizard');
    expect(await wizard.locator('[data-slot="session-wizard-title"]').getAttribute('class')).toContain(
      'my-wizard-title',
    );
    expect(await wizard.locator('.my-step').count()).toBe(3);
    expect(await wizard.locator('[data-slot="session-wizard-step-item"][data-state="current"]').count()).toBe(
      1,
    );
    expect(await wizard.locator('[data-slot="session-wizard-next"]').getAttribute('class')).toContain(
      'my-next',
    );
    expect(await axeViolations('section[aria-label="Restyled parts"]')).toEqual([]);
  });

  it('keeps two auth stores on one page apart', async () => {
    await page.evaluate(() => {
      const { clinic } = (
        window as unknown as { rebond: { clinic: { getState(): { signIn(...args: unknown[]): void } } } }
      ).rebond;
      clinic.getState().signIn(
        {
          id: 'u1',
          username: 'ada',
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          role: 'coach',
        },
        { access_token: 'a', refresh_token: 'r' },
      );
    });
    await page.getByText('Clinic: Ada Lovelace').waitFor();
    expect(await page.locator('[data-app="Partner"]').textContent()).toBe('Partner: nobody');
    const stored = await page.evaluate(() => [
      localStorage.getItem('clinic-auth'),
      localStorage.getItem('partner-auth'),
    ]);
    expect(JSON.parse(stored[0] ?? '{}').state.user.name).toBe('Ada Lovelace');
    expect(stored[1]).toBeNull();
  });
});
