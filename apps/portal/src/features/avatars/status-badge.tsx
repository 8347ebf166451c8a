import { cn } from '@rebond/ui';
import type { ComponentProps } from 'react';
import './avatars.css';

/** The tones a status badge takes; `data-status` carries it for styling and tests. */
export type BadgeStatus =
  | 'idle'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'skipped'
  | 'active'
  | 'pending'
  | 'inactive';

export interface StatusBadgeProps extends ComponentProps<'span'> {
  status: BadgeStatus;
}

/** A small pill with a status word (the text comes from the caller's catalogue). */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  return (
    <span
      {...props}
      data-slot="status-badge"
      data-status={status}
      className={cn('rb-avatar-badge', className)}
    />
  );
}
