import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';
import { FieldError, FieldHint, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

/** One choice of a `RadioGroup`. */
export interface RadioOption<T extends string = string> {
  value: T;
  label: ReactNode;
  /** Help shown under this choice and read with it. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** The parts of a `RadioGroup` that take their own classes (the root takes `className`). */
export type RadioGroupPart =
  | 'legend'
  | 'group'
  | 'option'
  | 'item'
  | 'indicator'
  | 'label'
  | 'hint'
  | 'error';

export interface RadioGroupProps<T extends string = string>
  extends Omit<
    RadixRadioGroup.RadioGroupProps,
    'value' | 'defaultValue' | 'onValueChange' | 'children' | 'asChild'
  > {
  /** The group's visible name. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption<T>[];
  /** The chosen value (controlled). */
  value?: T;
  /** The first value (uncontrolled). */
  defaultValue?: T;
  /** A value chosen, typed as one of the options. */
  onValueChange?(value: T): void;
  /** Help for the whole group, read with it. */
  hint?: ReactNode;
  /** What is wrong. When set, the group is marked `aria-invalid` and the message is read with it. */
  error?: ReactNode;
  /** Classes for the wrapper. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<RadioGroupPart, string>>;
}

/**
 * A labelled group of radio buttons on Radix Radio Group (`role="radiogroup"` of `role="radio"`):
 * Tab enters the group at the chosen option, the arrow keys move and choose.
 */
export function RadioGroup<T extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  className,
  classNames = {},
  id: idProp,
  'aria-describedby': describedByProp,
  ...props
}: RadioGroupProps<T>) {
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: describedByProp,
  });
  const labelId = `${id}-label`;
  const optionIds = useId();
  return (
    <div
      data-slot="radio-group"
      data-invalid={error ? 'true' : undefined}
      className={cn('rb-radio-group', className)}
    >
      <span id={labelId} data-slot="radio-group-legend" className={cn('rb-field__label', classNames.legend)}>
        {label}
      </span>
      <FieldHint id={hintId} className={classNames.hint}>
        {hint}
      </FieldHint>
      <RadixRadioGroup.Root
        {...props}
        id={id}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange?.(option.value);
        }}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-slot="radio-group-items"
        className={cn('rb-radio-group__items', classNames.group)}
      >
        {options.map((option, index) => {
          const itemId = `${optionIds}-${index}`;
          const itemHintId = option.hint ? `${itemId}-hint` : undefined;
          return (
            <div
              key={option.value}
              data-slot="radio-group-option"
              className={cn('rb-radio-group__option', classNames.option)}
            >
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={itemHintId}
                data-slot="radio-group-item"
                className={cn('rb-radio-group__item', classNames.item)}
              >
                <RadixRadioGroup.Indicator
                  data-slot="radio-group-indicator"
                  className={cn('rb-radio-group__indicator', classNames.indicator)}
                />
              </RadixRadioGroup.Item>
              <label
                htmlFor={itemId}
                data-slot="radio-group-label"
                className={cn('rb-radio-group__label', classNames.label)}
              >
                {option.label}
              </label>
              {itemHintId ? (
                <FieldHint id={itemHintId} className={cn('rb-radio-group__hint', classNames.hint)}>
                  {option.hint}
                </FieldHint>
              ) : null}
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldError id={errorId} className={classNames.error}>
        {error}
      </FieldError>
    </div>
  );
}
