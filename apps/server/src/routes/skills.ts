import { randomUUID } from 'node:crypto';
import { coachTurnsOf } from '@rebond/engine';
import type { SkillLocale, SkillTrendPoint, Transcript } from '@rebond/sdk';
import { audit } from '../audit';
import { callerId, clientIp } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { RouteHandlers } from '../http/mount-routes';
import type { Services } from '../services';
import { findSession } from '../sessions/records';
import { openTurns } from '../sessions/sealed-texts';
import { confirmedScorecard, unconfirmedCoachTurns } from '../skills/confirmed-scorecard';
import { estimateSeconds, sessionTalkTime, type TalkDurations, toScorecard } from '../skills/scoring';
import { openTranscriptTexts, sealTranscriptTexts } from '../skills/sealed-transcripts';
import { parseTranscript, TranscriptError } from '../skills/transcript';

/** A stored turn of a coded transcript: VTT transcripts keep each turn's duration. */
type StoredTurn = { role: 'user' | 'assistant'; content: string; seconds?: number };

interface TranscriptRow {
  id: string;
  title: string;
  format: 'plain' | 'vtt';
  coach_label: string;
  client_label: string | null;
  conversation: StoredTurn[];
  codes: { code: string; evidence: string; with_permission?: boolean }[];
  coder: string;
  created_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toTranscript(row: TranscriptRow): Transcript {
  return {
    id: row.id,
    title: row.title,
    format: row.format,
    coach_label: row.coach_label,
    client_label: row.client_label,
    coach_turns: row.conversation.filter((t) => t.role === 'user').length,
    conversation: row.conversation.map(({ role, content }) => ({ role, content })),
    created_at: iso(row.created_at),
  };
}

function transcriptTalk(conversation: readonly StoredTurn[]): TalkDurations {
  const timed = conversation.filter((t) => t.seconds !== undefined).length;
  const seconds = (t: StoredTurn) => t.seconds ?? estimateSeconds(t.content);
  return {
    coach: conversation.filter((t) => t.role === 'user').map(seconds),
    avatar: conversation.filter((t) => t.role === 'assistant').map(seconds),
    measured: timed === 0 ? 'estimated' : timed === conversation.length ? 'recordings' : 'mixed',
  };
}

/**
 * `/skills/*` and `GET /sessions/{id}/scorecard`: MITI codes for the signed-in coach.
 * - `POST /skills/code` `{ utterances: [{ text, previous_client? }] }` (1 to 200) -> `{ codes: [{ code, evidence }] }`.
 * - `GET /sessions/{id}/scorecard?locale=` -> `Scorecard`, computed from the session's conversation.
 * - `GET /skills/trend` -> the figures per session (with a coach turn) and per transcript, oldest first.
 * - `POST /skills/transcripts` `{ title, text, coach_label? }` -> 201 the transcript and its scorecard; 400 unreadable.
 * - `GET /skills/transcripts`, `GET|DELETE /skills/transcripts/{id}`: another user's answers 404.
 * The calls whose work grows with their text (coding, scorecards, the trend, a new transcript)
 * count against the account's `ANALYSIS_RATE_LIMIT` (429 beyond).
 */
export function skillHandlers(
  services: Services,
): RouteHandlers<
  | 'codeUtterances'
  | 'getSessionScorecard'
  | 'getSkillTrend'
  | 'createTranscript'
  | 'listTranscripts'
  | 'getTranscript'
  | 'deleteTranscript'
> {
  const { db, engine } = services;
  const coderName = () => engine.skills.describe().implementation;

  /** The caller's transcripts (all, or the one with `id`), newest first, their texts opened. */
  const transcriptsOf = async (userId: string, where: { id?: string; limit: number }) => {
    const rows = await db.query<TranscriptRow>(
      `SELECT * FROM skill_transcripts WHERE user_id = $1 AND ($2::uuid IS NULL OR id = $2)
        ORDER BY created_at DESC LIMIT $3`,
      [userId, where.id ?? null, where.limit],
    );
    if (rows.length === 0) return [];
    const key = await services.keys.keyOf(userId);
    return rows.map((row) => openTranscriptTexts(key, userId, row));
  };

  const ownTranscript = async (userId: string, id: string) => {
    const [row] = await transcriptsOf(userId, { id, limit: 1 });
    if (!row) throw notFound('Transcript not found');
    return row;
  };

  const transcriptScorecard = (row: TranscriptRow, locale: SkillLocale) =>
    toScorecard({
      source: 'transcript',
      id: row.id,
      locale,
      utterances: coachTurnsOf(row.conversation),
      codes: row.codes as never,
      talk: transcriptTalk(row.conversation),
      coder: row.coder,
    });

  return {
    codeUtterances: async (c, { body }) => {
      services.limits.take(c, 'analysis', callerId(c));
      const codes = await engine.codeUtterances(
        body.utterances.map((u) => ({
          text: u.text,
          ...(u.previous_client ? { previous_client: u.previous_client } : {}),
        })),
      );
      return {
        codes: codes.map((c) => ({
          code: c.code,
          evidence: c.evidence,
          ...(c.code === 'advice' && c.with_permission !== undefined
            ? { with_permission: c.with_permission }
            : {}),
        })),
      };
    },

    getSessionScorecard: async (c, { params, query }) => {
      services.limits.take(c, 'analysis', callerId(c));
      const session = await findSession(db, services.keys, callerId(c), params.id);
      if (!session) throw notFound('Session not found');
      const utterances = coachTurnsOf(session.conversation);
      return confirmedScorecard({
        unconfirmed: unconfirmedCoachTurns(session.conversation),
        source: 'session',
        id: session.id,
        locale: query.locale,
        utterances,
        codes: await engine.codeUtterances(utterances),
        talk: await sessionTalkTime(db, services.keys, session, session.conversation),
        coder: coderName(),
      });
    },

    getSkillTrend: async (c) => {
      const userId = callerId(c);
      services.limits.take(c, 'analysis', userId);
      // Turns are sealed one by one (sessions/sealed-texts.ts): which are the coach's is read once opened.
      const stored = await db.query<{
        id: string;
        user_id: string;
        conversation: unknown[];
        started_at: Date | string;
      }>(
        `SELECT id, user_id, conversation, started_at FROM sessions
          WHERE user_id = $1 AND jsonb_array_length(conversation) > 0
          ORDER BY started_at DESC LIMIT 100`,
        [userId],
      );
      const sessions = await Promise.all(
        stored.map(async (s) => ({
          ...s,
          conversation: await openTurns(services.keys, userId, s.conversation),
        })),
      );
      const transcripts = await transcriptsOf(userId, { limit: 100 });
      const points: SkillTrendPoint[] = [];
      for (const s of sessions) {
        const utterances = coachTurnsOf(s.conversation);
        if (utterances.length === 0) continue;
        const card = confirmedScorecard({
          unconfirmed: unconfirmedCoachTurns(s.conversation),
          source: 'session',
          id: s.id,
          locale: 'en',
          utterances,
          codes: await engine.codeUtterances(utterances),
          talk: await sessionTalkTime(db, services.keys, s, s.conversation),
          coder: coderName(),
        });
        points.push({
          source: 'session',
          id: s.id,
          session_id: s.id,
          title: null,
          started_at: iso(s.started_at),
          turns: utterances.length,
          reflection_to_question: card.reflection_to_question.value,
          percent_complex_reflections: card.percent_complex_reflections.value,
          percent_open_questions: card.percent_open_questions.value,
          coach_talk_share: card.coach_talk_share.value,
        });
      }
      for (const t of transcripts) {
        const card = transcriptScorecard(t, 'en');
        if (card.turns.length === 0) continue;
        points.push({
          source: 'transcript',
          id: t.id,
          session_id: null,
          title: t.title,
          started_at: iso(t.created_at),
          turns: card.turns.length,
          reflection_to_question: card.reflection_to_question.value,
          percent_complex_reflections: card.percent_complex_reflections.value,
          percent_open_questions: card.percent_open_questions.value,
          coach_talk_share: card.coach_talk_share.value,
        });
      }
      return points.sort((a, b) => a.started_at.localeCompare(b.started_at));
    },

    createTranscript: async (c, { body, query }) => {
      const userId = callerId(c);
      services.limits.take(c, 'analysis', userId);
      let parsed: ReturnType<typeof parseTranscript>;
      try {
        parsed = parseTranscript(body.text, body.coach_label);
      } catch (error) {
        if (error instanceof TranscriptError) throw new ApiError(400, error.message);
        throw error;
      }
      const conversation: StoredTurn[] = parsed.turns.map((t) => ({
        role: t.speaker === parsed.coachLabel ? 'user' : 'assistant',
        content: t.text.slice(0, 20_000),
        ...(t.seconds === undefined ? {} : { seconds: Math.round(t.seconds * 100) / 100 }),
      }));
      const utterances = coachTurnsOf(conversation);
      if (utterances.length === 0) throw new ApiError(400, `The coach (${parsed.coachLabel}) never speaks.`);
      const codes = await engine.codeUtterances(
        utterances.map((u) => ({ ...u, text: u.text.slice(0, 2000) })),
      );
      const id = randomUUID();
      const sealed = sealTranscriptTexts(await services.keys.keyOf(userId), userId, {
        title: body.title,
        coach_label: parsed.coachLabel,
        client_label: parsed.clientLabel,
        conversation,
        codes,
      });
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO skill_transcripts (id, user_id, title, format, coach_label, client_label, conversation, codes, coder)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            userId,
            sealed.title,
            parsed.format,
            sealed.coach_label,
            sealed.client_label,
            sealed.conversation,
            sealed.codes,
            coderName(),
          ],
        );
        await audit(tx, {
          actorId: userId,
          action: 'create',
          recordType: 'transcript',
          recordId: id,
          ip: clientIp(c),
        });
      });
      const row = await ownTranscript(userId, id);
      return { ...toTranscript(row), scorecard: transcriptScorecard(row, query.locale) };
    },

    listTranscripts: async (c) => {
      return (await transcriptsOf(callerId(c), { limit: 1000 })).map(toTranscript);
    },

    getTranscript: async (c, { params, query }) => {
      const row = await ownTranscript(callerId(c), params.id);
      return { ...toTranscript(row), scorecard: transcriptScorecard(row, query.locale) };
    },

    deleteTranscript: async (c, { params }) => {
      const userId = callerId(c);
      await ownTranscript(userId, params.id);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM skill_transcripts WHERE id = $1 AND user_id = $2', [params.id, userId]);
        await audit(tx, {
          actorId: userId,
          action: 'delete',
          recordType: 'transcript',
          recordId: params.id,
          ip: clientIp(c),
        });
      });
      return { detail: 'Transcript deleted' };
    },
  };
}
