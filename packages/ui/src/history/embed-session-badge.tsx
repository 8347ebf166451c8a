import type { Session } from '@rebond/sdk';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useHistoryMessages } from './messages';
import { embedSite } from './session-history-model';

export interface EmbedSessionBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The session's embed mark: the key's name and the page's origin. */
  embed: NonNullable<Session['embed']>;
}

/** A pill that marks a visitor's session from a clinic's website: "Website: Homework page · clinic.example". */
export function EmbedSessionBadge({ embed, className, ...props }: EmbedSessionBadgeProps) {
  const messages = useHistoryMessages();
  return (
    <span
      {...props}
      data-slot="embed-session-badge"
      title={embed.origin}
      className={cn('rb-history-badge rb-history-badge--embed', className)}
    >
      {messages.embedBadge(embed.key_name, embedSite(embed.origin))}
    </span>
  );
}
