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

const ring = <span className="rb-spinner__ring" aria-hidden="true" />;

/**
 * The ring alone, hidden from assistive technology: what `Spinner decorative` renders. A button
 * that says it is busy with `aria-busy` uses it directly, so it carries no message catalogue.
 */
export function SpinnerRing({
  size = 'md',
  className,
  ...props
}: Omit<SpinnerProps, 'label' | 'decorative'>) {
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

/** A small rotating ring that tells the user something is in progress. */
export function Spinner({ label, decorative = false, ...props }: SpinnerProps) {
  return decorative ? <SpinnerRing {...props} /> : <LabelledSpinner label={label} {...props} />;
}

function LabelledSpinner({ label, size = 'md', className, ...props }: Omit<SpinnerProps, 'decorative'>) {
  const messages = useCommonMessages();
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
