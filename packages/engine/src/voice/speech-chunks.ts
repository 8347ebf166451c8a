import { sentencesOf } from '../persona/dialogue-state.js';

/** Where a sentence may be cut without cutting a word: after a comma, semicolon, colon or dash. */
const CLAUSE_END = /(?<=[,;:\u2013\u2014])\s+/;

/**
 * The pieces a reply is spoken in, one synthesis each, when it is spoken as it is made: its
 * sentences, the first cut after its first clause (`Honestly, I do not know.` -> `Honestly,` and
 * `I do not know.`). The listener waits for the first piece only, and a synthesis takes about as
 * long as its text, so a short first piece is heard sooner; the rest is synthesised while it plays.
 * Joined with spaces, the pieces are the sentences again.
 */
export function speechChunksOf(text: string): string[] {
  const [first, ...rest] = sentencesOf(text);
  if (first === undefined) return [];
  const cut = first.search(CLAUSE_END);
  if (cut < 0) return [first, ...rest];
  const head = first.slice(0, cut).trim();
  const tail = first.slice(cut).trim();
  return head && /[\p{L}\p{N}]/u.test(tail) ? [head, tail, ...rest] : [first, ...rest];
}
