import type { Avatar } from '@rebond/sdk';
import { avatarStatus } from '@rebond/sdk';
import { Button, buttonVariants, Heading, type HeadingLevel, profilePreview, useLocale } from '@rebond/ui';
import { useId } from 'react';
import { useAvatarMessages } from './messages';
import { StatusBadge } from './status-badge';
import './avatars.css';

export interface AvatarCardProps {
  avatar: Avatar;
  onViewDetails(avatar: Avatar): void;
  onEdit(avatar: Avatar): void;
  onDelete(avatar: Avatar): void;
  /** Start Session; disabled unless the avatar is active. */
  onStartSession(avatar: Avatar): void;
  /**
   * A failed avatar: the photo chosen to create it again (a new creation job). Without it, a failed
   * avatar offers only Delete.
   */
  onRetryPhoto?(avatar: Avatar, photo: File): void;
  /** @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * One avatar: picture, name, status badge, created date, 100-character profile preview and actions.
 * A failed avatar says so and offers to upload the photo again (`onRetryPhoto`) or Delete.
 */
export function AvatarCard({
  avatar,
  onViewDetails,
  onEdit,
  onDelete,
  onStartSession,
  onRetryPhoto,
  headingLevel = 3,
}: AvatarCardProps) {
  const messages = useAvatarMessages().management;
  const locale = useLocale();
  const status = avatarStatus(avatar);
  const titleId = useId();
  const hintId = useId();
  const retryId = useId();
  const preview = profilePreview(avatar.character_profile);
  return (
    <article
      aria-labelledby={titleId}
      data-slot="avatar-card"
      data-status={status}
      data-avatar-id={avatar.id}
      className="rb-avatar-card"
    >
      <div className="rb-avatar-card__media">
        {avatar.image_url ? (
          <img src={avatar.image_url} alt={messages.imageAlt(avatar.avatar_name)} loading="lazy" />
        ) : (
          <span className="rb-avatar-card__placeholder">{messages.noImage}</span>
        )}
      </div>
      <div className="rb-avatar-card__body">
        <div className="rb-avatar-card__head">
          <Heading level={headingLevel} id={titleId} className="rb-avatar-card__name">
            {avatar.avatar_name}
          </Heading>
          <StatusBadge status={status}>{messages.statusLabels[status]}</StatusBadge>
        </div>
        <p className="rb-avatar-card__date">
          {messages.created(new Date(avatar.created_at).toLocaleDateString(locale))}
        </p>
        <p className="rb-avatar-card__profile" data-slot="avatar-card-profile">
          {preview || messages.noProfile}
        </p>
        {status === 'failed' ? (
          <div className="rb-avatar-card__failed" data-slot="avatar-card-failed">
            <p className="rb-field__error">{messages.failedHint}</p>
            {onRetryPhoto ? (
              <>
                <input
                  id={retryId}
                  type="file"
                  accept="image/*"
                  className="rb-visually-hidden"
                  aria-label={messages.retryPhotoFor(avatar.avatar_name)}
                  onChange={(event) => {
                    const photo = event.target.files?.[0];
                    event.target.value = '';
                    if (photo) onRetryPhoto(avatar, photo);
                  }}
                />
                <label htmlFor={retryId} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                  {messages.retryPhoto}
                </label>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons */}
      <div
        className="rb-avatar-card__actions"
        role="group"
        aria-label={messages.actionsFor(avatar.avatar_name)}
      >
        <Button size="sm" variant="secondary" onClick={() => onViewDetails(avatar)}>
          {messages.viewDetails}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onEdit(avatar)}>
          {messages.edit}
        </Button>
        <Button size="sm" variant="ghost" className="rb-avatar-card__delete" onClick={() => onDelete(avatar)}>
          {messages.delete}
        </Button>
        {status !== 'active' ? (
          <span id={hintId} className="rb-visually-hidden">
            {messages.startSessionDisabled}
          </span>
        ) : null}
        <Button
          size="sm"
          disabled={status !== 'active'}
          aria-describedby={status !== 'active' ? hintId : undefined}
          onClick={() => onStartSession(avatar)}
        >
          {messages.startSession}
        </Button>
      </div>
    </article>
  );
}
