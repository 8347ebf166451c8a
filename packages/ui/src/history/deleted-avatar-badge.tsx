import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useHistoryMessages } from './messages';

/**
 * A pill that marks a session whose avatar was deleted since: the session, its videos and scorecard
 * stay, with the avatar's name and picture as they were when it started.
 */
export function DeletedAvatarBadge({ className, ...props }: Omit<ComponentProps<'span'>, 'children'>) {
  const messages = useHistoryMessages();
  return (
    <span
      {...props}
      data-slot="deleted-avatar-badge"
      className={cn('rb-history-badge rb-history-badge--deleted', className)}
    >
      {messages.avatarDeleted}
    </span>
  );
}
