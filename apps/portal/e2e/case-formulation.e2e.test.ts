import { readFileSync } from 'node:fs';
import { pollAvatarJob, RebondClient } from '@rebond/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  lookAt,
  newCoach,
  newDevice,
  PORTRAIT,
  type ProductServer,
  signUp,
  startProduct,
} from './harness';

const PROSE =
  'Tom, 55, a plumber. His son Jake, 19, dropped out of engineering last spring. Tom drinks four beers most nights since his brother died. His wife Sue sent him here.';

let server: ProductServer;
let browser: Browser;
const coach = newCoach();

beforeAll(async () => {
  [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = (page: Page, name: string) => lookAt(page, `${name}.png`, { fullPage: true });

describe('the coach reviews and edits the case formulation', () => {
  it('shows the formulation read from a prose profile, saves an edited fact from the form, and the reply uses it', async () => {
    const { context, page } = await newDevice(browser, server.url);
    await signUp(page, coach);
    const client = new RebondClient({ baseUrl: server.url });
    await client.auth.login({ username: coach.username, password: coach.password });
    const avatar = await client.avatars.createAvatar({ avatar_name: 'Tom', character_profile: PROSE });
    const photo = new Blob([readFileSync(PORTRAIT)], { type: 'image/png' });
    const job = await client.avatars.createEmotionalAvatars(avatar.id, photo, { fileName: 'astronaut.png' });
    await pollAvatarJob(client, job.job_id);

    await page.goto('/avatars');
    const section = page.locator('[data-slot="case-formulation"]');
    await section.getByRole('heading', { name: 'Case formulation' }).waitFor();
    await expect
      .poll(() => section.locator('[data-slot="formulation-who"]').textContent())
      .toBe('Tom, 55, male, plumber');
    const facts = section.locator('[data-slot="formulation-facts"] li');
    expect(await facts.allTextContents()).toContain(
      'I drink four beers most nights since my brother died (Once there is some trust; an amount)',
    );
    expect(await section.locator('[data-slot="formulation-stage"]').textContent()).toBe('Precontemplation');
    await shot(page, 'formulation-01-read');

    // The form, by keyboard: every control is reached by its label.
    await section.getByRole('button', { name: 'Edit the formulation' }).click();
    const form = section.getByRole('form', { name: 'Edit the formulation' });
    const beer = form.getByLabel('Fact 2', { exact: true });
    expect(await beer.inputValue()).toBe('I drink four beers most nights since my brother died');
    await beer.fill('I drink nine pints of cider every Friday');
    await form.getByLabel('When fact 2 is told').selectOption({ label: 'To anyone' });
    // A fact the coach does not want is removed with its own button.
    const factInputs = form.getByRole('textbox', { name: /^Fact \d+$/ });
    const before = await factInputs.count();
    expect(before).toBeGreaterThan(2);
    await form.getByRole('button', { name: `Remove fact ${before}` }).click();
    expect(await factInputs.count()).toBe(before - 1);
    expect(await axeViolations(page, '[data-slot="case-formulation"]')).toEqual([]);
    await shot(page, 'formulation-02-editing');
    await beer.focus();
    await page.keyboard.press('Enter');

    await section.getByText('Saved. The next replies speak from this formulation.').waitFor();
    expect(await section.getByText('Edited by you').count()).toBe(1);
    expect(await facts.allTextContents()).toContain(
      'I drink nine pints of cider every Friday (To anyone; an amount)',
    );
    expect(await facts.count()).toBe(before - 1);
    await shot(page, 'formulation-03-saved');

    // Editing the profile now would read the formulation afresh: the dialog says so before Save.
    await page.getByRole('article', { name: 'Tom' }).getByRole('button', { name: 'Edit' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Tom' });
    await profile.getByText(/replaces your edits/).waitFor();
    const saveProfile = profile.getByRole('button', { name: 'Save' });
    expect(await saveProfile.isDisabled()).toBe(true);
    await profile.getByRole('checkbox', { name: 'Replace my edits to the case formulation' }).click();
    expect(await saveProfile.isEnabled()).toBe(true);
    await shot(page, 'formulation-03b-profile-warns');
    await profile.getByRole('button', { name: 'Cancel' }).click();
    expect(await section.getByText('Edited by you').count()).toBe(1);

    // A reply of a session with the avatar speaks from the edited fact.
    const session = await client.sessions.create({ avatar_id: avatar.id });
    await client.videos.createFromText(session.id, 'How much do you drink in a week?');
    await page.goto(`/session/${session.id}`);
    const reply = page.locator('[data-slot="conversation-turn"]').nth(1);
    await reply.waitFor({ timeout: 150_000 });
    expect(await reply.textContent()).toMatch(/nine pints of cider every Friday/);
    await shot(page, 'formulation-04-reply');
    await context.close();
  }, 300_000);
});
