import {
  type ComponentProps,
  type FormEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useCommonMessages } from '../i18n/use-common-messages';
import { useUiMessages } from '../i18n/use-ui-messages';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Link } from '../primitives/link';
import { Notice } from '../primitives/notice';
import { PasswordField } from '../primitives/password-field';
import { TextField } from '../primitives/text-field';
import {
  firstInvalidField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterErrorCode,
  type RegisterField,
  type RegisterFormState,
  validateRegistration,
} from './register-validation';
import { usePasswordWeakness } from './use-password-weakness';

/** What the registration form hands to `onSubmit`, named as the API expects. */
export interface RegisterFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
}

export interface RegisterFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /**
   * Called with the values once every rule passes (required fields, a valid e-mail, a password of
   * 8 to 128 characters typed twice the same and not refused by the strength rule, which is
   * checked live as it is typed, terms accepted). When it returns a promise, the
   * submit button stays busy until it settles. Catch failures yourself and show them through
   * `error`; a rejected promise is not swallowed here.
   */
  onSubmit(values: RegisterFormValues): void | Promise<void>;
  /** Why the last attempt failed (the server's detail, else 'Registration failed. Please try again.'), shown as an alert. */
  error?: string;
  /**
   * A registration request is in flight: the submit button is busy and a second submit is ignored.
   * @default false
   */
  pending?: boolean;
  /** Values the text fields start with. */
  defaultValues?: Partial<RegisterFormValues>;
  /**
   * The level of the form's title, so it fits the page outline.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/**
 * The registration form: First Name, Last Name, Username, Email Address, Password and Confirm
 * Password (both with show/hide), a terms checkbox linking to /terms and /privacy, and a link to
 * /login. It validates on submit with its own messages, then re-checks as the user corrects.
 */
export function RegisterForm({
  onSubmit,
  error,
  pending = false,
  defaultValues,
  headingLevel = 1,
  className,
  ...props
}: RegisterFormProps) {
  const uiMessages = useUiMessages();
  const messages = uiMessages.register;
  const common = useCommonMessages();
  const titleId = useId();
  const [values, setValues] = useState<RegisterFormState>({
    firstName: defaultValues?.first_name ?? '',
    lastName: defaultValues?.last_name ?? '',
    username: defaultValues?.username ?? '',
    email: defaultValues?.email ?? '',
    password: defaultValues?.password ?? '',
    confirmPassword: defaultValues?.password ?? '',
    acceptTerms: false,
  });
  const [attempts, setAttempts] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Guards against a second submit before the busy state has rendered.
  const inFlight = useRef(false);
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLButtonElement>(null),
  } satisfies Record<RegisterField, RefObject<HTMLElement | null>>;
  const busy = pending || submitting;
  // Errors appear after the first submit, then follow the values as the user corrects them.
  const errors = attempts > 0 ? validateRegistration(values) : {};
  // The server's strength rule, live: a weak password says why as it is typed, and cannot be sent.
  const weakness = usePasswordWeakness(values.password, [
    values.firstName,
    values.lastName,
    values.username,
    values.email,
  ]);
  const weaknessMessage =
    weakness && weakness !== 'too-short' ? uiMessages.passwordField.weakness[weakness] : undefined;
  const missingRequired = (['firstName', 'lastName', 'username', 'email', 'password'] as const).some(
    (field) => errors[field] === 'required',
  );

  // After a failed submit, focus the first field that needs attention, once its message is tied to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit attempt only
  useEffect(() => {
    if (attempts === 0) return;
    const field = firstInvalidField(validateRegistration(values));
    if (field) refs[field].current?.focus();
  }, [attempts]);

  function message(field: RegisterField, code: RegisterErrorCode | undefined): string | undefined {
    switch (code) {
      case undefined:
        return undefined;
      case 'required':
        return {
          firstName: messages.firstNameRequired,
          lastName: messages.lastNameRequired,
          username: messages.usernameRequired,
          email: messages.emailRequired,
          password: messages.passwordRequired,
          confirmPassword: messages.passwordsMismatch,
          acceptTerms: messages.termsRequired,
        }[field];
      case 'email-invalid':
        return messages.emailInvalid;
      case 'password-too-short':
        return messages.passwordTooShort(PASSWORD_MIN_LENGTH);
      case 'password-too-long':
        return messages.passwordTooLong(PASSWORD_MAX_LENGTH);
      case 'passwords-mismatch':
        return messages.passwordsMismatch;
      case 'terms-required':
        return messages.termsRequired;
    }
  }

  function update<K extends RegisterField>(field: K, value: RegisterFormState[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || inFlight.current) return;
    setAttempts((count) => count + 1);
    if (firstInvalidField(validateRegistration(values))) return;
    if (weaknessMessage) {
      refs.password.current?.focus();
      return;
    }
    const result = onSubmit({
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    if (result instanceof Promise) {
      inFlight.current = true;
      setSubmitting(true);
      result.finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
    }
  }

  const newTab = <span className="rb-visually-hidden"> {common.opensInNewTab}</span>;

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      {...props}
      data-slot="register-form"
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
      {missingRequired ? <Notice tone="error">{messages.requiredFields}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="rb-auth-form__pair">
        <TextField
          ref={refs.firstName}
          name="first_name"
          label={messages.firstName}
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(event) => update('firstName', event.target.value)}
          error={message('firstName', errors.firstName)}
        />
        <TextField
          ref={refs.lastName}
          name="last_name"
          label={messages.lastName}
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={(event) => update('lastName', event.target.value)}
          error={message('lastName', errors.lastName)}
        />
      </div>
      <TextField
        ref={refs.username}
        name="username"
        label={messages.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => update('username', event.target.value)}
        error={message('username', errors.username)}
      />
      <TextField
        ref={refs.email}
        name="email"
        type="email"
        label={messages.email}
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={message('email', errors.email)}
      />
      <PasswordField
        ref={refs.password}
        name="password"
        label={messages.password}
        hint={messages.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={message('password', errors.password) ?? weaknessMessage}
      />
      <PasswordField
        ref={refs.confirmPassword}
        name="confirm_password"
        label={messages.confirmPassword}
        showLabel={messages.showConfirmPassword}
        hideLabel={messages.hideConfirmPassword}
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
        error={message('confirmPassword', errors.confirmPassword)}
      />
      <Checkbox
        ref={refs.acceptTerms}
        name="accept_terms"
        required
        checked={values.acceptTerms}
        onCheckedChange={(checked) => update('acceptTerms', checked)}
        error={message('acceptTerms', errors.acceptTerms)}
        label={messages.terms(
          <Link key="terms" href="/terms" target="_blank" rel="noreferrer">
            {messages.termsLink}
            {newTab}
          </Link>,
          <Link key="privacy" href="/privacy" target="_blank" rel="noreferrer">
            {messages.privacyLink}
            {newTab}
          </Link>,
        )}
      />
      <Button type="submit" size="lg" fullWidth pending={busy}>
        {messages.submit}
      </Button>
      <p className="rb-auth-form__switch">
        {messages.haveAccount} <Link href="/login">{messages.signIn}</Link>
      </p>
    </form>
  );
}
