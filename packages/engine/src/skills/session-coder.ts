import type { ConversationTurn } from '../types.js';
import { resolvePermissions } from './permission.js';
import type { CodedUtterance, SkillCoder, SkillUtterance } from './types.js';

/**
 * A skill coder for whole sessions: remembers what it coded (a session is coded again on every
 * scorecard read and every reply), codes long transcripts in slices so other work runs in between,
 * and carries the permission to advise across the session.
 */
export interface SessionCoder {
  /** Codes a session's utterances, answering in the same order. */
  codeUtterances(utterances: readonly SkillUtterance[]): Promise<CodedUtterance[]>;
  /**
   * The MITI code of each coach turn as the persona counts them (every `user` turn, a blank one
   * with no code); undefined when the coder fails, and the persona codes the turns with the local coder.
   */
  coachSkillsOf(conversation: readonly ConversationTurn[]): Promise<(CodedUtterance | null)[] | undefined>;
}

const CACHE_SIZE = 500;
/** Utterances coded in one go (about 15 ms of the local coder; one hosted batch). */
const SLICE = 40;
const keyOf = (u: SkillUtterance) => JSON.stringify([u.text, u.previous_client ?? null]);

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

/** Wraps a coder with the session cache and slicing (one per engine). */
export function sessionCoder(coder: SkillCoder): SessionCoder {
  const cache = new Map<string, CodedUtterance>();

  async function codeUtterances(utterances: readonly SkillUtterance[]): Promise<CodedUtterance[]> {
    const missing = utterances.filter((u) => !cache.has(keyOf(u)));
    if (missing.length > 0) {
      const coded: CodedUtterance[] = [];
      for (let start = 0; start < missing.length; start += SLICE) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        coded.push(...(await coder.code(missing.slice(start, start + SLICE))));
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

  async function coachSkillsOf(conversation: readonly ConversationTurn[]) {
    const coded = await codeUtterances(coachTurnsOf(conversation)).catch(() => undefined);
    if (!coded) return undefined;
    let next = 0;
    return conversation
      .filter((turn) => turn.role === 'user')
      .map((turn) => (turn.content.trim() ? (coded[next++] ?? null) : null));
  }

  return { codeUtterances, coachSkillsOf };
}
