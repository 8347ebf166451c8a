/**
 * The server's side of the skills (the coder and its session cache are the engine's): the talk
 * time of a session from its recordings and replies, and the contract's `Scorecard`.
 */
import {
  type CodedUtterance,
  codingLanguages,
  type Engine,
  type ScoredTurn,
  type SkillUtterance,
  scoreSession,
} from '@rebond/engine';
import type { Scorecard, SessionTurn, SkillLocale } from '@rebond/sdk';
import type { UserKeys } from '../data-keys/user-keys';
import type { Queryable } from '../db/database';
import { openVideo } from '../sessions/sealed-texts';

/**
 * Trains the engine's local coder now (a fraction of a second of CPU) so that no request pays for
 * it; a hosted coder has nothing to prepare. The API calls it once it listens.
 */
export async function prepareSkillCoder(engine: Engine): Promise<void> {
  if (engine.skills.describe().fallback === null) await engine.skills.code([{ text: 'How are you?' }]);
}

/** Speaking time estimated from words (150 words a minute), for turns without a measured duration. */
export function estimateSeconds(text: string): number {
  return (text.trim().split(/\s+/).filter(Boolean).length / 150) * 60;
}

/** Turn durations and where they came from. */
export interface TalkDurations {
  coach: number[];
  avatar: number[];
  measured: 'recordings' | 'estimated' | 'mixed';
}

/**
 * The durations of a session's turns: a coach turn from its recording (`recording_seconds` of its
 * reply job), an avatar reply from the speech the render job lip-synced; anything not measured
 * (typed messages, turns given at creation) is estimated from its words.
 */
export async function sessionTalkTime(
  db: Queryable,
  keys: UserKeys,
  session: { id: string; user_id: string },
  conversation: readonly SessionTurn[],
): Promise<TalkDurations> {
  const stored = await db.query<{
    user_id: string;
    user_transcript: string | null;
    avatar_script: string | null;
    coach_seconds: string | number | null;
    avatar_seconds: string | number | null;
  }>(
    `SELECT v.user_id, v.user_transcript, v.avatar_script,
            COALESCE(r.payload->>'coach_seconds', p.payload->>'recording_seconds') AS coach_seconds,
            COALESCE(r.payload->>'avatar_seconds',
              (SELECT max((e->>'end')::float8)::text FROM jsonb_array_elements(
                 CASE WHEN jsonb_typeof(r.payload->'phonemes') = 'array' THEN r.payload->'phonemes' ELSE '[]'::jsonb END) e)
            ) AS avatar_seconds
       FROM videos v
       LEFT JOIN jobs r ON r.id = v.id
       LEFT JOIN jobs p ON p.id = r.parent_job_id
      WHERE v.session_id = $1 AND v.user_id = $2
      ORDER BY v.created_at`,
    [session.id, session.user_id],
  );
  const rows = await Promise.all(stored.map((row) => openVideo(keys, row)));
  const coachMeasured = new Map<string, number[]>();
  const avatarMeasured = new Map<string, number[]>();
  const remember = (map: Map<string, number[]>, text: string | null, value: string | number | null) => {
    const n = value === null ? Number.NaN : Number(value);
    if (!text || !Number.isFinite(n) || n <= 0) return;
    map.set(text, [...(map.get(text) ?? []), n]);
  };
  for (const row of rows) {
    remember(coachMeasured, row.user_transcript, row.coach_seconds);
    remember(avatarMeasured, row.avatar_script, row.avatar_seconds);
  }
  let measured = 0;
  let estimated = 0;
  const take = (map: Map<string, number[]>, text: string) => {
    const value = map.get(text)?.shift();
    if (value !== undefined) {
      measured++;
      return value;
    }
    estimated++;
    return estimateSeconds(text);
  };
  const coach: number[] = [];
  const avatar: number[] = [];
  for (const turn of conversation) {
    // A corrected spoken turn is matched to its recording by the text as heard.
    if (turn.role === 'user') coach.push(take(coachMeasured, turn.heard?.text ?? turn.content));
    else if (turn.role === 'assistant') avatar.push(take(avatarMeasured, turn.content));
  }
  return { coach, avatar, measured: estimated === 0 ? 'recordings' : measured === 0 ? 'estimated' : 'mixed' };
}

/** Builds the contract's scorecard from coded coach turns. */
export function toScorecard(input: {
  source: 'session' | 'transcript';
  id: string;
  locale: SkillLocale;
  utterances: readonly SkillUtterance[];
  codes: readonly CodedUtterance[];
  talk: TalkDurations;
  coder: string;
}): Scorecard {
  const turns: ScoredTurn[] = input.utterances.map((u, i) => ({
    ...u,
    ...(input.codes[i] ?? { code: 'other' as const, evidence: '' }),
  }));
  const card = scoreSession(turns, {
    locale: input.locale,
    talkTime: { coach: input.talk.coach, avatar: input.talk.avatar },
  });
  return {
    source: input.source,
    id: input.id,
    locale: input.locale,
    turns: turns.map((t, index) => ({
      index,
      text: t.text,
      previous_client: t.previous_client ?? null,
      code: t.code,
      evidence: t.evidence,
      ...(t.with_permission === undefined ? {} : { with_permission: t.with_permission }),
    })),
    counts: card.counts,
    reflections: card.reflections,
    questions: card.questions,
    reflection_to_question: card.reflectionToQuestion,
    percent_complex_reflections: card.percentComplexReflections,
    percent_open_questions: card.percentOpenQuestions,
    affirmations: card.affirmations,
    advice_without_permission: card.adviceWithoutPermission,
    advice_with_permission: card.adviceWithPermission,
    confrontations: card.confrontations,
    non_adherent: {
      value: card.nonAdherent.value,
      band: card.nonAdherent.band,
      fair: card.nonAdherent.fair,
      good: card.nonAdherent.good,
      lower_is_better: true,
    },
    overall_band: card.overall,
    coach_talk_share: {
      value: card.coachTalkShare.value,
      coach_seconds: Math.round(card.coachTalkShare.coachS * 10) / 10,
      avatar_seconds: Math.round(card.coachTalkShare.avatarS * 10) / 10,
      measured: input.talk.measured,
    },
    debrief: {
      locale: input.locale,
      summary: card.debrief.summary,
      suggestions: card.debrief.suggestions.map((s) => ({
        kind: s.kind,
        turn: s.turn,
        quote: s.quote,
        text: s.text,
      })),
    },
    coder: input.coder,
    coder_languages: [...codingLanguages(input.coder)],
  };
}
