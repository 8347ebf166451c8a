import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

/** One choice of a `Select`. */
export interface SelectOption<T extends string = string> {
  value: T;
  /** What the list and the closed select show. */
  label: ReactNode;
  /** The language of the label, when it is not the page's (a language's own name). */
  lang?: string;
  disabled?: boolean;
}

/** The parts of a `Select` that take their own classes (the root takes `className`). */
export type SelectPart =
  | 'label'
  | 'trigger'
  | 'value'
  | 'icon'
  | 'content'
  | 'viewport'
  | 'item'
  | 'itemIndicator'
  | 'hint'
  | 'error';

export interface SelectProps<T extends string = string>
  extends Omit<
    RadixSelect.SelectProps,
    'value' | 'defaultValue' | 'onValueChange' | 'children' | 'dir' | 'autoComplete'
  > {
  /** The visible label, tied to the control (`<label for>`). */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption<T>[];
  /** The chosen value (controlled). */
  value?: T;
  /** The first value (uncontrolled). */
  defaultValue?: T;
  /** A value chosen, typed as one of the options. */
  onValueChange?(value: T): void;
  /** Help shown between the label and the control, and read with it (`aria-describedby`). */
  hint?: ReactNode;
  /** What is wrong. When set, the control is marked `aria-invalid` and the message is read with it. */
  error?: ReactNode;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** The control's id (the label points at it); generated when left out. */
  id?: string;
  /** More ids that describe the control, read after the hint and the error. */
  'aria-describedby'?: string;
  /** Classes for the wrapper. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<SelectPart, string>>;
}

/**
 * A labelled select on Radix Select: a `combobox` button that opens a `listbox` of options, driven
 * by mouse, touch and keyboard (arrows, Home/End, typeahead, Enter, Escape). Inside a form it also
 * submits its value under `name`.
 */
export function Select<T extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  placeholder,
  id: idProp,
  'aria-describedby': describedByProp,
  className,
  classNames = {},
  ...props
}: SelectProps<T>) {
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: describedByProp,
  });
  return (
    <div
      data-slot="select"
      data-invalid={error ? 'true' : undefined}
      className={cn('rb-field rb-select', className)}
    >
      <FieldLabel htmlFor={id} required={props.required} className={classNames.label}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId} className={classNames.hint}>
        {hint}
      </FieldHint>
      <RadixSelect.Root
        {...props}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onValueChange?.(option.value);
        }}
      >
        <RadixSelect.Trigger
          id={id}
          data-slot="select-trigger"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn('rb-input rb-select__trigger', classNames.trigger)}
        >
          {/* Radix's Value takes no class: a span around it carries the part. */}
          <span data-slot="select-value" className={cn('rb-select__value', classNames.value)}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon data-slot="select-icon" className={cn('rb-select__icon', classNames.icon)}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className={cn('rb-select__content', classNames.content)}
          >
            <RadixSelect.Viewport
              data-slot="select-viewport"
              className={cn('rb-select__viewport', classNames.viewport)}
            >
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className={cn('rb-select__item', classNames.item)}
                >
                  <RadixSelect.ItemText>
                    {option.lang ? <span lang={option.lang}>{option.label}</span> : option.label}
                  </RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator
                    data-slot="select-item-indicator"
                    className={cn('rb-select__item-indicator', classNames.itemIndicator)}
                  >
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                      <path d="M3 8.5l3.5 3.5L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldError id={errorId} className={classNames.error}>
        {error}
      </FieldError>
    </div>
  );
}
