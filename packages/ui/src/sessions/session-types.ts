import type { Emotion } from '@rebond/sdk';

/** What the session screens need to know about an avatar (an SDK `Avatar` fits). */
export interface SessionAvatar {
  id: string;
  avatar_name: string;
  /** The avatar's picture, resolved to a URL the browser can load; null while it is being created. */
  image_url: string | null;
}

/** An avatar can start a session once it has a picture (spec: active avatars only). */
export function canStartSession(avatar: SessionAvatar): boolean {
  return Boolean(avatar.image_url);
}

/** The eight session emotions, in the spec's order. */
export const SESSION_EMOTIONS = [
  'normal',
  'happiness',
  'sadness',
  'fear',
  'anger',
  'surprise',
  'disgust',
  'contempt',
] as const satisfies readonly Emotion[];

/** One turn of a session's conversation. */
export interface ConversationTurn {
  role: 'user' | 'assistant' | 'system';
  content: string;
}
