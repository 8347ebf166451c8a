import type { HeardTurn } from '@rebond/sdk';

/** What the session screens need to know about an avatar (an SDK `Avatar` fits). */
export interface SessionAvatar {
  id: string;
  avatar_name: string;
  /** The avatar's picture, resolved to a URL the browser can load; null while it is being created. */
  image_url: string | null;
  /** The emotion-variant map, when known: an avatar with a variant is active too. */
  heygen_avatar_ids?: Readonly<Record<string, string>> | null;
}

/** One turn of a session's conversation; a spoken coach turn carries what the recogniser heard. */
export interface ConversationTurn {
  role: 'user' | 'assistant' | 'system';
  content: string;
  heard?: HeardTurn | undefined;
}
