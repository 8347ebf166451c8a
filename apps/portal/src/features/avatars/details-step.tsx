import { type AvatarWizardState, TextField } from '@rebond/ui';
import { useAvatarMessages } from './messages';
import './avatars.css';

/** Step 1: the avatar's name. */
export function DetailsStep({ wizard, error }: { wizard: AvatarWizardState; error?: string }) {
  const messages = useAvatarMessages().details;
  return (
    <div className="rb-avatar-wizard-step" data-slot="avatar-step-details">
      <p className="rb-avatar-wizard-step__intro">{messages.intro}</p>
      <TextField
        label={messages.name}
        hint={wizard.draft.avatarId ? messages.nameLocked : messages.nameHint}
        readOnly={wizard.draft.avatarId !== null}
        required
        maxLength={100}
        autoComplete="off"
        value={wizard.draft.data.avatar_name}
        error={error}
        onChange={(event) => wizard.setAvatarName(event.target.value)}
      />
    </div>
  );
}
