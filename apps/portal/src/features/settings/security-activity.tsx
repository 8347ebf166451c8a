import type { AuditEntry } from '@rebond/sdk';
import type { ComponentProps } from 'react';
import '../profile/profile.css';
import './security-activity.css';
import { Button, cn, Heading, type HeadingLevel, Notice, Spinner, useLocaleTag } from '@rebond/ui';
import { useSettingsMessages } from './messages';

export interface SecurityActivityProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The log is loading, failed to load, or is here. */
  status: 'loading' | 'error' | 'ready';
  /** The account's audit events, newest first (`GET /users/audit`), when `status` is `ready`. */
  entries?: readonly AuditEntry[];
  /** Try again after a failed load. */
  onRetry?(): void;
  /** The section heading's level. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * Settings' "Security activity": what happened to the account's records and when (sign-ins,
 * sign-outs, password changes, reads and deletions), who did it (the coach, or someone else such as
 * a visitor through an embed key) and from which address (only for the coach's own actions).
 */
export function SecurityActivity({
  status,
  entries = [],
  onRetry,
  headingLevel = 3,
  className,
  ...props
}: SecurityActivityProps) {
  const messages = useSettingsMessages().securityActivity;
  const localeTag = useLocaleTag();
  const format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = 'security-activity-heading';
  const actionOf = (entry: AuditEntry) =>
    messages.actions[entry.action as keyof typeof messages.actions] ?? entry.action;
  const recordOf = (entry: AuditEntry) =>
    messages.records[entry.record_type as keyof typeof messages.records] ?? entry.record_type;

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="security-activity"
      data-state={status}
      className={cn('rb-profile-card', className)}
    >
      <Heading level={headingLevel} id={headingId} className="rb-profile-card__title">
        {messages.title}
      </Heading>
      <p className="rb-profile-muted">{messages.intro}</p>
      {status === 'loading' ? <Spinner label={messages.loading} /> : null}
      {status === 'error' ? (
        <Notice tone="error">
          {messages.loadFailed}{' '}
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {messages.retry}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      {status === 'ready' && entries.length === 0 ? <p>{messages.empty}</p> : null}
      {status === 'ready' && entries.length > 0 ? (
        <ul className="rb-security-activity" aria-labelledby={headingId}>
          {entries.map((entry) => (
            <li key={entry.id} className="rb-security-activity__item" data-action={entry.action}>
              <span className="rb-security-activity__what">
                {messages.event(actionOf(entry), recordOf(entry))}
              </span>
              <span className="rb-profile-muted">
                <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
                {' · '}
                {entry.by_you ? messages.byYou(entry.ip) : messages.bySomeoneElse}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
