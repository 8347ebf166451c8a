import * as RadixSwitch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';
import { FieldHint, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';

/** The parts of a `Switch` that take their own classes (the root takes `className`). */
export type SwitchPart = 'label' | 'control' | 'thumb' | 'hint';

export interface SwitchProps extends Omit<RadixSwitch.SwitchProps, 'children' | 'asChild'> {
  /** The visible label, tied to the control (`<label for>`). */
  label: ReactNode;
  /** Help shown under the label and read with the switch (`aria-describedby`). */
  hint?: ReactNode;
  /** Classes for the wrapper. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<SwitchPart, string>>;
}

/**
 * A labelled on/off switch on Radix Switch (`role="switch"`, `aria-checked`, `data-state="checked|unchecked"`),
 * toggled by click, Space or Enter. Inside a form it also submits `value` under `name` when on.
 */
export function Switch({
  label,
  hint,
  className,
  classNames = {},
  id: idProp,
  'aria-describedby': describedByProp,
  ...props
}: SwitchProps) {
  const { id, hintId, describedBy } = useFieldIds({ id: idProp, hint, describedBy: describedByProp });
  return (
    <div data-slot="switch" className={cn('rb-switch', className)}>
      <div className="rb-switch__row">
        <label data-slot="switch-label" htmlFor={id} className={cn('rb-switch__label', classNames.label)}>
          {label}
        </label>
        <RadixSwitch.Root
          {...props}
          id={id}
          aria-describedby={describedBy}
          data-slot="switch-control"
          className={cn('rb-switch__control', classNames.control)}
        >
          <RadixSwitch.Thumb data-slot="switch-thumb" className={cn('rb-switch__thumb', classNames.thumb)} />
        </RadixSwitch.Root>
      </div>
      <FieldHint id={hintId} className={classNames.hint}>
        {hint}
      </FieldHint>
    </div>
  );
}
