import { type ReactNode, useId } from 'react';
import { useCommonMessages } from '../i18n/use-common-messages';
import { cn } from '../lib/cn';

/** Ids that tie a control to its hint and error, and the `aria-describedby` value that lists them. */
export function useFieldIds(options: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}) {
  const generated = useId();
  const id = options.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error comes first so that it is read before the hint.
  const describedBy =
    [options.error ? errorId : undefined, options.hint ? hintId : undefined, options.describedBy]
      .filter(Boolean)
      .join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  required,
  className,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const messages = useCommonMessages();
  return (
    <label data-slot="field-label" className={cn('rb-field__label', className)} htmlFor={htmlFor}>
      {children}
      {required ? (
        // Screen readers already announce the input's `required` state.
        <span className="rb-field__required" aria-hidden="true">
          {` (${messages.required})`}
        </span>
      ) : null}
    </label>
  );
}

export function FieldHint({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p data-slot="field-hint" className={cn('rb-field__hint', className)} id={id}>
      {children}
    </p>
  );
}

export function FieldError({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('rb-field__error', className)} id={id}>
      {children}
    </p>
  );
}
