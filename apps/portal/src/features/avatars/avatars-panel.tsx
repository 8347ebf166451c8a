import type { Avatar } from '@rebond/sdk';
import { checkUpload, type HeadingLevel } from '@rebond/ui';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { useAvatarMutations, useAvatars } from '../../data/avatars';
import { caseFormulationQuery } from '../../data/case-formulation';
import { panelState } from '../../data/panel-state';
import { AvatarManagement } from './avatar-management';
import { CaseFormulationSection } from './case-formulation-section';
import { useAvatarMessages } from './messages';
import { uploadErrorText, uploadProblemText } from './upload-messages';

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
const withAllMediaUrls = (avatars: Avatar[]) => avatars.map(withMediaUrls);

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
  const query = useAvatars(withAllMediaUrls);
  const { saveProfile, recreate, remove } = useAvatarMutations();
  const client = useQueryClient();
  const messages = useAvatarMessages();
  const avatars = query.data ?? [];
  const state = panelState(query);

  return (
    <>
      <AvatarManagement
        avatars={avatars}
        state={state}
        headingLevel={headingLevel}
        onRetry={() => void query.refetch()}
        onStartSession={onStartSession}
        onCreateAvatar={onCreateAvatar}
        formulationEdited={async (avatar) => (await client.fetchQuery(caseFormulationQuery(avatar))).edited}
        onSaveProfile={async (avatar, profile) => {
          await saveProfile.mutateAsync({ id: avatar.id, profile });
        }}
        onRetryPhoto={async (avatar, photo) => {
          // A failed avatar, created again from a new photo: checked here as the server will, then
          // shown as pending while its new creation job runs (useAvatarMutations).
          const problem = await checkUpload(photo, 'image');
          if (problem) throw new Error(uploadProblemText(problem, 'image', messages));
          try {
            await recreate.mutateAsync({ id: avatar.id, photo });
          } catch (failure) {
            throw new Error(
              uploadErrorText(failure, 'image', messages, photo) ?? messages.errors.uploadFailed,
            );
          }
        }}
        onDelete={async (avatar, { deleteSessions }) => {
          await remove.mutateAsync({ id: avatar.id, deleteSessions });
        }}
      />
      {caseFormulation && state === 'ready' ? (
        <CaseFormulationSection avatars={avatars} headingLevel={headingLevel === 1 ? 2 : 3} />
      ) : null}
    </>
  );
}
