import {
  LOCALES,
  SKILL_CODE_MAX_UTTERANCES,
  SKILL_CODE_NAMES,
  SKILL_TRANSCRIPT_MAX,
  SKILL_UTTERANCE_MAX,
} from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, requiredText, Timestamp } from './common';

export const SkillCodeName = z.enum(SKILL_CODE_NAMES).meta({ id: 'SkillCode' });
export type SkillCodeName = z.infer<typeof SkillCodeName>;

/** The languages of the debrief. */
export const SkillLocale = z.enum(LOCALES);
export type SkillLocale = z.infer<typeof SkillLocale>;

export const SkillCodeRequest = z
  .object({
    utterances: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, 'the utterance is empty')
            .max(SKILL_UTTERANCE_MAX, `the utterance is longer than ${SKILL_UTTERANCE_MAX} characters`),
          previous_client: z
            .string()
            .max(SKILL_UTTERANCE_MAX * 2)
            .nullable()
            .optional()
            .meta({ description: 'What the client said just before, when known' }),
        }),
      )
      .min(1, 'send at least one utterance')
      .max(SKILL_CODE_MAX_UTTERANCES, `send at most ${SKILL_CODE_MAX_UTTERANCES} utterances`),
  })
  .meta({ id: 'SkillCodeRequest' });
export type SkillCodeRequest = z.input<typeof SkillCodeRequest>;

export const CodedUtterance = z
  .object({
    code: SkillCodeName,
    evidence: z.string().meta({ description: "The coach's own words that show the code" }),
    with_permission: z
      .boolean()
      .optional()
      .meta({ description: 'Only for advice: whether permission was there first' }),
  })
  .meta({ id: 'CodedUtterance' });
export type CodedUtterance = z.infer<typeof CodedUtterance>;

export const SkillCodeResponse = z
  .object({ codes: z.array(CodedUtterance) })
  .meta({ id: 'SkillCodeResponse' });
export type SkillCodeResponse = z.infer<typeof SkillCodeResponse>;

export const SkillBand = z.enum(['below_fair', 'fair', 'good']);
export type SkillBand = z.infer<typeof SkillBand>;

export const BandedFigure = z.object({
  value: z.number().nullable(),
  band: SkillBand.nullable(),
  fair: z.number(),
  good: z.number(),
});
export type BandedFigure = z.infer<typeof BandedFigure>;

export const ScorecardTurn = z.object({
  /** Index of the coach turn (0-based, coach turns only). */
  index: z.number().int(),
  text: z.string(),
  previous_client: z.string().nullable(),
  code: SkillCodeName,
  evidence: z.string(),
  with_permission: z.boolean().optional(),
  /** A spoken turn the coach has not confirmed yet: shown "not coded", left out of every figure. */
  not_coded: z.boolean().optional(),
});
export type ScorecardTurn = z.infer<typeof ScorecardTurn>;

export const Scorecard = z
  .object({
    source: z.enum(['session', 'transcript']),
    id: Id,
    locale: SkillLocale,
    turns: z.array(ScorecardTurn),
    counts: z.record(SkillCodeName, z.number().int()),
    reflections: z.number().int(),
    questions: z.number().int(),
    reflection_to_question: BandedFigure,
    percent_complex_reflections: BandedFigure,
    percent_open_questions: BandedFigure,
    affirmations: z.number().int(),
    advice_without_permission: z.number().int(),
    advice_with_permission: z.number().int(),
    confrontations: z.number().int(),
    non_adherent: z
      .object({
        value: z.number().int(),
        band: SkillBand,
        fair: z.number(),
        good: z.number(),
        lower_is_better: z.literal(true),
      })
      .meta({
        description:
          'Confrontations plus advice without permission, banded the other way round: fewer is better (good at 0, fair at 1)',
      }),
    overall_band: SkillBand.nullable().meta({
      description:
        'The lowest band of the figures (R:Q, % complex, % open, non-adherent): never good with a confrontation or unasked advice',
    }),
    coach_talk_share: z.object({
      value: z.number().nullable(),
      coach_seconds: z.number(),
      avatar_seconds: z.number(),
      measured: z
        .enum(['recordings', 'estimated', 'mixed'])
        .meta({ description: 'From recording durations, estimated from words, or both' }),
    }),
    debrief: z.object({
      locale: SkillLocale,
      summary: z.string(),
      suggestions: z.array(
        z.object({
          kind: z.string(),
          turn: z.number().int().nullable(),
          quote: z.string().nullable(),
          text: z.string(),
        }),
      ),
    }),
    coder: z.string().meta({ description: 'Which coder coded the turns' }),
    coder_languages: z
      .array(z.string())
      .optional()
      .meta({ description: 'The languages (ISO 639-1) whose turns that coder reads reliably' }),
  })
  .meta({ id: 'Scorecard' });
export type Scorecard = z.infer<typeof Scorecard>;

export const ScorecardQuery = z.object({
  locale: SkillLocale.default('en').meta({ description: "The debrief's language" }),
});
export type ScorecardQuery = z.input<typeof ScorecardQuery>;

export const SkillTrendPoint = z.object({
  source: z.enum(['session', 'transcript']),
  id: Id,
  /** The session's id (null for a coded transcript). */
  session_id: Id.nullable(),
  title: z.string().nullable(),
  started_at: Timestamp,
  turns: z.number().int(),
  reflection_to_question: z.number().nullable(),
  percent_complex_reflections: z.number().nullable(),
  percent_open_questions: z.number().nullable(),
  coach_talk_share: z.number().nullable(),
});
export type SkillTrendPoint = z.infer<typeof SkillTrendPoint>;

export const SkillTrend = z.array(SkillTrendPoint).meta({ id: 'SkillTrend' });
export type SkillTrend = z.infer<typeof SkillTrend>;

export const TranscriptCreateRequest = z
  .object({
    title: requiredText(200),
    text: z
      .string()
      .min(1, 'the transcript is empty')
      .max(SKILL_TRANSCRIPT_MAX, `the transcript is longer than ${SKILL_TRANSCRIPT_MAX} characters`),
    coach_label: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'The speaker label of the coach; without it the first speaker' }),
  })
  .meta({ id: 'TranscriptCreateRequest' });
export type TranscriptCreateRequest = z.input<typeof TranscriptCreateRequest>;

export const Transcript = z
  .object({
    id: Id,
    title: z.string(),
    format: z.enum(['plain', 'vtt']),
    coach_label: z.string(),
    client_label: z.string().nullable(),
    coach_turns: z.number().int(),
    conversation: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })),
    created_at: Timestamp,
  })
  .meta({ id: 'Transcript' });
export type Transcript = z.infer<typeof Transcript>;

export const TranscriptList = z.array(Transcript).meta({ id: 'TranscriptList' });

export const TranscriptWithScorecard = Transcript.extend({ scorecard: Scorecard }).meta({
  id: 'TranscriptWithScorecard',
});
export type TranscriptWithScorecard = z.infer<typeof TranscriptWithScorecard>;
