import { canStartSession } from '@rebond/sdk';
import { cn } from '../lib/cn';
import { useSessionMessages } from './session-messages';
import type { SessionAvatar } from './session-types';

export interface AvatarPickerProps {
  /** The avatars to offer; those without a picture are shown but cannot be chosen. */
  avatars: readonly SessionAvatar[];
  /** The chosen avatar id, or null. */
  value: string | null;
  onChange(avatarId: string): void;
  /** The radio group's name (unique on the page). */
  name: string;
  /** The group's accessible name. */
  legend: string;
  /** Shows the legend on screen instead of only to assistive technology. @default false */
  showLegend?: boolean;
  /** The id of an error message that describes the group. */
  errorId?: string;
  disabled?: boolean;
}

/** Avatar cards as a radio group (arrow keys move between them); inactive avatars are disabled. */
export function AvatarPicker({
  avatars,
  value,
  onChange,
  name,
  legend,
  showLegend = false,
  errorId,
  disabled = false,
}: AvatarPickerProps) {
  const messages = useSessionMessages().avatarPicker;
  return (
    <fieldset data-slot="avatar-picker" className="rb-avatar-picker" aria-describedby={errorId}>
      <legend className={showLegend ? 'rb-avatar-picker__legend' : 'rb-visually-hidden'}>{legend}</legend>
      {avatars.length === 0 ? <p className="rb-sessions__muted">{messages.empty}</p> : null}
      <div className="rb-avatar-picker__grid">
        {avatars.map((avatar) => {
          const active = canStartSession(avatar);
          const checked = value === avatar.id;
          return (
            <label
              key={avatar.id}
              data-slot="avatar-option"
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={!active || disabled || undefined}
              className={cn('rb-avatar-option')}
            >
              <input
                type="radio"
                className="rb-avatar-option__input"
                name={name}
                value={avatar.id}
                checked={checked}
                disabled={!active || disabled}
                onChange={() => onChange(avatar.id)}
              />
              <AvatarImage avatar={avatar} />
              <span className="rb-avatar-option__name">{avatar.avatar_name}</span>
              <span className="rb-avatar-option__status" data-status={active ? 'active' : 'pending'}>
                {active ? messages.active : messages.pending}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface AvatarImageProps {
  avatar: SessionAvatar;
  /** `lg` for a page's main avatar (6rem), `md` in lists (4.5rem). @default 'md' */
  size?: 'md' | 'lg';
}

/** The avatar's picture, or a placeholder with its initial. Decorative: the name is always beside it. */
export function AvatarImage({ avatar, size = 'md' }: AvatarImageProps) {
  return avatar.image_url ? (
    <img className="rb-avatar-image" data-size={size} src={avatar.image_url} alt="" />
  ) : (
    <span className="rb-avatar-image rb-avatar-image--placeholder" data-size={size} aria-hidden="true">
      {avatar.avatar_name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
