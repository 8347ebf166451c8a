import { AvatarDialog, Button, useLocale } from '@rebond/ui';
import { useAvatarMessages } from './messages';
import './avatars.css';

/** One emotional variant of the created avatar; `url` when the API gives an image. */
export interface AvatarVariant {
  emotion: string;
  url?: string | null;
}

/** What the success dialog shows (spec: created avatar details). */
export interface AvatarCreatedDetails {
  avatarName: string;
  /** The hosted photo-avatar group; null when the local engine made the avatar. */
  groupId: string | null;
  voiceId: string | null;
  /** ISO time the avatar was created. */
  createdAt: string;
  variants: AvatarVariant[];
}

export interface SuccessDialogProps {
  open: boolean;
  details: AvatarCreatedDetails | null;
  onCreateAnother(): void;
  /** Goes to the avatars tab. */
  onViewAvatars(): void;
  /**
   * Start Session: practise with the new avatar now (the next step the dialog names). The
   * button shows only when this is given.
   */
  onStartSession?(): void;
  /** Escape closes the dialog and stays on step 5. */
  onClose(): void;
}

/** 'Avatar Created Successfully!': group id, voice id, created time, variants and next steps. */
export function SuccessDialog({
  open,
  details,
  onCreateAnother,
  onViewAvatars,
  onStartSession,
  onClose,
}: SuccessDialogProps) {
  const messages = useAvatarMessages().success;
  const locale = useLocale();
  return (
    <AvatarDialog
      open={open && details !== null}
      onClose={onClose}
      slot="avatar-success-dialog"
      size="lg"
      title={messages.title}
      description={details ? messages.intro(details.avatarName) : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onCreateAnother}>
            {messages.createAnother}
          </Button>
          <Button variant={onStartSession ? 'secondary' : 'primary'} onClick={onViewAvatars}>
            {messages.viewAvatars}
          </Button>
          {onStartSession ? <Button onClick={onStartSession}>{messages.startSession}</Button> : null}
        </>
      }
    >
      {details ? (
        <>
          <dl className="rb-avatar-facts">
            <div>
              <dt>{messages.groupId}</dt>
              <dd>
                {details.groupId ? (
                  <code data-slot="avatar-group-id">{details.groupId}</code>
                ) : (
                  messages.noGroup
                )}
              </dd>
            </div>
            <div>
              <dt>{messages.voiceId}</dt>
              <dd>
                {details.voiceId ? (
                  <code data-slot="avatar-voice-id">{details.voiceId}</code>
                ) : (
                  messages.noVoice
                )}
              </dd>
            </div>
            <div>
              <dt>{messages.createdAt}</dt>
              <dd>
                <time dateTime={details.createdAt}>{new Date(details.createdAt).toLocaleString(locale)}</time>
              </dd>
            </div>
          </dl>
          {details.variants.length > 0 ? (
            <>
              <h3 className="rb-dialog__subtitle">{messages.variants}</h3>
              <ul className="rb-avatar-variants" data-slot="avatar-variants">
                {details.variants.map((variant) => {
                  const name = messages.emotions[variant.emotion] ?? variant.emotion;
                  return (
                    <li key={variant.emotion} className="rb-avatar-variants__item">
                      {variant.url ? <img src={variant.url} alt={messages.variantAlt(name)} /> : null}
                      <span>{name}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          <h3 className="rb-dialog__subtitle">{messages.nextSteps}</h3>
          <ol className="rb-dialog__list">
            {messages.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
    </AvatarDialog>
  );
}
