import { type Avatar, pollAvatarJob } from '@rebond/sdk';
import {
  AvatarManagement,
  checkUpload,
  type HeadingLevel,
  uploadErrorText,
  uploadProblemText,
  useAvatarMessages,
} from '@rebond/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { CaseFormulationSection } from './case-formulation-section';

export interface AvatarsPanelProps {
  /** Start Session on an active avatar: open session creation with it preselected. */
  onStartSession(avatar: Avatar): void;
  /** Create Avatar: open the wizard. */
  onCreateAvatar(): void;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Also show the chosen avatar's case formulation, for review and editing (the /avatars page). */
  caseFormulation?: boolean;
}

/** Media URLs from the API are relative to its base; the browser needs them absolute. */
const withMediaUrls = (avatar: Avatar): Avatar => ({
  ...avatar,
  image_url: api.avatars.mediaUrl(avatar.image_url),
  variant_urls: Object.fromEntries(
    Object.entries(avatar.variant_urls).map(([emotion, url]) => [emotion, api.avatars.mediaUrl(url)]),
  ),
});

/**
 * The avatars tab (and the /avatars page): the user's avatars from the API, managed in place. A
 * failed avatar can be created again from a new photo, or deleted.
 */
export function AvatarsPanel({
  onStartSession,
  onCreateAvatar,
  headingLevel = 2,
  caseFormulation = false,
}: AvatarsPanelProps) {
  const [avatars, setAvatars] = useState<Avatar[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const current = useRef<AbortController | null>(null);
  const messages = useAvatarMessages();

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
    <>
      <AvatarManagement
        avatars={avatars}
        state={state}
        headingLevel={headingLevel}
        onRetry={() => void load()}
        onStartSession={onStartSession}
        onCreateAvatar={onCreateAvatar}
        formulationEdited={async (avatar) => (await api.avatars.caseFormulation(avatar.id)).edited}
        onSaveProfile={async (avatar, profile) => {
          const updated = await api.avatars.update(avatar.id, { character_profile: profile });
          setAvatars((list) => list.map((item) => (item.id === updated.id ? withMediaUrls(updated) : item)));
        }}
        onRetryPhoto={async (avatar, photo) => {
          // A failed avatar, created again from a new photo: checked here as the server will, then
          // shown as pending while its new creation job runs; the list is read again when it ends.
          const problem = await checkUpload(photo, 'image');
          if (problem) throw new Error(uploadProblemText(problem, 'image', messages));
          let jobId: string;
          try {
            jobId = (await api.avatars.createEmotionalAvatars(avatar.id, photo)).job_id;
          } catch (failure) {
            throw new Error(
              uploadErrorText(failure, 'image', messages, photo) ?? messages.errors.uploadFailed,
            );
          }
          setAvatars((list) =>
            list.map((item) => (item.id === avatar.id ? { ...item, status: 'pending' } : item)),
          );
          void pollAvatarJob(api, jobId)
            .catch(() => undefined)
            .then(() => load());
        }}
        onDelete={async (avatar, { deleteSessions }) => {
          await api.avatars.delete(avatar.id, { deleteSessions });
          setAvatars((list) => list.filter((item) => item.id !== avatar.id));
        }}
      />
      {caseFormulation && state === 'ready' ? (
        <CaseFormulationSection avatars={avatars} headingLevel={headingLevel === 1 ? 2 : 3} />
      ) : null}
    </>
  );
}
