import type { ComponentProps, ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  /** The visible label, tied to the input. */
  label: ReactNode;
  /** Help shown under the label and read after the input's name (`aria-describedby`). */
  hint?: ReactNode;
  /**
   * What is wrong with the value. When set, the input is marked `aria-invalid` and the message is
   * read with it (`aria-describedby`).
   */
  error?: ReactNode;
  /** Classes for the wrapper; use `inputClassName` for the input itself. */
  className?: string;
  /** Classes for the `<input>`. */
  inputClassName?: string;
}

/** A labelled text input with an optional hint and error message. Takes every `<input>` prop. */
export function TextField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id: idProp,
  required,
  'aria-describedby': describedByProp,
  ...props
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: describedByProp,
  });
  return (
    <div
      data-slot="text-field"
      data-invalid={error ? 'true' : undefined}
      className={cn('rb-field', className)}
    >
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <input
        type="text"
        {...props}
        id={id}
        required={required}
        data-slot="text-field-input"
        className={cn('rb-input', inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
