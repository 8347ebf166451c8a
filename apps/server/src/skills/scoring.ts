/**
 * The server's side of the skills: one shared coder (with a small cache, since a session is coded
 * again on every scorecard read and every reply), the coach turns of a conversation, the talk time
 * of a session from its recordings and replies, and the contract's `Scorecard`.
 */
import {
  type CodedUtterance,
  createSkillCoder,
  resolvePermissions,
  type ScoredTurn,
  type SkillCoder,
  type SkillUtterance,
  scoreSession,
} from '@rebond/engine';
import type { ConversationTurn, Scorecard, SessionTurn, SkillLocale } from '@rebond/sdk';
import type { Queryable } from '../db/database';

let coder: SkillCoder | undefined;
/** The skill coder, created from the environment on first use (hosted when a chat endpoint is set). */
export function skillCoder(): SkillCoder {
  coder ??= createSkillCoder();
  return coder;
}

/**
 * Trains the local coder now (a fraction of a second of CPU, on the event loop) so that no request
 * pays for it; a hosted coder has nothing to prepare. The API calls it once it listens.
 */
export async function prepareSkillCoder(): Promise<void> {
  if (skillCoder().describe().fallback === null) await skillCoder().code([{ text: 'How are you?' }]);
}

const CACHE_SIZE = 500;
const cache = new Map<string, CodedUtterance>();
const keyOf = (u: SkillUtterance) => JSON.stringify([u.text, u.previous_client ?? null]);

/**
 * Utterances coded in one go: the local coder works on the event loop, so a long transcript is
 * coded in slices with other requests' turns in between (about 15 ms a slice; a hosted coder sends
 * one batch a slice).
 */
const SLICE = 40;

/**
 * Codes a session's utterances, answering in the same order; utterances coded before come from the
 * cache, and the permission to advise is then carried across the whole session.
 */
export async function codeUtterances(utterances: readonly SkillUtterance[]): Promise<CodedUtterance[]> {
  const missing = utterances.filter((u) => !cache.has(keyOf(u)));
  if (missing.length > 0) {
    const coded: CodedUtterance[] = [];
    for (let start = 0; start < missing.length; start += SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      coded.push(...(await skillCoder().code(missing.slice(start, start + SLICE))));
    }
    missing.forEach((u, i) => {
      const code = coded[i];
      if (!code) return;
      cache.delete(keyOf(u));
      cache.set(keyOf(u), code);
    });
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  // Permission to advise depends on the whole session, not on one turn: carried over the cached codes.
  return resolvePermissions(
    utterances,
    utterances.map((u) => ({ ...(cache.get(keyOf(u)) ?? { code: 'other', evidence: '' }) })),
  );
}

/**
 * The MITI code of each coach turn as the persona counts them (every `user` turn, a blank one with
 * no code), from the conversation; undefined when the coder fails, so the persona keeps its own
 * reading. One reading for the reply and for the closing summary.
 */
export async function coachSkillsOf(
  conversation: readonly ConversationTurn[],
): Promise<(CodedUtterance | null)[] | undefined> {
  const coded = await codeUtterances(coachTurnsOf(conversation)).catch(() => undefined);
  if (!coded) return undefined;
  let next = 0;
  return conversation
    .filter((turn) => turn.role === 'user')
    .map((turn) => (turn.content.trim() ? (coded[next++] ?? null) : null));
}

/** The coach's turns of a conversation (the `user` turns), each with the client's turn before it. */
export function coachTurnsOf(conversation: readonly ConversationTurn[]): SkillUtterance[] {
  const out: SkillUtterance[] = [];
  let previous: string | undefined;
  for (const turn of conversation) {
    if (turn.role === 'assistant') previous = turn.content;
    else if (turn.role === 'user' && turn.content.trim()) {
      out.push({ text: turn.content, ...(previous === undefined ? {} : { previous_client: previous }) });
      previous = undefined;
    }
  }
  return out;
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
  sessionId: string,
  conversation: readonly SessionTurn[],
): Promise<TalkDurations> {
  const rows = await db.query<{
    user_transcript: string | null;
    avatar_script: string | null;
    coach_seconds: string | number | null;
    avatar_seconds: string | number | null;
  }>(
    `SELECT v.user_transcript, v.avatar_script,
            COALESCE(r.payload->>'coach_seconds', p.payload->>'recording_seconds') AS coach_seconds,
            COALESCE(r.payload->>'avatar_seconds',
              (SELECT max((e->>'end')::float8)::text FROM jsonb_array_elements(
                 CASE WHEN jsonb_typeof(r.payload->'phonemes') = 'array' THEN r.payload->'phonemes' ELSE '[]'::jsonb END) e)
            ) AS avatar_seconds
       FROM videos v
       LEFT JOIN jobs r ON r.id = v.id
       LEFT JOIN jobs p ON p.id = r.parent_job_id
      WHERE v.session_id = $1
      ORDER BY v.created_at`,
    [sessionId],
  );
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
  };
}
