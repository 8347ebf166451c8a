import type { EmbedKey } from '@rebond/sdk';
import { type ComponentProps, useId, useMemo } from 'react';
import { useLocale } from '../i18n/locale';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import type { EmbedKeyAvatar } from './embed-key-form';
import { embedKeyStatus } from './embed-keys-model';
import { useEmbedKeysMessages } from './messages';

export interface EmbedKeyListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The coach's keys, newest first. */
  keys: readonly EmbedKey[];
  /** The coach's avatars, to name the ones a key uses. */
  avatars: readonly Pick<EmbedKeyAvatar, 'id' | 'name'>[];
  /** The user pressed Revoke on a key (the caller confirms first). */
  onRevoke(key: EmbedKey): void;
  /** The clock, for tests and stories. */
  now?: number | undefined;
}

/**
 * One row per key: name, status (`data-status` active, revoked or expired), websites, avatars,
 * sessions this month against the daily quota, created (and expiry) date, the publishable key,
 * and Revoke for a key not yet revoked.
 */
export function EmbedKeyList({ keys, avatars, onRevoke, now, className, ...props }: EmbedKeyListProps) {
  const messages = useEmbedKeysMessages().list;
  return (
    <ul
      {...props}
      aria-label={messages.label}
      data-slot="embed-key-list"
      className={cn('rb-embed-list', className)}
    >
      {keys.map((key) => (
        <EmbedKeyRow key={key.id} embedKey={key} avatars={avatars} onRevoke={onRevoke} now={now} />
      ))}
    </ul>
  );
}

interface EmbedKeyRowProps {
  embedKey: EmbedKey;
  avatars: EmbedKeyListProps['avatars'];
  onRevoke(key: EmbedKey): void;
  now?: number | undefined;
}

function EmbedKeyRow({ embedKey: key, avatars, onRevoke, now }: EmbedKeyRowProps) {
  const messages = useEmbedKeysMessages().list;
  const locale = useLocale();
  const nameId = useId();
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const status = embedKeyStatus(key, now);
  const avatarNames = key.avatar_ids.map(
    (id) => avatars.find((avatar) => avatar.id === id)?.name ?? messages.unknownAvatar,
  );
  return (
    <li data-slot="embed-key-row" data-status={status} className="rb-embed-row">
      <div className="rb-embed-row__title">
        <h4 id={nameId} className="rb-embed-row__name">
          {key.name}
        </h4>
        <span data-slot="embed-key-status" data-status={status} className="rb-embed-status">
          {messages.statuses[status]}
        </span>
      </div>
      <dl className="rb-embed-row__facts">
        <div>
          <dt>{messages.origins}</dt>
          <dd>{key.allowed_origins.join(', ')}</dd>
        </div>
        <div>
          <dt>{messages.avatars}</dt>
          <dd>{avatarNames.join(', ')}</dd>
        </div>
        <div>
          <dt>{messages.usage}</dt>
          <dd>{messages.usageText(key.sessions_this_month, key.daily_session_quota)}</dd>
        </div>
        <div>
          <dt>{messages.created}</dt>
          <dd>{date.format(new Date(key.created_at))}</dd>
        </div>
        {key.expires_at ? (
          <div>
            <dt>{messages.expires}</dt>
            <dd>{date.format(new Date(key.expires_at))}</dd>
          </div>
        ) : null}
        <div>
          <dt>{messages.publishableKey}</dt>
          <dd>
            <code className="rb-embed-row__key">{key.publishable_key}</code>
          </dd>
        </div>
      </dl>
      {status !== 'revoked' ? (
        <div className="rb-embed-row__actions">
          <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={() => onRevoke(key)}>
            {messages.revoke}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
