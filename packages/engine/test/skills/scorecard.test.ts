import { LOCALES } from '@rebond/vocabulary';
import { describe, expect, it } from 'vitest';
import {
  createSkillCoder,
  echoClient,
  formatSkillMessage,
  type ScoredTurn,
  SKILL_MESSAGES,
  scoreSession,
  talkTime,
} from '../../src/index.js';

const turn = (code: ScoredTurn['code'], text: string, extra: Partial<ScoredTurn> = {}): ScoredTurn => ({
  code,
  text,
  evidence: text,
  ...extra,
});

describe('talk time', () => {
  it("gives the coach's share of the speaking time", () => {
    expect(talkTime({ coach: [10, 5], avatar: [20, 5] })).toEqual({
      coachS: 15,
      avatarS: 25,
      coachShare: 15 / 40,
    });
  });

  it('counts failed measurements as silence and has no share when nobody spoke', () => {
    expect(talkTime({ coach: [Number.NaN, -3, 4], avatar: [Number.POSITIVE_INFINITY, 4] }).coachShare).toBe(
      0.5,
    );
    expect(talkTime({ coach: [], avatar: [0] }).coachShare).toBeNull();
  });
});

describe('the scorecard, given a session coded by hand', () => {
  const session: ScoredTurn[] = [
    turn('open_question', 'What brings you here?'),
    turn('simple_reflection', 'You drink most nights.'),
    turn('complex_reflection', "Part of you wonders if it's become a habit."),
    turn('complex_reflection', "You're worried what your daughter sees."),
    turn('simple_reflection', 'Weekends are the hardest.'),
    turn('closed_question', 'Did you drink yesterday?'),
    turn('affirmation', 'Telling me that took honesty.'),
    turn('advice', 'You should cut down.', { with_permission: false }),
    turn('advice', 'One idea is alcohol-free weekdays.', { with_permission: true }),
    turn('confront', "That's not true."),
    turn('giving_information', 'The guideline is fourteen units a week.'),
    turn('other', 'Mm-hmm.'),
  ];

  it('computes the MITI summary scores and their bands', () => {
    const card = scoreSession(session, { talkTime: { coach: [30], avatar: [70] } });
    expect(card.turns).toBe(12);
    expect(card.reflections).toBe(4);
    expect(card.questions).toBe(2);
    // R:Q 4/2 = 2 -> good (fair from 1, good from 2).
    expect(card.reflectionToQuestion).toEqual({ value: 2, band: 'good', fair: 1, good: 2 });
    // %CR 2/4 = 0.5 -> good (fair from 0.4, good from 0.5).
    expect(card.percentComplexReflections).toEqual({ value: 0.5, band: 'good', fair: 0.4, good: 0.5 });
    // %OQ 1/2 = 0.5 -> fair (fair from 0.5, good from 0.7).
    expect(card.percentOpenQuestions).toEqual({ value: 0.5, band: 'fair', fair: 0.5, good: 0.7 });
    expect(card.affirmations).toBe(1);
    expect(card.adviceWithoutPermission).toBe(1);
    expect(card.adviceWithPermission).toBe(1);
    expect(card.confrontations).toBe(1);
    expect(card.counts.giving_information).toBe(1);
    expect(card.counts.other).toBe(1);
    expect(card.coachTalkShare).toEqual({ value: 0.3, band: null, coachS: 30, avatarS: 70 });
  });

  it('puts the figures just under a threshold in the band below', () => {
    const card = scoreSession([
      turn('simple_reflection', 'a'),
      turn('simple_reflection', 'b'),
      turn('complex_reflection', 'c'),
      turn('open_question', 'd'),
      turn('closed_question', 'e'),
      turn('closed_question', 'f'),
      turn('closed_question', 'g'),
    ]);
    expect(card.reflectionToQuestion.value).toBeCloseTo(0.75);
    expect(card.reflectionToQuestion.band).toBe('below_fair');
    expect(card.percentComplexReflections.value).toBeCloseTo(1 / 3);
    expect(card.percentComplexReflections.band).toBe('below_fair');
    expect(card.percentOpenQuestions.band).toBe('below_fair');
  });

  it('rates reflections without any question as good and leaves figures without data unrated', () => {
    const card = scoreSession([turn('complex_reflection', 'You want things to change.')]);
    expect(card.reflectionToQuestion).toMatchObject({ value: null, band: 'good' });
    expect(card.percentOpenQuestions).toMatchObject({ value: null, band: null });
    expect(card.coachTalkShare.value).toBeNull();
  });

  it('has an empty debrief for an empty session', () => {
    const card = scoreSession([], { locale: 'de' });
    expect(card.debrief.suggestions).toEqual([]);
    expect(card.debrief.summary).toBe(SKILL_MESSAGES.de.summary_empty);
  });
});

describe('the debrief, given a session that went wrong after the client got angry', () => {
  const turns = [
    { text: 'How was your week?', previous_client: 'Hi.' },
    { text: 'Did you drink?', previous_client: "I'm sick of everyone being on my case about it!" },
    { text: 'How many?', previous_client: 'A few.' },
    { text: 'Was it on Saturday?', previous_client: 'Five or six.' },
    { text: 'Did your wife see you?', previous_client: 'Yeah, Saturday.' },
    { text: 'You need to stop drinking.', previous_client: 'She always sees me.' },
  ];

  it('gives two concrete suggestions quoted from the session', async () => {
    const codes = await createSkillCoder({ mode: 'local' }).code(turns);
    const card = scoreSession(
      turns.map((t, i) => ({ ...t, ...codes[i]! })),
      { locale: 'en' },
    );
    const [first, second] = card.debrief.suggestions;
    expect(card.debrief.suggestions).toHaveLength(2);
    expect(first!.kind).toBe('closed_run');
    expect(first!.turn).toBe(1);
    expect(first!.text).toContain('4 closed questions in a row');
    expect(first!.text).toContain("('Did you drink?')");
    // The example reflection turns the client's own words round.
    expect(first!.text).toContain("you're sick of everyone being on your case about it");
    expect(second!.kind).toBe('advice_without_permission');
    expect(second!.quote).toBe('You need to stop drinking');
    expect(card.debrief.summary).toMatch(/^Reflections: 0, questions: 5/);
  });

  it('speaks French, Spanish and German from the catalogue, keeping the quotes', async () => {
    const codes = await createSkillCoder({ mode: 'local' }).code(turns);
    const scored = turns.map((t, i) => ({ ...t, ...codes[i]! }));
    const texts = LOCALES.map((locale) => scoreSession(scored, { locale }).debrief);
    expect(new Set(texts.map((d) => d.summary)).size).toBe(4);
    for (const d of texts) expect(d.suggestions[0]!.text).toContain('Did you drink?');
    expect(texts[1]!.suggestions[0]!.text).toMatch(/questions fermées d'affilée/);
    expect(texts[2]!.suggestions[0]!.text).toMatch(/preguntas cerradas seguidas/);
    expect(texts[3]!.suggestions[0]!.text).toMatch(/geschlossene Fragen hintereinander/);
  });
});

describe('the debrief, given a session that went well', () => {
  it('names what to keep doing, quoting it', () => {
    const card = scoreSession([
      turn('open_question', 'What matters most to you about this?'),
      turn('complex_reflection', 'You want your kids to be proud of you.'),
      turn('complex_reflection', "Part of you is ready, and part of you isn't sure."),
      turn('affirmation', "You've thought hard about this."),
    ]);
    expect(card.debrief.suggestions.map((s) => s.kind)).toEqual(['keep_complex', 'keep_open']);
    expect(card.debrief.suggestions[0]!.text).toContain("'You want your kids to be proud of you.'");
  });

  it('warns when the coach talked most of the time', () => {
    const card = scoreSession([turn('complex_reflection', 'It matters to you.')], {
      talkTime: { coach: [80], avatar: [20] },
      locale: 'fr',
    });
    expect(card.debrief.suggestions[0]!.kind).toBe('talk_time');
    // French puts a narrow no-break space before the percent sign.
    expect(card.debrief.suggestions[0]!.text).toMatch(/parlé 80\s%/);
  });
});

describe('the message catalogue', () => {
  it('has every key in every language, with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(SKILL_MESSAGES.en) as (keyof typeof SKILL_MESSAGES.en)[]) {
      for (const locale of LOCALES) {
        expect(SKILL_MESSAGES[locale][key], `${locale}.${key}`).toBeTruthy();
        expect(placeholders(SKILL_MESSAGES[locale][key]), `${locale}.${key}`).toEqual(
          placeholders(SKILL_MESSAGES.en[key]),
        );
      }
    }
  });

  it('falls back to English for an unknown locale', () => {
    expect(formatSkillMessage('it', 'band_good')).toBe('good');
  });
});

describe('echoing the client', () => {
  it('turns pronouns round and keeps the first clause', () => {
    expect(echoClient("Well, I'm tired of my boss. He never listens.")).toBe("you're tired of your boss");
    expect(echoClient('You never listen to me')).toBe('I never listen to you');
    expect(echoClient('   ')).toBeNull();
  });
});

describe('the debrief, given a client who speaks in fragments', () => {
  // Questions straight after answers that are no sentence to give back: "I know.", "Yeah, you know, like...".
  const session: ScoredTurn[] = [
    turn('closed_question', 'Do you drink at weekends?', { previous_client: 'I know.' }),
    turn('closed_question', 'Is it every weekend?', { previous_client: 'Yeah, you know, like...' }),
    turn('open_question', 'What happens then?', { previous_client: 'I mean, I guess so, you know.' }),
    turn('closed_question', 'Did you go out on Friday?', { previous_client: 'Um. Whatever.' }),
    turn('simple_reflection', 'You went out.', { previous_client: 'I know, I know.' }),
  ];

  it('never builds a suggestion from a fragment, in any language', () => {
    for (const locale of LOCALES) {
      const card = scoreSession(session, { locale });
      expect(card.debrief.suggestions.length).toBe(2);
      for (const s of card.debrief.suggestions) {
        expect(s.text, `${locale}: ${s.text}`).not.toMatch(/\b(?:So|Donc|Entonces|Also) (?:you|I) know\b/);
        expect(s.text, `${locale}: ${s.text}`).not.toMatch(/you know|I guess|whatever/i);
      }
    }
  });

  it('echoes only a clause with a subject and something said, fillers dropped', () => {
    expect(echoClient('I know.')).toBeNull();
    expect(echoClient('Yeah, you know, like...')).toBeNull();
    expect(echoClient('What should I do?')).toBeNull();
    expect(echoClient('I know. My boss is always on my back, you know.')).toBe(
      'your boss is always on your back',
    );
    expect(echoClient('Um, so, I drink at weekends, but only a few.')).toBe(
      'you drink at weekends, but only a few',
    );
    expect(echoClient('*sighs* I just miss her.')).toBe('you just miss her');
  });

  it('quotes the English client only in an English debrief, and a sentence of its own language otherwise', () => {
    const asked: ScoredTurn[] = [
      turn('closed_question', 'Do you drink at weekends?', { previous_client: "I'm worried about my job." }),
      turn('closed_question', 'Is it every weekend?', { previous_client: 'Most weekends, yes.' }),
      turn('closed_question', 'Did you go out on Friday?', { previous_client: 'Yes.' }),
    ];
    expect(scoreSession(asked).debrief.suggestions[0]!.text).toContain("you're worried about your job");
    const fr = scoreSession(asked, { locale: 'fr' }).debrief.suggestions[0]!.text;
    expect(fr).not.toContain('worried');
    expect(fr).toContain(SKILL_MESSAGES.fr.echo_generic);
  });
});

describe('the scorecard, given a confrontational session', () => {
  // Good R:Q, all reflections complex, all questions open: and three confrontations.
  const session: ScoredTurn[] = [
    turn('open_question', 'What brings you here?'),
    turn('complex_reflection', "You're fed up with being watched."),
    turn('confront', 'You are making excuses, and you know it.'),
    turn('complex_reflection', 'Part of you wants to stop.'),
    turn('confront', 'Face it, you are an alcoholic.'),
    turn('advice', 'You must stop drinking.', { with_permission: false }),
  ];

  it('is never good overall, and shows the non-adherent count with its own band (fewer is better)', () => {
    const card = scoreSession(session);
    expect(card.reflectionToQuestion.band).toBe('good');
    expect(card.percentComplexReflections.band).toBe('good');
    expect(card.percentOpenQuestions.band).toBe('good');
    expect(card.nonAdherent).toEqual({ value: 3, band: 'below_fair', fair: 1, good: 0, lowerIsBetter: true });
    expect(card.overall).toBe('below_fair');
    expect(scoreSession(session.slice(0, 3)).overall).toBe('fair');
    expect(scoreSession(session.filter((t) => t.code !== 'confront' && t.code !== 'advice')).overall).toBe(
      'good',
    );
  });

  it('says so in the summary, which agrees with the figures, and leads with the confrontation', () => {
    const card = scoreSession(session);
    expect(card.debrief.summary).toContain('Confrontations: 2, advice without permission: 1 (below fair');
    expect(card.debrief.summary).toMatch(/Overall: below fair\.$/);
    expect(card.debrief.suggestions[0]!.kind).toBe('confront');
    expect(scoreSession(session, { locale: 'de' }).debrief.summary).toMatch(
      /Insgesamt: unter der Schwelle\.$/,
    );
  });
});
