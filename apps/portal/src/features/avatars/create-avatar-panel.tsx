import { AvatarWizard } from './avatar-wizard';
import { useAvatarCreation } from './use-avatar-creation';

export interface CreateAvatarPanelProps {
  /** View Avatars in the success dialog: show the avatars tab. */
  onViewAvatars(): void;
  /** Start Session in the success dialog, with the new avatar's id. */
  onStartSession(avatarId: string): void;
}

/** The dashboard's create-avatar tab: the wizard wired to the API, its draft kept in session storage. */
export function CreateAvatarPanel({ onViewAvatars, onStartSession }: CreateAvatarPanelProps) {
  return <AvatarWizard {...useAvatarCreation({ onViewAvatars, onStartSession })} />;
}
