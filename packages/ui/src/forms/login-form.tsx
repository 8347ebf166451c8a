import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Link } from '../primitives/link';
import { Notice } from '../primitives/notice';
import { PasswordField } from '../primitives/password-field';
import { TextField } from '../primitives/text-field';

/** What the login form hands to `onSubmit`. */
export interface LoginFormValues {
  /** The e-mail address or username, trimmed. */
  username: string;
  /** The password exactly as typed. */
  password: string;
  /** Whether to keep the user signed in after the browser closes (persistent vs per-tab storage). */
  rememberMe: boolean;
}

type LoginField = 'username' | 'password';
type LoginErrors = Partial<Record<LoginField, true>>;

function validate(values: LoginFormValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = true;
  if (!values.password) errors.password = true;
  return errors;
}

export interface LoginFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /**
   * Called with the values once both fields are filled in. When it returns a promise, the submit
   * button stays busy until the promise settles. Catch failures yourself and show them through
   * `error`; a rejected promise is not swallowed here.
   */
  onSubmit(values: LoginFormValues): void | Promise<void>;
  /** A success message shown in a green notice above the fields, such as the page's `message` query parameter. */
  notice?: string;
  /** Why the last attempt failed (the server's detail, else 'Login failed'), shown as an alert. */
  error?: string;
  /**
   * A sign-in request is in flight: the submit button is busy and a second submit is ignored.
   * @default false
   */
  pending?: boolean;
  /** Values the fields start with. `rememberMe` defaults to `true`. */
  defaultValues?: Partial<LoginFormValues>;
  /**
   * The level of the form's title, so it fits the page outline.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/**
 * The sign-in form: 'Email or Username', 'Password' with a show/hide toggle, 'Remember me', and
 * links to /forgot-password, /register, /privacy, /terms and /support. It checks that both fields
 * are filled in and shows its own messages (native validation is off).
 */
export function LoginForm({
  onSubmit,
  notice,
  error,
  pending = false,
  defaultValues,
  headingLevel = 1,
  className,
  ...props
}: LoginFormProps) {
  const messages = useUiMessages().login;
  const titleId = useId();
  const [values, setValues] = useState<LoginFormValues>({
    username: defaultValues?.username ?? '',
    password: defaultValues?.password ?? '',
    rememberMe: defaultValues?.rememberMe ?? true,
  });
  const [attempts, setAttempts] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Guards against a second submit before the busy state has rendered.
  const inFlight = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = pending || submitting;
  // Errors appear after the first submit, then follow the values as the user corrects them.
  const errors = attempts > 0 ? validate(values) : {};

  // Move focus to the first field that needs attention after a failed submit. This runs after the
  // render that tied the error message to the field, so screen readers read it on focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit attempt only
  useEffect(() => {
    if (attempts === 0) return;
    const current = validate(values);
    if (current.username) usernameRef.current?.focus();
    else if (current.password) passwordRef.current?.focus();
  }, [attempts]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || inFlight.current) return;
    setAttempts((count) => count + 1);
    if (Object.keys(validate(values)).length > 0) return;
    const result = onSubmit({ ...values, username: values.username.trim() });
    if (result instanceof Promise) {
      inFlight.current = true;
      setSubmitting(true);
      result.finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      {...props}
      data-slot="login-form"
      data-state={busy ? 'pending' : 'idle'}
      className={cn('rb-auth-form', className)}
      onSubmit={handleSubmit}
    >
      <div className="rb-auth-form__header">
        <Heading level={headingLevel} id={titleId} className="rb-auth-form__title">
          {messages.title}
        </Heading>
        <p className="rb-auth-form__subtitle">{messages.subtitle}</p>
      </div>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        ref={usernameRef}
        name="username"
        label={messages.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
        error={errors.username ? messages.usernameRequired : undefined}
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        label={messages.password}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        error={errors.password ? messages.passwordRequired : undefined}
      />
      <div className="rb-auth-form__row">
        <Checkbox
          name="rememberMe"
          label={messages.rememberMe}
          hint={messages.rememberMeHint}
          checked={values.rememberMe}
          onCheckedChange={(checked) => setValues((v) => ({ ...v, rememberMe: checked }))}
        />
        <Link href="/forgot-password">{messages.forgotPassword}</Link>
      </div>
      <Button type="submit" size="lg" fullWidth pending={busy}>
        {messages.submit}
      </Button>
      <p className="rb-auth-form__switch">
        {messages.noAccount} <Link href="/register">{messages.register}</Link>
      </p>
      <nav aria-label={messages.legalNav} className="rb-auth-form__legal">
        <ul>
          <li>
            <Link href="/privacy">{messages.privacy}</Link>
          </li>
          <li>
            <Link href="/terms">{messages.terms}</Link>
          </li>
          <li>
            <Link href="/support">{messages.support}</Link>
          </li>
        </ul>
      </nav>
    </form>
  );
}
