import { isRebondError, PASSWORD_MIN_LENGTH } from '@rebond/sdk';
import { type FormEvent, useId, useState } from 'react';
import './profile.css';
import { Button, Notice, PasswordField, usePasswordWeakness, useUiMessages } from '@rebond/ui';
import { useProfileMessages } from './messages';

/** What the password form sends. */
export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
}

export interface PasswordFormProps {
  /** Changes the password. A rejection shows the server's detail, else the spec's fallback text. */
  onChangePassword(values: PasswordChangeValues): Promise<unknown>;
  /** Start with the form open. @default false */
  defaultOpen?: boolean;
}

/**
 * The Security tab's password section: Change Password toggles a form (current, new, confirm) open or
 * closed (`data-state="open|closed"`). It checks the strength rule (live, as the new password is
 * typed) and 'New passwords do not match' before calling the server.
 */
export function PasswordForm({ onChangePassword, defaultOpen = false }: PasswordFormProps) {
  const messages = useProfileMessages().security;
  const weaknessMessages = useUiMessages().passwordField.weakness;
  const formId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [fieldError, setFieldError] = useState<{ field: 'current' | 'next' | 'confirm'; text: string }>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [pending, setPending] = useState(false);
  // The server's strength rule, live; the current password counts as an easy guess too.
  const weakness = usePasswordWeakness(values.next, [values.current]);
  const weaknessMessage = weakness && weakness !== 'too-short' ? weaknessMessages[weakness] : undefined;

  const toggle = () => {
    setOpen((current) => !current);
    setValues({ current: '', next: '', confirm: '' });
    setFieldError(undefined);
    if (!open) setResult(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setResult(undefined);
    if (!values.current) return setFieldError({ field: 'current', text: messages.required });
    if (values.next.length < PASSWORD_MIN_LENGTH)
      return setFieldError({ field: 'next', text: messages.tooShort(PASSWORD_MIN_LENGTH) });
    if (weaknessMessage) return setFieldError({ field: 'next', text: weaknessMessage });
    if (values.next !== values.confirm) return setFieldError({ field: 'confirm', text: messages.mismatch });
    setFieldError(undefined);
    setPending(true);
    try {
      await onChangePassword({ current_password: values.current, new_password: values.next });
      setOpen(false);
      setValues({ current: '', next: '', confirm: '' });
      setResult({ tone: 'success', text: messages.changed });
    } catch (error) {
      setResult({
        tone: 'error',
        text: (isRebondError(error) && error.detail) || messages.changeFailed,
      });
    } finally {
      setPending(false);
    }
  };

  const errorOf = (field: 'current' | 'next' | 'confirm') =>
    fieldError?.field === field ? fieldError.text : undefined;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="password-form"
      data-state={open ? 'open' : 'closed'}
      className="rb-profile-card"
    >
      <div className="rb-profile-card__head">
        <div>
          <h3 id={headingId} className="rb-profile-card__title">
            {messages.passwordHeading}
          </h3>
          <p className="rb-profile-muted">{messages.passwordIntro}</p>
        </div>
        <Button
          variant={open ? 'ghost' : 'secondary'}
          aria-expanded={open}
          aria-controls={formId}
          onClick={toggle}
        >
          {open ? messages.hideForm : messages.changePassword}
        </Button>
      </div>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <form
        id={formId}
        hidden={!open}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="rb-profile-form"
      >
        {open ? (
          <>
            <PasswordField
              label={messages.currentPassword}
              autoComplete="current-password"
              required
              value={values.current}
              error={errorOf('current')}
              onChange={(event) => setValues({ ...values, current: event.target.value })}
            />
            <PasswordField
              label={messages.newPassword}
              hint={messages.newPasswordHint(PASSWORD_MIN_LENGTH)}
              autoComplete="new-password"
              required
              value={values.next}
              error={errorOf('next') ?? weaknessMessage}
              onChange={(event) => setValues({ ...values, next: event.target.value })}
            />
            <PasswordField
              label={messages.confirmPassword}
              autoComplete="new-password"
              required
              value={values.confirm}
              error={errorOf('confirm')}
              onChange={(event) => setValues({ ...values, confirm: event.target.value })}
            />
            <div className="rb-profile-form__actions">
              <Button type="submit" pending={pending}>
                {messages.submit}
              </Button>
            </div>
          </>
        ) : null}
      </form>
    </section>
  );
}
