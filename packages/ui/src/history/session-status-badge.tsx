import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useHistoryMessages } from './messages';
import type { SessionStatus } from './session-history-model';

export interface SessionStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The status to show; also set as `data-status`. */
  status: SessionStatus;
}

/** A pill with the session's status word: Active, Completed or Ended. */
export function SessionStatusBadge({ status, className, ...props }: SessionStatusBadgeProps) {
  const messages = useHistoryMessages();
  return (
    <span
      {...props}
      data-slot="session-status-badge"
      data-status={status}
      className={cn('rb-history-badge', className)}
    >
      {messages.status[status]}
    </span>
  );
}
