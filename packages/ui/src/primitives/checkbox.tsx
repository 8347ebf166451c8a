import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ReactNode, Ref } from 'react';
import { FieldError, FieldHint, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

/** The parts of a `Checkbox` that take their own classes (the root takes `className`). */
export type CheckboxPart = 'row' | 'control' | 'indicator' | 'label' | 'hint' | 'error';

export interface CheckboxProps
  extends Omit<
    RadixCheckbox.CheckboxProps,
    'checked' | 'defaultChecked' | 'onCheckedChange' | 'onChange' | 'children' | 'asChild'
  > {
  /** The checkbox button (to focus it). */
  ref?: Ref<HTMLButtonElement>;
  /** The visible label. It may contain links (they stay separately clickable and focusable). */
  label: ReactNode;
  /** Help shown under the label and read with the checkbox (`aria-describedby`). */
  hint?: ReactNode;
  /** What is wrong. When set, the checkbox is marked `aria-invalid` and the message is read with it. */
  error?: ReactNode;
  /** Ticked (controlled). */
  checked?: boolean;
  /** Ticked at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Ticked or unticked by the user. */
  onCheckedChange?(checked: boolean): void;
  /** Classes for the wrapper. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<CheckboxPart, string>>;
}

/**
 * A checkbox on Radix Checkbox (`role="checkbox"`, `aria-checked`, `data-state`), with a label,
 * an optional hint and an error message. Inside a form it also submits `value` under `name` when ticked.
 */
export function Checkbox({
  label,
  hint,
  error,
  onCheckedChange,
  className,
  classNames = {},
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
      <div data-slot="checkbox-row" className={cn('rb-checkbox__row', classNames.row)}>
        <RadixCheckbox.Root
          {...props}
          id={id}
          data-slot="checkbox-control"
          className={cn('rb-checkbox__control', classNames.control)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
        >
          <RadixCheckbox.Indicator
            data-slot="checkbox-indicator"
            className={cn('rb-checkbox__indicator', classNames.indicator)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M3 8.5l3.5 3.5L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label data-slot="checkbox-label" className={cn('rb-checkbox__label', classNames.label)} htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldHint id={hintId} className={classNames.hint}>
        {hint}
      </FieldHint>
      <FieldError id={errorId} className={classNames.error}>
        {error}
      </FieldError>
    </div>
  );
}
