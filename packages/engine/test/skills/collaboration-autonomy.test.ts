/** MITI 4.2.1's Seek Collaboration and Emphasize Autonomy: coded, evidenced and counted. */
import { SKILL_CODE_NAMES } from '@rebond/vocabulary';
import { describe, expect, it } from 'vitest';
import {
  createSkillCoder,
  type ScoredTurn,
  SKILL_CODES,
  scoreSession,
  toFiveClass,
} from '../../src/index.js';

const coder = createSkillCoder({ mode: 'local' });
const codeOf = async (text: string, previous_client: string) =>
  (await coder.code([{ text, previous_client }]))[0]!;

describe('seeking collaboration', () => {
  it.each([
    ['Would it be OK if we looked at that together?', 'I just keep going round in circles.'],
    ['What ideas do you have about making the evenings easier?', 'Evenings are the worst.'],
    ['how would you like to use our time today', 'I dunno, my wife made me come.'],
    ['you know yourself better than anyone so what might work', 'Nothing ever works for me.'],
  ])('codes "%s" as seek_collaboration, quoting the coach', async (text, previous_client) => {
    const coded = await codeOf(text, previous_client);
    expect(coded.code).toBe('seek_collaboration');
    expect(text.toLowerCase()).toContain(coded.evidence.toLowerCase());
  });

  it('leaves a plain open question and a request to share advice as questions', async () => {
    expect((await codeOf('What do you think would help?', 'Nothing helps.')).code).toBe('open_question');
    expect((await codeOf('Would it be okay if I shared an idea?', 'I keep failing.')).code).toBe(
      'closed_question',
    );
  });
});

describe('emphasising autonomy', () => {
  it.each([
    ["It's your call what, if anything, changes.", "I'm not sure I even want to stop."],
    ['only you can decide that', 'Should I leave him?'],
    ["you don't have to decide anything today", "I'm not ready to decide."],
  ])('codes "%s" as emphasize_autonomy', async (text, previous_client) => {
    expect((await codeOf(text, previous_client)).code).toBe('emphasize_autonomy');
  });

  it('leaves advice that names the choice as advice with permission, and a reflection as a reflection', async () => {
    const advice = await codeOf(
      "You could try cutting down at weekends, it's up to you.",
      'I drink most days.',
    );
    expect(advice).toMatchObject({ code: 'advice', with_permission: true });
    const reflection = await codeOf("you feel like it's not up to you anymore", 'Everyone decides for me.');
    expect(reflection.code).toMatch(/reflection$/);
    const question = await codeOf("It's up to you. What do you want to do?", 'I could go either way.');
    expect(question.code).toBe('open_question');
  });
});

describe('on the scorecard', () => {
  it('are codes of the shared vocabulary, counted, and "other" in the five-class scheme', () => {
    expect(SKILL_CODES).toBe(SKILL_CODE_NAMES);
    expect(toFiveClass('seek_collaboration')).toBe('other');
    expect(toFiveClass('emphasize_autonomy')).toBe('other');
    const turns: ScoredTurn[] = [
      { text: 'What ideas do you have?', code: 'seek_collaboration', evidence: 'What ideas do you have?' },
      { text: "It's your call.", code: 'emphasize_autonomy', evidence: "It's your call" },
      { text: 'Only you can decide.', code: 'emphasize_autonomy', evidence: 'Only you can decide' },
      { text: 'So you feel stuck.', code: 'simple_reflection', evidence: 'So you feel stuck' },
    ];
    const card = scoreSession(turns);
    expect(card.counts.seek_collaboration).toBe(1);
    expect(card.counts.emphasize_autonomy).toBe(2);
    // Neither is a question nor non-adherent.
    expect(card.questions).toBe(0);
    expect(card.nonAdherent.value).toBe(0);
  });
});
