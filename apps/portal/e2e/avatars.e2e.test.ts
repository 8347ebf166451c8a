import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  newCoach,
  newDevice,
  playMuted,
  productWithMicrophone,
  recordFor,
  signUp,
} from './harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORTRAIT = path.resolve(repoRoot, 'test/fixtures/images/astronaut.png');
const CAT = path.resolve(repoRoot, 'test/fixtures/images/chelsea.png');

/** What the coach says into the fake microphone for the voice sample. */
const VOICE_SAMPLE =
  'Hello, my name is Anna. I am recording a short sample so that my avatar can speak with my voice. Thank you for listening.';

const e2e = productWithMicrophone('avatars', VOICE_SAMPLE);

const wizard = (page: Page) => page.locator('[data-slot="avatar-wizard"]');
const continueButton = (page: Page) => wizard(page).getByRole('button', { name: 'Continue' });

async function atStep(page: Page, step: number) {
  await page.locator(`[data-slot="avatar-wizard"][data-step="${step}"]`).waitFor();
}

async function detailsAndPicture(page: Page, name: string, picture: string) {
  await page.getByRole('tab', { name: 'Create Avatar' }).click();
  await atStep(page, 1);
  expect(await continueButton(page).isDisabled()).toBe(true);
  expect(await page.locator('[data-slot="avatar-wizard-blocker"]').textContent()).toBe(
    'Please enter an avatar name',
  );
  await e2e.shot(page, '1-details');
  await page.getByLabel(/^Avatar Name/).fill(name);
  await continueButton(page).click();
  await atStep(page, 2);
  expect(await continueButton(page).isDisabled()).toBe(true);
  await page.getByLabel('Choose a picture').setInputFiles(picture);
  await page.locator('[data-slot="avatar-picture-preview"] img').waitFor();
}

async function characterFromTemplate(page: Page, template: string) {
  await atStep(page, 4);
  await page.getByRole('button', { name: `Use template: ${template}` }).click();
  const state = page.locator('[data-profile-state]');
  expect(await state.textContent()).toBe('Profile Pending');
  expect(await wizard(page).getByRole('button', { name: 'Create Avatar' }).isDisabled()).toBe(true);
  await page.getByLabel(/^Talking language/).fill('English');
  expect(await state.textContent()).toBe('Profile Complete');
}

async function waitForSuccess(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Avatar Created Successfully!' });
  await dialog.waitFor({ timeout: 60_000 });
  expect(await page.locator('[data-slot="avatar-overall-percent"]').textContent()).toBe('100%');
  return dialog;
}

describe('a new coach creates an avatar', () => {
  it('from the portrait with a recorded voice, manages it in the avatars tab, edits and deletes it', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    await signUp(page, newCoach());
    await detailsAndPicture(page, 'Anna', PORTRAIT);
    expect(await page.getByText('1 of 1 picture chosen').count()).toBe(1);
    await e2e.shot(page, '2-pictures');
    await continueButton(page).click();
    await atStep(page, 3);

    // A reload in the same tab keeps the draft (session storage): back on step 3 with the avatar.
    const avatarIdPrefix = await page.locator('[data-slot="avatar-id-prefix"]').textContent();
    expect(avatarIdPrefix).toMatch(/^[0-9a-f]{8}$/);
    await page.reload();
    await page.getByRole('tab', { name: 'Create Avatar' }).click();
    await atStep(page, 3);
    expect(await page.locator('[data-slot="avatar-id-prefix"]').textContent()).toBe(avatarIdPrefix);
    // A fresh visit (another tab: its own session storage) starts at step 1.
    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard/coach');
    await otherTab.getByRole('tab', { name: 'Create Avatar' }).click();
    await atStep(otherTab, 1);
    await otherTab.close();

    // Upload is the default option: Continue without a file asks, as Record does.
    await continueButton(page).click();
    const noVoice = page.getByRole('alertdialog', { name: 'Continue without a voice?' });
    await noVoice.getByRole('button', { name: 'Stay on this step' }).click();
    await atStep(page, 3);
    await page.getByRole('radio', { name: /Record/ }).check();
    await recordFor(page, 3);
    await page.getByText('Recording ready: recording.wav').waitFor();
    await e2e.shot(page, '3-voice-recorded');
    expect((await axeViolations(page)).join('\n')).toBe('');
    await continueButton(page).click();

    await characterFromTemplate(page, 'Calm New Client');
    await e2e.shot(page, '4-character');
    await wizard(page).getByRole('button', { name: 'Create Avatar' }).click();
    await atStep(page, 5);
    await e2e.shot(page, '5-monitor');
    const success = await waitForSuccess(page);
    expect(await success.locator('[data-slot="avatar-voice-id"]').textContent()).toMatch(/\S/);
    expect(await success.locator('[data-slot="avatar-variants"] img').count()).toBe(7);
    expect(await success.getByText('Next steps').count()).toBe(1);
    expect(await page.locator('[data-slot="avatar-job"][data-job="voice"]').getAttribute('data-status')).toBe(
      'completed',
    );
    await e2e.shot(page, '5-success-dialog');
    expect((await axeViolations(page, '[role=dialog]')).join('\n')).toBe('');
    await success.getByRole('button', { name: 'View Avatars' }).click();

    // The avatars tab: one active avatar with its profile preview.
    const card = page.locator('[data-slot="avatar-card"]').filter({ hasText: 'Anna' });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('active');
    expect(await page.locator('[data-stat="active"]').textContent()).toContain('1');
    expect(await card.getByRole('button', { name: 'Start Session' }).isDisabled()).toBe(false);
    const preview = await card.locator('[data-slot="avatar-card-profile"]').textContent();
    expect(preview?.startsWith('Elena (35)')).toBe(true);
    expect(preview?.length).toBeLessThanOrEqual(103);
    await e2e.shot(page, '6-avatars-tab');
    expect((await axeViolations(page)).join('\n')).toBe('');

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Anna' });
    expect(await details.locator('pre').textContent()).toContain('"talking_language": "English"');
    expect(await details.locator('.rb-avatar-variants img').count()).toBe(7);
    await e2e.shot(page, '6-details-dialog');
    await details.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Anna' });
    const profile = edit.getByLabel('Character profile');
    expect(await profile.getAttribute('rows')).toBe('12');
    await profile.fill('   ');
    expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await profile.fill('A calm accountant who rarely talks about feelings.');
    await e2e.shot(page, '7-edit-dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    expect(await card.locator('[data-slot="avatar-card-profile"]').textContent()).toBe(
      'A calm accountant who rarely talks about feelings.',
    );

    // Start Session opens create-session with the avatar preselected.
    await card.getByRole('button', { name: 'Start Session' }).click();
    expect(await page.getByRole('tab', { name: 'Create Session' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('radio', { name: /Anna/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Anna/ }).isChecked()).toBe(true);

    // The /avatars page shows the same avatars.
    await page.goto('/avatars');
    const pageCard = page.locator('[data-slot="avatar-card"]').filter({ hasText: 'Anna' });
    await pageCard.waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Your Avatars' }).count()).toBe(1);
    expect(await pageCard.getAttribute('data-status')).toBe('active');
    expect((await axeViolations(page)).join('\n')).toBe('');
    await page.goto('/dashboard/coach');
    await page.getByRole('tab', { name: 'Avatars' }).click();

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Anna?' });
    await e2e.shot(page, '8-delete-dialog');
    await confirm.getByRole('button', { name: 'Delete Avatar' }).click();
    await page.getByText("You haven't created any avatars yet.").waitFor();
    expect(await page.locator('[data-slot="avatar-card"]').count()).toBe(0);
    await context.close();
  });

  it('with a voice generated from a description: plays a preview and picks it', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    await signUp(page, newCoach());
    await detailsAndPicture(page, 'Marcus', PORTRAIT);
    await continueButton(page).click();
    await atStep(page, 3);
    await page.getByRole('radio', { name: /Generate/ }).check();
    await page.getByLabel('Voice description').fill('A calm older man with a low, gentle voice');
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Previews' }).click();
    const previews = page.locator('[data-slot="avatar-voice-previews"] audio');
    await previews.nth(2).waitFor({ timeout: 60_000 });
    expect(await previews.count()).toBe(3);

    // Without a choice the step says so.
    await continueButton(page).click();
    await page.getByText('Please select a voice preview.').waitFor();

    const played = await playMuted(previews.nth(1));
    expect(played.time).toBeGreaterThan(0);
    expect(played.duration).toBeGreaterThan(0.5);
    await page.getByRole('radio', { name: 'Preview 2' }).check();
    await e2e.shot(page, '3-voice-generated');
    expect((await axeViolations(page)).join('\n')).toBe('');
    await continueButton(page).click();

    await characterFromTemplate(page, 'Frustrated Colleague');
    await wizard(page).getByRole('button', { name: 'Create Avatar' }).click();
    const success = await waitForSuccess(page);
    expect(await success.locator('[data-slot="avatar-voice-id"]').textContent()).toMatch(/\S/);
    await context.close();
  });

  it('from a photo of a cat fails on the picture step with the tips, and Upload Again with the portrait succeeds', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    await signUp(page, newCoach());
    await detailsAndPicture(page, 'Chelsea', CAT);
    await continueButton(page).click();

    // The refused photo shows in the main panel at once: the coach stays on the picture step.
    const failure = page.locator('[data-slot="avatar-wizard-main"] [data-slot="avatar-photo-failure"]');
    await failure.waitFor({ timeout: 60_000 });
    await atStep(page, 2);
    const text = (await failure.textContent()) ?? '';
    expect(text).toContain('This photo could not be used');
    expect(text).toContain('No face was found in the photo.');
    for (const tip of [
      'Use a high-quality, well-lit photo.',
      'The face should be frontal and clearly visible.',
      'No sunglasses or face coverings.',
      'Only one person in the photo.',
    ]) {
      expect(text).toContain(tip);
    }
    await e2e.shot(page, '5-photo-failure');
    expect((await axeViolations(page)).join('\n')).toBe('');
    await failure.getByRole('button', { name: 'Upload Again' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    await page.getByLabel('Choose a picture').setInputFiles(PORTRAIT);
    await continueButton(page).click();
    await atStep(page, 3);
    await page.getByRole('radio', { name: /Record/ }).check();
    await continueButton(page).click();
    await page
      .getByRole('alertdialog', { name: 'Continue without a voice?' })
      .getByRole('button', { name: 'Continue without voice' })
      .click();
    await atStep(page, 4);
    await characterFromTemplate(page, 'Defensive Teenager');
    await wizard(page).getByRole('button', { name: 'Create Avatar' }).click();
    const success = await waitForSuccess(page);
    expect(await success.textContent()).toContain('No voice');
    await context.close();
  });
});
