/** The behaviour codes of the skill coder, after MITI 4.2.1 (with MITI 3.1.1's open/closed split). */
export const SKILL_CODE_NAMES = [
  'open_question',
  'closed_question',
  'simple_reflection',
  'complex_reflection',
  'affirmation',
  /** MITI 4.2.1 "Seek Collaboration": shares power, invites the client's ideas ("What ideas do you have?"). */
  'seek_collaboration',
  /** MITI 4.2.1 "Emphasize Autonomy": the client decides ("It's your call what, if anything, changes."). */
  'emphasize_autonomy',
  'giving_information',
  'advice',
  'confront',
  'other',
] as const;

/** Most utterances one `POST /skills/code` takes. */
export const SKILL_CODE_MAX_UTTERANCES = 200;
/** Longest utterance, in characters. */
export const SKILL_UTTERANCE_MAX = 2000;
/** Longest transcript `POST /skills/transcripts` takes, in characters. */
export const SKILL_TRANSCRIPT_MAX = 60_000;

/**
 * The MITI thresholds each banded figure is read against (fair from `fair`, good from `good`; for
 * `non_adherent`, fewer is better: good up to `good`, fair up to `fair`).
 */
export const SKILL_BANDS = {
  reflection_to_question: { fair: 1, good: 2 },
  percent_complex_reflections: { fair: 0.4, good: 0.5 },
  percent_open_questions: { fair: 0.5, good: 0.7 },
  /** Confrontations plus persuasion without permission: fewer is better (good at 0, fair up to 1). */
  non_adherent: { fair: 1, good: 0 },
} as const;
