import { LOCALES } from '@rebond/vocabulary';

/** The local coder's name in `describe()` and in every scorecard it coded. */
export const LOCAL_CODER = 'local-rules-logreg';
/** The hosted coder's name (any OpenAI-compatible chat model). */
export const CHAT_CODER = 'openai-compatible-chat';

/**
 * The languages a coder's codes can be trusted in: the local rules and classifier learnt from
 * English examples only; a chat model is asked to code turns in any language of the interface.
 * A turn in another language is still coded, but the scorecard says it is not read reliably.
 */
export function codingLanguages(coder: string): readonly string[] {
  return coder === CHAT_CODER ? LOCALES : ['en'];
}
