import type { Scorecard, SkillTrendPoint } from '@rebond/sdk';

const SESSION_ID = '5d2c7a10-8f3e-4b61-9c2d-1a2b3c4d5e6f';

/** A four-turn session: two closed questions, two reflections (R:Q 1, fair). */
export const scorecardFixture: Scorecard = {
  source: 'session',
  id: SESSION_ID,
  locale: 'en',
  turns: [
    {
      index: 0,
      text: 'Did you go to the dinner?',
      previous_client: null,
      code: 'closed_question',
      evidence: 'Did you',
    },
    {
      index: 1,
      text: "It sounds like you're exhausted and stretched thin.",
      previous_client: 'No. I was too tired after my shift.',
      code: 'complex_reflection',
      evidence: 'It sounds like',
    },
    {
      index: 2,
      text: 'Are you angry with your brother?',
      previous_client: 'Yes. Nobody sees how much I do.',
      code: 'closed_question',
      evidence: 'Are you',
    },
    {
      index: 3,
      text: 'You feel alone with it.',
      previous_client: 'Of course I am.',
      code: 'simple_reflection',
      evidence: 'You feel',
    },
  ],
  counts: {
    open_question: 0,
    closed_question: 2,
    simple_reflection: 1,
    complex_reflection: 1,
    affirmation: 0,
    seek_collaboration: 0,
    emphasize_autonomy: 0,
    giving_information: 0,
    advice: 0,
    confront: 0,
    other: 0,
  },
  reflections: 2,
  questions: 2,
  reflection_to_question: { value: 1, band: 'fair', fair: 1, good: 2 },
  percent_complex_reflections: { value: 0.5, band: 'good', fair: 0.4, good: 0.5 },
  percent_open_questions: { value: 0, band: 'below_fair', fair: 0.5, good: 0.7 },
  affirmations: 0,
  advice_without_permission: 0,
  advice_with_permission: 0,
  confrontations: 0,
  non_adherent: { value: 0, band: 'good', fair: 1, good: 0, lower_is_better: true },
  overall_band: 'below_fair',
  coach_talk_share: { value: 0.42, coach_seconds: 8.4, avatar_seconds: 11.6, measured: 'estimated' },
  debrief: {
    locale: 'en',
    summary: '2 reflections for 2 questions: R:Q 1.0 (fair). 1 complex reflection.',
    suggestions: [
      {
        kind: 'low_open',
        turn: 0,
        quote: 'Did you',
        text: 'Both questions were closed. Try "What was the dinner like for you?"',
      },
      {
        kind: 'keep_complex',
        turn: 1,
        quote: 'It sounds like',
        text: 'Keep reflecting the meaning: "It sounds like".',
      },
    ],
  },
  coder: 'local-rules-logreg',
};

/** Three sessions and a transcript, oldest first. */
export const trendFixture: SkillTrendPoint[] = [
  {
    source: 'session',
    id: '0b7f3a52-2d1e-4c59-9a55-0f1a2b3c4d01',
    session_id: '0b7f3a52-2d1e-4c59-9a55-0f1a2b3c4d01',
    title: null,
    started_at: '2026-11-01T10:00:00.000Z',
    turns: 4,
    reflection_to_question: 0.5,
    percent_complex_reflections: 0,
    percent_open_questions: 0.25,
    coach_talk_share: 0.62,
  },
  {
    source: 'session',
    id: '0b7f3a52-2d1e-4c59-9a55-0f1a2b3c4d02',
    session_id: '0b7f3a52-2d1e-4c59-9a55-0f1a2b3c4d02',
    title: null,
    started_at: '2026-11-08T10:00:00.000Z',
    turns: 6,
    reflection_to_question: 1.2,
    percent_complex_reflections: 0.45,
    percent_open_questions: 0.6,
    coach_talk_share: 0.5,
  },
  {
    source: 'transcript',
    id: '0b7f3a52-2d1e-4c59-9a55-0f1a2b3c4d03',
    session_id: null,
    title: 'Intake, drinking',
    started_at: '2026-11-15T10:00:00.000Z',
    turns: 12,
    reflection_to_question: 2.4,
    percent_complex_reflections: 0.6,
    percent_open_questions: 0.75,
    coach_talk_share: 0.41,
  },
];
