import type { ComponentProps } from 'react';
import { useCommonMessages } from '../i18n/use-common-messages';
import { cn } from '../lib/cn';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * What screen readers announce while it spins.
   * @default the common catalogue's `loading` ('Loading...')
   */
  label?: string;
  /**
   * Hide the spinner from assistive technology, for example inside a button that already says
   * it is busy with `aria-busy`.
   * @default false
   */
  decorative?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A small rotating ring that tells the user something is in progress. */
export function Spinner({ label, decorative = false, size = 'md', className, ...props }: SpinnerProps) {
  const messages = useCommonMessages();
  const ring = <span className="rb-spinner__ring" aria-hidden="true" />;
  if (decorative) {
    return (
      <span
        data-slot="spinner"
        data-size={size}
        aria-hidden="true"
        className={cn('rb-spinner', className)}
        {...props}
      >
        {ring}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role="status"
      className={cn('rb-spinner', className)}
      {...props}
    >
      {ring}
      <span className="rb-visually-hidden">{label ?? messages.loading}</span>
    </span>
  );
}
