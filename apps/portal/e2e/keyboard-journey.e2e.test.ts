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
  PORTRAIT,
  type ProductServer,
  SCREENSHOTS,
  signUp,
  startProduct,
} from './harness';

/** The page at 1280 px, then at phone width (375 px), back to 1280. */
async function shots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await lookAt(page, `${name}-1280.png`);
  await page.setViewportSize({ width: 375, height: 740 });
  await lookAt(page, `${name}-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
}

let server: ProductServer;
let browser: Browser;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'rebond-keys-'));
  const wav = makeSpeechWav(workDir, 'I keep putting off the call to my sister.', 150);
  [server, browser] = await Promise.all([startProduct(), launchBrowserWithMicrophone(wav)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/**
 * The keyboard, counted. Navigation presses (Tab, Enter, shortcuts: every `keyboard.press`) are
 * counted apart from the characters typed into text fields (`keyboard.type`, one per character):
 * the characters are what the coach has to say whatever the interface, the presses are what the
 * interface costs.
 */
class Keys {
  presses = 0;
  characters = 0;
  /** Actions after which focus stayed on `<body>`. */
  lost: string[] = [];
  /** What each action cost, said when the count is over. */
  steps: string[] = [];
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.characters += text.length;
    await this.page.keyboard.type(text);
  }

  /** `role:name` of the focused element, the way the test finds what it needs. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return 'body';
      const checkable = element instanceof HTMLInputElement && ['radio', 'checkbox'].includes(element.type);
      const role =
        element.getAttribute('role') ??
        (checkable ? (element as HTMLInputElement).type : null) ??
        (
          {
            BUTTON: 'button',
            A: 'link',
            INPUT: 'textbox',
            TEXTAREA: 'textbox',
            H1: 'heading',
            H2: 'heading',
          } as Record<string, string>
        )[element.tagName] ??
        element.tagName.toLowerCase();
      const labelled = element.getAttribute('aria-labelledby');
      const name =
        element.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : null) ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      const type = element instanceof HTMLInputElement && !checkable ? `[${element.type}]` : '';
      return `${role}${type}:${name.replace(/\s+/g, ' ').trim()}`;
    });
  }

  /** Presses Tab until the focused element matches (at most `max` times). */
  async tabTo(target: RegExp, max = 60) {
    const passed: string[] = [];
    for (let count = 0; count <= max; count += 1) {
      const focused = await this.focused();
      if (target.test(focused)) {
        if (passed.length > 6) this.steps.push(`  Tab passed ${passed.join(' | ')}`);
        return;
      }
      passed.push(focused.slice(0, 40));
      await this.press('Tab');
    }
    throw new Error(`${target} not reached by Tab; focus is on ${await this.focused()}`);
  }

  /** After an action: focus must land somewhere other than `<body>` (given a moment to arrive). */
  async focusKept(action: string): Promise<string> {
    await this.page
      .waitForFunction(() => document.activeElement && document.activeElement !== document.body, undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    const focused = await this.focused();
    if (focused === 'body') this.lost.push(action);
    this.steps.push(`${action}: ${this.presses} presses, focus on ${focused}`);
    return focused;
  }
}

describe('keyboard only', () => {
  it('goes from sign-in to a sent recording within 40 presses, focus never left on <body>', async () => {
    const coach = newCoach();
    // The coach signed up (and agreed to the platform terms) on another device.
    const signedUp = await newDevice(browser, server.url);
    await signUp(signedUp.page, coach);
    await signedUp.context.close();

    const { context, page } = await newDevice(browser, server.url);
    const keys = new Keys(page);
    // The file chooser the keyboard opens gets the portrait (listened for from the start: asking
    // for it at the keypress races the browser's interception).
    page.on('filechooser', (chooser) => void chooser.setFiles(PORTRAIT));

    // Sign in.
    await page.goto('/login');
    await page.getByLabel('Email or Username').waitFor();
    await keys.tabTo(/^textbox\[text\]:Email or Username/);
    await keys.type(coach.username);
    await keys.tabTo(/^textbox\[password\]:Password/);
    await keys.type(coach.password);
    await keys.press('Enter');
    await page.waitForURL('**/dashboard/coach');
    await page
      .locator('[data-slot="dashboard-main"] h1:focus')
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await keys.focusKept('sign in');

    // The Create Avatar quick action, once the overview is shown.
    await page.getByRole('navigation', { name: 'Quick actions' }).waitFor();
    await keys.tabTo(/^button:Create Avatar$/);
    await keys.press('Enter');
    await page.locator('[data-slot="avatar-wizard"]').waitFor();
    await keys.focusKept('quick action Create Avatar');

    // Step 1: the name.
    await keys.tabTo(/^textbox\[text\]:Avatar Name/);
    await keys.type('Ines');
    // Enter in a field submits the step, as in any form.
    await keys.press('Enter');
    await page.locator('[data-slot="avatar-wizard"][data-step="2"]').waitFor();
    await keys.focusKept('step 1 Continue');

    // Step 2: the picture, through the file chooser the keyboard opens.
    await keys.tabTo(/^textbox\[file\]:/);
    await keys.press('Space');
    await page.getByText('1 of 1 picture chosen').waitFor();
    await keys.focusKept('picture chosen');
    await keys.tabTo(/^button:Continue$/);
    await keys.press('Enter');
    await page.locator('[data-slot="avatar-wizard"][data-step="3"]').waitFor({ timeout: 60_000 });
    await keys.focusKept('step 2 Continue');

    // Step 3: no voice of its own (the avatar speaks in a voice chosen for its character).
    await keys.tabTo(/^button:Continue$/);
    await keys.press('Enter');
    await page.getByRole('alertdialog', { name: 'Continue without a voice?' }).waitFor();
    await keys.tabTo(/^button:Continue without voice$/);
    await keys.press('Enter');
    await page.locator('[data-slot="avatar-wizard"][data-step="4"]').waitFor();
    await keys.focusKept('step 3 Continue without voice');

    // Step 4: a template fills the character; the language is typed.
    await keys.tabTo(/^button:Use template:/);
    await keys.press('Enter');
    await keys.focusKept('template');
    await keys.tabTo(/^textbox\[text\]:Talking language/);
    await keys.type('English');
    await keys.press('Enter');
    const success = page.getByRole('dialog', { name: 'Avatar Created Successfully!' });
    await success.waitFor({ timeout: 120_000 });
    await keys.focusKept('Create Avatar');
    await shots(page, 'keyboard-00-avatar-created');

    // Start Session, the success dialog's next step: a session with the new avatar, on Create Video.
    await keys.tabTo(/^button:Start Session$/);
    await keys.press('Enter');
    await page.waitForURL('**/create-video');
    await page.getByRole('button', { name: 'Start Recording' }).waitFor();
    await keys.focusKept('Start Session');
    await shots(page, 'keyboard-00b-create-video');

    // Record: the shortcut (Alt+R) starts, focus follows from the heading to Stop; Alt+R stops,
    // focus follows to Send; the other shortcut (Control+Enter) sends.
    expect(
      await page.getByRole('button', { name: 'Start Recording' }).getAttribute('aria-keyshortcuts'),
    ).toBe('Alt+R');
    await keys.press('Alt+R');
    await page.getByRole('timer').filter({ hasText: '00:03' }).waitFor({ timeout: 15_000 });
    expect(await keys.focusKept('start recording')).toMatch(/^button:Stop/);
    await keys.press('Alt+R');
    await page.getByText(/^Recording Complete \(00:0\d\)$/).waitFor();
    expect(await keys.focusKept('stop recording')).toMatch(/^button:Send Message/);
    expect(await page.getByRole('button', { name: 'Send Message' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Enter',
    );
    await shots(page, 'keyboard-01-recorded');
    await keys.press('Control+Enter');
    await keys.focusKept('send');
    await page.locator('[data-slot="create-video-done"]').waitFor({ timeout: 120_000 });
    await keys.focusKept('reply ready');
    await shots(page, 'keyboard-02-sent');

    expect(keys.lost).toEqual([]);
    expect(keys.presses, keys.steps.join('\n')).toBeLessThanOrEqual(40);
    console.log(`keyboard journey: ${keys.presses} presses, ${keys.characters} characters typed`);
    await context.close();
  });
});
