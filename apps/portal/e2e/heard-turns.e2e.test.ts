import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  newCoach,
  newDevice,
  productWithMicrophone,
  recordMessage,
  sessionWithAvatar,
  signUp,
} from './harness';

const SENTENCE = 'So you feel like you never get a break from her.';
const CORRECTED = 'What would you like to be different with your sister?';

const coach = newCoach();

const e2e = productWithMicrophone('heard-turns', SENTENCE, { wordsPerMinute: 150 });

const openQuestions = (page: Page) =>
  page.locator('[data-slot="scorecard-counts"] [data-code="open_question"] dd').textContent();

describe('the coach confirms what was heard', () => {
  it('shows a spoken turn not coded until corrected, then its code and the scorecard follow the correction; a French coach is told speech is heard in English and types instead', async () => {
    const { context, page } = await newDevice(e2e.browser, e2e.server.url);
    await signUp(page, coach);
    const { client, session } = await sessionWithAvatar(
      e2e.server,
      coach,
      `Noor ${coach.username.slice(-4)}`,
    );
    await page.goto(`/session/${session.id}`);
    await page.getByRole('heading', { name: /^Session with Noor/ }).waitFor();
    // Which languages are heard comes from the server's engine description, before recording.
    const health = await client.health.get();
    expect(health.engine.transcribe.languages).toBe('en');
    await page.getByText('Speech is recognised in: English.').waitFor();

    await recordMessage(page, 3);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The reply goes on at once; the spoken turn waits for the coach, not coded.
    await page.locator('[data-slot="conversation-turn"]').nth(1).waitFor({ timeout: 120_000 });
    const coachTurn = page.locator('[data-slot="conversation-turn"][data-role="user"]').first();
    await coachTurn.locator('[data-slot="skill-chip"][data-code="not_coded"]').waitFor();
    // Unsure words are underlined; a recogniser that gives no confidence at all says so instead.
    const unsureWords = await coachTurn.locator('[data-slot="unsure-word"]').count();
    const noConfidence = await coachTurn.getByText(/gives no word-by-word confidence/).count();
    expect(unsureWords + noConfidence).toBeGreaterThan(0);
    await page.locator('[data-slot="scorecard-counts"]').waitFor();
    expect(await openQuestions(page)).toBe('0');
    await e2e.shot(page, 'heard-01-not-coded');

    await coachTurn.getByRole('button', { name: 'Correct' }).click();
    await coachTurn.getByLabel('What you said').fill(CORRECTED);
    await coachTurn.getByRole('button', { name: 'Save' }).click();
    await coachTurn.locator('[data-slot="skill-chip"][data-code="open_question"]').waitFor();
    expect(await coachTurn.locator('[data-slot="heard-turn-text"]').textContent()).toBe(CORRECTED);
    await coachTurn.locator('[data-slot="heard-as"]').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-slot="scorecard-counts"] [data-code="open_question"] dd')
          ?.textContent === '1',
    );
    await e2e.shot(page, 'heard-02-corrected');
    expect(await axeViolations(page)).toEqual([]);
    const stored = await client.sessions.get(session.id);
    expect(stored.conversation[0]?.content).toBe(CORRECTED);
    expect(stored.conversation[0]?.heard?.text).not.toBe(CORRECTED);

    // The same coach in French: told before recording that only English is heard, and can type.
    const preferences = await client.users.preferences();
    await client.users.updatePreferences({ ...preferences, language: 'fr' });
    await page.reload();
    const notice = page.locator('[data-slot="speech-languages"]');
    await notice.getByText('La parole en français n’est pas reconnue ici').waitFor();
    expect(await notice.textContent()).toContain('qu’en anglais');
    await page.getByLabel('Ou tapez votre message').fill('Qu’aimeriez-vous changer ?');
    await page.getByRole('button', { name: 'Envoyer le message tapé' }).click();
    await page.locator('[data-slot="conversation-turn"]').nth(3).waitFor({ timeout: 120_000 });
    expect(await page.locator('[data-slot="conversation-turn"]').nth(2).textContent()).toContain(
      'Qu’aimeriez-vous changer ?',
    );
    await e2e.shot(page, 'heard-03-french-typed');
    await context.close();
  }, 300_000);
});
