import type { Avatar } from '@rebond/sdk';
import { avatarStatus } from '@rebond/sdk';
import { Button, describeProfile, Heading, type HeadingLevel, Notice, Spinner } from '@rebond/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { AvatarCard } from './avatar-card';
import { AvatarDeleteDialog, AvatarDetailsDialog, AvatarEditDialog } from './avatar-dialogs';
import { useAvatarMessages } from './messages';
import './avatars.css';

export interface AvatarManagementProps {
  /** The user's avatars, once loaded. */
  avatars: readonly Avatar[];
  /** `loading` before the first answer, `error` when loading failed. */
  state: 'loading' | 'error' | 'ready';
  /** Try Again after a failed load. */
  onRetry(): void;
  /** Start Session on an active avatar: open session creation with it preselected. */
  onStartSession(avatar: Avatar): void;
  /** Saves a new character profile; reject to show 'Failed to update avatar'. */
  onSaveProfile(avatar: Avatar, profile: string): Promise<void>;
  /**
   * Deletes an avatar; reject to show 'Failed to delete avatar'. Its sessions stay unless the coach
   * asked to delete them too (`deleteSessions`).
   */
  onDelete(avatar: Avatar, options: { deleteSessions: boolean }): Promise<void>;
  /**
   * Whether the coach edited this avatar's case formulation, asked when its profile is opened for
   * editing: saving a profile replaces those edits, so the edit dialog says so first. A failed
   * answer counts as edited. Without it the dialog does not ask.
   */
  formulationEdited?(avatar: Avatar): Promise<boolean>;
  /** Creates a failed avatar again from a new photo; reject with a reason to show it. */
  onRetryPhoto?(avatar: Avatar, photo: File): Promise<void>;
  /** Create Avatar in the header and the empty state; hidden without it. */
  onCreateAvatar?: () => void;
  /** The title's heading level; cards use the next one. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Matches the name or the readable profile, case-insensitively. */
export function filterAvatars(avatars: readonly Avatar[], query: string): Avatar[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...avatars];
  return avatars.filter(
    (avatar) =>
      avatar.avatar_name.toLowerCase().includes(needle) ||
      describeProfile(avatar.character_profile).toLowerCase().includes(needle),
  );
}

/**
 * The avatars tab: search, stats cards (total, active, pending), avatar cards, and the details,
 * edit and delete dialogs; loading, error (with Try Again) and empty states.
 */
export function AvatarManagement({
  avatars,
  state,
  onRetry,
  onStartSession,
  onSaveProfile,
  onDelete,
  onRetryPhoto,
  onCreateAvatar,
  formulationEdited,
  headingLevel = 2,
}: AvatarManagementProps) {
  const messages = useAvatarMessages();
  const text = messages.management;
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [details, setDetails] = useState<Avatar | null>(null);
  const [editing, setEditing] = useState<Avatar | null>(null);
  const [edits, setEdits] = useState<boolean | 'checking'>(false);
  const asked = useRef<string | null>(null);
  // Opens a profile for editing and, when the page can tell, asks whether saving it would replace
  // the coach's edits to the case formulation (an answer for another avatar is ignored).
  const openEdit = (target: Avatar) => {
    setEditing(target);
    asked.current = target.id;
    if (!formulationEdited) return setEdits(false);
    setEdits('checking');
    formulationEdited(target).then(
      (edited) => asked.current === target.id && setEdits(edited),
      () => asked.current === target.id && setEdits(true),
    );
  };
  const [deleting, setDeleting] = useState<Avatar | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const shown = useMemo(() => filterAvatars(avatars, query), [avatars, query]);
  const active = avatars.filter((avatar) => avatarStatus(avatar) === 'active').length;
  const cardLevel = Math.min(headingLevel + 1, 4) as HeadingLevel;

  return (
    <section
      aria-labelledby={titleId}
      data-slot="avatar-management"
      data-state={state}
      className="rb-avatars"
    >
      <header className="rb-avatars__header">
        <div>
          <Heading level={headingLevel} id={titleId} className="rb-avatars__title">
            {text.title}
          </Heading>
          <p className="rb-avatars__intro">{text.intro}</p>
        </div>
        {onCreateAvatar ? <Button onClick={onCreateAvatar}>{text.createAvatar}</Button> : null}
      </header>

      {state === 'loading' ? (
        <div className="rb-avatars__state" role="status">
          <Spinner decorative />
          <span>{text.loading}</span>
        </div>
      ) : null}

      {state === 'error' ? (
        <div className="rb-avatars__state">
          <Notice tone="error">{text.loadFailed}</Notice>
          <Button variant="secondary" onClick={onRetry}>
            {text.tryAgain}
          </Button>
        </div>
      ) : null}

      {state === 'ready' ? (
        <>
          <ul className="rb-avatars__stats" aria-label={text.stats}>
            <li className="rb-avatars__stat" data-stat="total">
              <span className="rb-avatars__stat-value">{avatars.length}</span>
              <span className="rb-avatars__stat-label">{text.total}</span>
            </li>
            <li className="rb-avatars__stat" data-stat="active">
              <span className="rb-avatars__stat-value">{active}</span>
              <span className="rb-avatars__stat-label">{text.active}</span>
            </li>
            <li className="rb-avatars__stat" data-stat="pending">
              <span className="rb-avatars__stat-value">{avatars.length - active}</span>
              <span className="rb-avatars__stat-label">{text.pending}</span>
            </li>
          </ul>
          <div className="rb-field rb-avatars__search">
            <label htmlFor={searchId} className="rb-field__label">
              {text.search}
            </label>
            <input
              id={searchId}
              type="search"
              className="rb-input"
              placeholder={text.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {retryError ? <Notice tone="error">{retryError}</Notice> : null}
          {notice ? (
            <Notice tone="success" data-slot="avatar-management-notice">
              {notice}
            </Notice>
          ) : null}
          {avatars.length === 0 ? (
            <div className="rb-avatars__state" data-slot="avatar-management-empty">
              <p>{text.empty}</p>
              {onCreateAvatar ? <Button onClick={onCreateAvatar}>{text.createAvatar}</Button> : null}
            </div>
          ) : shown.length === 0 ? (
            <p className="rb-avatars__state">{text.noMatch}</p>
          ) : (
            <ul className="rb-avatars__grid">
              {shown.map((avatar) => (
                <li key={avatar.id}>
                  <AvatarCard
                    avatar={avatar}
                    headingLevel={cardLevel}
                    onViewDetails={setDetails}
                    onEdit={(target) => {
                      setNotice(null);
                      openEdit(target);
                    }}
                    onDelete={(target) => {
                      setNotice(null);
                      setDeleting(target);
                    }}
                    onStartSession={onStartSession}
                    {...(onRetryPhoto
                      ? {
                          onRetryPhoto: (target: Avatar, photo: File) => {
                            setNotice(null);
                            setRetryError(null);
                            onRetryPhoto(target, photo).then(
                              () => setNotice(text.retryStarted(target.avatar_name)),
                              (failure: unknown) =>
                                setRetryError(failure instanceof Error ? failure.message : text.failedHint),
                            );
                          },
                        }
                      : {})}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      <AvatarDetailsDialog avatar={details} onClose={() => setDetails(null)} />
      <AvatarEditDialog
        avatar={editing}
        formulationEdited={edits}
        onClose={() => setEditing(null)}
        onSave={async (avatar, profile) => {
          await onSaveProfile(avatar, profile);
          setEditing(null);
          setNotice(messages.editDialog.saved);
        }}
      />
      <AvatarDeleteDialog
        avatar={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (avatar, options) => {
          await onDelete(avatar, options);
          setDeleting(null);
        }}
      />
    </section>
  );
}
