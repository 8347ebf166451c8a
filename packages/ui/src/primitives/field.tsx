import type { ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

/** What `Field` hands its control: spread it on the `<select>`, `<textarea>` or `<input type="file">`. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** Help shown under the label and read after the control's name (`aria-describedby`). */
  hint?: ReactNode;
  /** What is wrong with the value: the control is marked `aria-invalid` and the message read with it. */
  error?: string | undefined;
  /** Marks the label "(required)" for sighted users; set `required` on the control too. @default false */
  required?: boolean;
  /** Classes for the wrapper. */
  className?: string;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/**
 * A labelled control of any kind (a select, a textarea, a file input) with its hint and error, tied
 * by `aria-describedby`: what `TextField` does for a text input, for the controls it does not wrap.
 */
export function Field({ label, hint, error, required = false, className, children }: FieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({ hint, error });
  return (
    <div data-slot="field" className={cn('rb-field', className)} data-invalid={error ? 'true' : undefined}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
