import { AVATAR_VARIANT_EMOTIONS, type Avatar, avatarStatus } from '@rebond/sdk';
import { AvatarDialog, Button, Checkbox, ConfirmDialog, Notice, useLocale } from '@rebond/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useAvatarMessages } from './messages';
import { StatusBadge } from './status-badge';
import './avatars.css';

/* -------------------------------------------------------------------------------------------------
 * Details
 * -----------------------------------------------------------------------------------------------*/

export interface AvatarDetailsDialogProps {
  /** The avatar to show; null closes the dialog. */
  avatar: Avatar | null;
  onClose(): void;
}

/** Everything about one avatar: picture, status, id, dates, voice, variants and the full profile. */
export function AvatarDetailsDialog({ avatar, onClose }: AvatarDetailsDialogProps) {
  const messages = useAvatarMessages();
  const text = messages.detailsDialog;
  const locale = useLocale();
  const order: readonly string[] = AVATAR_VARIANT_EMOTIONS;
  const rank = (emotion: string) => (order.includes(emotion) ? order.indexOf(emotion) : order.length);
  const variants = Object.keys(avatar?.heygen_avatar_ids ?? {}).sort((a, b) => rank(a) - rank(b));
  return (
    <AvatarDialog
      open={avatar !== null}
      onClose={onClose}
      slot="avatar-details-dialog"
      size="lg"
      title={avatar?.avatar_name ?? ''}
      description={text.description}
      actions={<Button onClick={onClose}>{text.close}</Button>}
    >
      {avatar ? (
        <div className="rb-avatar-details">
          {avatar.image_url ? (
            <img
              className="rb-avatar-details__image"
              src={avatar.image_url}
              alt={messages.management.imageAlt(avatar.avatar_name)}
            />
          ) : null}
          <dl className="rb-avatar-facts">
            <div>
              <dt>{text.status}</dt>
              <dd>
                <StatusBadge status={avatarStatus(avatar)}>
                  {messages.management.statusLabels[avatarStatus(avatar)]}
                </StatusBadge>
              </dd>
            </div>
            <div>
              <dt>{text.id}</dt>
              <dd>
                <code>{avatar.id}</code>
              </dd>
            </div>
            <div>
              <dt>{text.created}</dt>
              <dd>{new Date(avatar.created_at).toLocaleString(locale)}</dd>
            </div>
            <div>
              <dt>{text.updated}</dt>
              <dd>{new Date(avatar.updated_at).toLocaleString(locale)}</dd>
            </div>
            <div>
              <dt>{text.voice}</dt>
              <dd>{avatar.voice_id ? <code>{avatar.voice_id}</code> : text.noVoice}</dd>
            </div>
            {variants.length > 0 ? (
              <div>
                <dt>{text.variants}</dt>
                <dd>{variants.map((emotion) => messages.success.emotions[emotion] ?? emotion).join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          {Object.keys(avatar.variant_urls ?? {}).length > 0 ? (
            <ul className="rb-avatar-variants" aria-label={text.variants}>
              {variants
                .filter((emotion) => avatar.variant_urls[emotion])
                .map((emotion) => {
                  const name = messages.success.emotions[emotion] ?? emotion;
                  return (
                    <li key={emotion} className="rb-avatar-variants__item">
                      <img src={avatar.variant_urls[emotion]} alt={messages.success.variantAlt(name)} />
                      <span>{name}</span>
                    </li>
                  );
                })}
            </ul>
          ) : null}
          <h3 className="rb-dialog__subtitle">{text.profile}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the profile scrolls, so keyboard users must reach it */}
          <pre className="rb-avatar-wizard-profile__text" tabIndex={0}>
            {avatar.character_profile?.trim() || text.noProfile}
          </pre>
        </div>
      ) : null}
    </AvatarDialog>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Edit
 * -----------------------------------------------------------------------------------------------*/

export interface AvatarEditDialogProps {
  /** The avatar to edit; null closes the dialog. */
  avatar: Avatar | null;
  onClose(): void;
  /** Saves the profile text; rejects when it failed ('Failed to update avatar'). */
  onSave(avatar: Avatar, profile: string): Promise<void>;
  /**
   * Whether the coach edited the avatar's case formulation: saving a profile reads the formulation
   * afresh and replaces those edits, so the dialog says so and Save waits for the coach to agree.
   * `checking` keeps Save disabled until it is known. @default false
   */
  formulationEdited?: boolean | 'checking';
}

/**
 * Edits the character profile in a 12-row box; Save is disabled while the profile is blank, and,
 * when the coach edited the case formulation, until they agree to replace those edits.
 */
export function AvatarEditDialog({
  avatar,
  onClose,
  onSave,
  formulationEdited = false,
}: AvatarEditDialogProps) {
  const text = useAvatarMessages().editDialog;
  const id = useId();
  const [profile, setProfile] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [replaceEdits, setReplaceEdits] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const blocked = formulationEdited === 'checking' || (formulationEdited && !replaceEdits);

  useEffect(() => {
    setProfile(avatar?.character_profile ?? '');
    setError(null);
    setSaving(false);
    setReplaceEdits(false);
  }, [avatar]);

  const save = async () => {
    if (!avatar || !profile.trim() || saving || blocked) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(avatar, profile);
    } catch {
      setError(text.failed);
      setSaving(false);
    }
  };

  return (
    <AvatarDialog
      open={avatar !== null}
      onClose={onClose}
      slot="avatar-edit-dialog"
      size="lg"
      title={avatar ? text.title(avatar.avatar_name) : ''}
      description={text.description}
      initialFocus={areaRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button disabled={!profile.trim() || blocked} pending={saving} onClick={() => void save()}>
            {text.save}
          </Button>
        </>
      }
    >
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={id}>
          {text.profile}
        </label>
        <textarea
          ref={areaRef}
          id={id}
          rows={12}
          maxLength={20_000}
          className="rb-input rb-avatar-textarea rb-avatar-textarea--code"
          value={profile}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setProfile(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="rb-field__error">
            {error}
          </p>
        ) : null}
      </div>
      {formulationEdited === true ? (
        <>
          <Notice>{text.formulationEdited}</Notice>
          <Checkbox label={text.replaceEdits} checked={replaceEdits} onCheckedChange={setReplaceEdits} />
        </>
      ) : null}
    </AvatarDialog>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Delete
 * -----------------------------------------------------------------------------------------------*/

export interface AvatarDeleteDialogProps {
  /** The avatar to delete; null closes the dialog. */
  avatar: Avatar | null;
  onClose(): void;
  /**
   * Deletes it; rejects when it failed ('Failed to delete avatar'). Its sessions stay unless the
   * coach ticked "Also delete its N sessions" (`deleteSessions`).
   */
  onDelete(avatar: Avatar, options: { deleteSessions: boolean }): Promise<void>;
}

/**
 * Asks before deleting an avatar; focus starts on Cancel. With sessions practised with it
 * (`session_count`), it says how many stay in History and offers deleting them too.
 */
export function AvatarDeleteDialog({ avatar, onClose, onDelete }: AvatarDeleteDialogProps) {
  const text = useAvatarMessages().deleteDialog;
  const [deleting, setDeleting] = useState(false);
  const [deleteSessions, setDeleteSessions] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sessions = avatar?.session_count ?? 0;

  useEffect(() => {
    if (avatar) {
      setDeleting(false);
      setDeleteSessions(false);
      setError(null);
    }
  }, [avatar]);

  return (
    <ConfirmDialog
      open={avatar !== null}
      slot="avatar-delete-dialog"
      title={avatar ? text.title(avatar.avatar_name) : ''}
      body={
        sessions > 0 ? (
          <>
            {text.body} <span data-slot="avatar-delete-sessions">{text.sessionsKept(sessions)}</span>
          </>
        ) : (
          text.body
        )
      }
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      tone="danger"
      pending={deleting}
      error={error}
      onCancel={onClose}
      onConfirm={async () => {
        if (!avatar || deleting) return;
        setDeleting(true);
        setError(null);
        try {
          await onDelete(avatar, { deleteSessions: sessions > 0 && deleteSessions });
        } catch {
          setError(text.failed);
          setDeleting(false);
        }
      }}
    >
      {sessions > 0 ? (
        <Checkbox
          label={text.deleteSessions(sessions)}
          checked={deleteSessions}
          onCheckedChange={setDeleteSessions}
        />
      ) : null}
    </ConfirmDialog>
  );
}
