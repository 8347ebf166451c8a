import { useState } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';
import type { TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Accessible name of the toggle while the password is hidden.
   * @default the catalogue's `passwordField.show` ('Show password')
   */
  showLabel?: string;
  /**
   * Accessible name of the toggle while the password is visible.
   * @default the catalogue's `passwordField.hide` ('Hide password')
   */
  hideLabel?: string;
  /**
   * Start with the password visible.
   * @default false
   */
  defaultVisible?: boolean;
}

/**
 * A labelled password input with a button that shows or hides what was typed. The button's name
 * changes with the state ('Show password' / 'Hide password') and the field exposes
 * `data-state="hidden|visible"`.
 */
export function PasswordField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id: idProp,
  required,
  showLabel,
  hideLabel,
  defaultVisible = false,
  'aria-describedby': describedByProp,
  ...props
}: PasswordFieldProps) {
  const messages = useUiMessages();
  const [visible, setVisible] = useState(defaultVisible);
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: idProp,
    hint,
    error,
    describedBy: describedByProp,
  });
  const state = visible ? 'visible' : 'hidden';
  return (
    <div
      data-slot="password-field"
      data-state={state}
      data-invalid={error ? 'true' : undefined}
      className={cn('rb-field', className)}
    >
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="rb-password" data-slot="password-field-control">
        <input
          autoComplete="current-password"
          {...props}
          type={visible ? 'text' : 'password'}
          id={id}
          required={required}
          data-slot="password-field-input"
          className={cn('rb-input', 'rb-password__input', inputClassName)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          data-slot="password-field-toggle"
          data-state={state}
          className="rb-password__toggle"
          aria-controls={id}
          onClick={() => setVisible((current) => !current)}
        >
          <EyeIcon crossed={visible} />
          <span className="rb-visually-hidden">
            {visible
              ? (hideLabel ?? messages.passwordField.hide)
              : (showLabel ?? messages.passwordField.show)}
          </span>
        </button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
