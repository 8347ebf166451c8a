import type { Avatar } from '@rebond/sdk';
import { AvatarManagement, type HeadingLevel } from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';

export interface AvatarsPanelProps {
  /** Start Session on an active avatar: open session creation with it preselected. */
  onStartSession(avatar: Avatar): void;
  /** Create Avatar: open the wizard. */
  onCreateAvatar(): void;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Media URLs from the API are relative to its base; the browser needs them absolute. */
const withMediaUrls = (avatar: Avatar): Avatar => ({
  ...avatar,
  image_url: api.avatars.mediaUrl(avatar.image_url),
  variant_urls: Object.fromEntries(
    Object.entries(avatar.variant_urls).map(([emotion, url]) => [emotion, api.avatars.mediaUrl(url)]),
  ),
});

/** The avatars tab (and the /avatars page): the user's avatars from the API, managed in place. */
export function AvatarsPanel({ onStartSession, onCreateAvatar, headingLevel = 2 }: AvatarsPanelProps) {
  const [avatars, setAvatars] = useState<Avatar[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const current = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState('loading');
    try {
      const list = await api.avatars.list({ signal: controller.signal });
      setAvatars(list.map(withMediaUrls));
      setState('ready');
    } catch {
      if (!controller.signal.aborted) setState('error');
    }
  }, []);

  useEffect(() => {
    void load();
    return () => current.current?.abort();
  }, [load]);

  return (
    <AvatarManagement
      avatars={avatars}
      state={state}
      headingLevel={headingLevel}
      onRetry={() => void load()}
      onStartSession={onStartSession}
      onCreateAvatar={onCreateAvatar}
      onSaveProfile={async (avatar, profile) => {
        const updated = await api.avatars.update(avatar.id, { character_profile: profile });
        setAvatars((list) => list.map((item) => (item.id === updated.id ? withMediaUrls(updated) : item)));
      }}
      onDelete={async (avatar) => {
        await api.avatars.delete(avatar.id);
        setAvatars((list) => list.filter((item) => item.id !== avatar.id));
      }}
    />
  );
}
