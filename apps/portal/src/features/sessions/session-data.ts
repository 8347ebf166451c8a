import type { Avatar, Session } from '@rebond/sdk';
import type { SessionAvatar } from '@rebond/ui';
import { useCallback } from 'react';
import { api } from '../../api';
import { useErrorMessage } from '../../use-error-message';
import type { ActiveSessionData } from './active-session';

/** An avatar as the session screens show it, its picture URL made loadable. */
export function toSessionAvatar(avatar: Pick<Avatar, 'id' | 'avatar_name' | 'image_url'>): SessionAvatar {
  return {
    id: avatar.id,
    avatar_name: avatar.avatar_name,
    image_url: api.avatars.mediaUrl(avatar.image_url),
  };
}

/** A reply's poster and captions, from `GET /videos/get/by_session`, their URLs made loadable. */
export interface ReplyMedia {
  posterUrl: string | null;
  captionsUrl: string | null;
  captionsLanguage: string | null;
}

/**
 * The session page's scenario banner: the title and description the coach chose in the scenario form,
 * or, for a scenario session made before scenarios were structured, its prompt as written. Null for
 * dynamic sessions.
 */
function scenarioBanner(session: Session): ActiveSessionData['scenario'] {
  if (session.dynamic_session) return null;
  if (session.scenario)
    return { title: session.scenario.title, description: session.scenario.description || null };
  const prompt = session.session_specific_prompt?.trim();
  return prompt ? { title: null, description: prompt } : null;
}

/** Maps an API session onto the active session view, media URLs made loadable. */
export function toActiveSession(
  session: Session,
  replies: ReadonlyMap<string, ReplyMedia> = new Map(),
): ActiveSessionData {
  return {
    id: session.id,
    avatar: toSessionAvatar({
      id: session.avatar.id,
      avatar_name: session.avatar.avatar_name || session.avatar.name,
      image_url: session.avatar.image_url,
    }),
    conversation: session.conversation,
    dynamicSession: session.dynamic_session,
    emotion: session.emotion,
    scenarioPrompt: session.session_specific_prompt,
    scenario: scenarioBanner(session),
    startedAt: session.started_at,
    endedAt: session.ended_at,
    videos: session.videos.map((video) => ({
      id: video.id,
      url: api.avatars.mediaUrl(video.video_url),
      posterUrl: replies.get(video.id)?.posterUrl ?? null,
      captionsUrl: replies.get(video.id)?.captionsUrl ?? null,
      captionsLanguage: replies.get(video.id)?.captionsLanguage ?? null,
    })),
  };
}

/**
 * Translates a sending flow's failure, or any other error. A `SendMessageError` carries its section 8
 * message, which `toUserMessage` (under `useErrorMessage`) answers as it is.
 */
export function useSendErrorMessage() {
  const errorMessage = useErrorMessage();
  return useCallback((error: unknown): string => errorMessage(error, 'generic'), [errorMessage]);
}
