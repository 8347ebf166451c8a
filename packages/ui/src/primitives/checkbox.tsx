import type { ComponentProps, ReactNode } from 'react';
import { FieldError, FieldHint, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The visible label. It may contain links (they stay separately clickable and focusable). */
  label: ReactNode;
  /** Help shown under the label and read with the checkbox (`aria-describedby`). */
  hint?: ReactNode;
  /** What is wrong. When set, the checkbox is marked `aria-invalid` and the message is read with it. */
  error?: ReactNode;
  /** Classes for the wrapper. */
  className?: string;
}

/** A native checkbox with a label, an optional hint and an error message. */
export function Checkbox({
  label,
  hint,
  error,
  className,
  id: idProp,
  'aria-describedby': describedByProp,
  ...props
}: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: describedByProp,
  });
  return (
    <div
      data-slot="checkbox"
      data-invalid={error ? 'true' : undefined}
      className={cn('rb-checkbox', className)}
    >
      <div className="rb-checkbox__row">
        <input
          {...props}
          type="checkbox"
          id={id}
          data-slot="checkbox-input"
          className="rb-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label data-slot="checkbox-label" className="rb-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
