import { type ReactNode, useId } from 'react';
import { useCommonMessages } from '../i18n/use-common-messages';

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
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  const messages = useCommonMessages();
  return (
    <label data-slot="field-label" className="rb-field__label" htmlFor={htmlFor}>
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

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p data-slot="field-hint" className="rb-field__hint" id={id}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className="rb-field__error" id={id}>
      {children}
    </p>
  );
}
