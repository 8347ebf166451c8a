import type { EmbedKeyCreateRequest } from '@rebond/sdk';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../internal/field';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Notice } from '../primitives/notice';
import { TextField } from '../primitives/text-field';
import {
  EMBED_KEY_LIMITS,
  type EmbedKeyFormErrors,
  type EmbedKeyFormValues,
  emptyEmbedKeyForm,
  validateEmbedKeyForm,
} from './embed-keys-model';
import { type EmbedKeysMessages, useEmbedKeysMessages } from './messages';

/** An avatar the form offers: only active ones can be chosen. */
export interface EmbedKeyAvatar {
  id: string;
  name: string;
  /** Whether it can hold a session (it has its pictures). Inactive ones are not offered. */
  active: boolean;
}

export interface EmbedKeyFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** The coach's avatars; the inactive ones are left out. */
  avatars: readonly EmbedKeyAvatar[];
  /** Sends a valid form; resolve when the key exists (the form then empties), reject to keep it. */
  onSubmit(request: EmbedKeyCreateRequest): Promise<unknown>;
  /** Creating is in progress. @default false */
  pending?: boolean;
  /** Why the last creation failed, shown above the button. */
  error?: string | undefined;
  /** The level of the form's heading. @default 3 */
  headingLevel?: HeadingLevel;
  /** The clock, for tests and stories. */
  now?: number;
}

const fieldOrder = ['name', 'avatarIds', 'origins', 'expiresOn', 'dailyQuota'] as const;

/**
 * Create an embed key: name, avatars (checkboxes), allowed origins (one per line, checked with the
 * server's rule), an optional expiry date and the daily session quota. Errors show inline after the
 * first submit and follow each change from then on; the first wrong field takes focus.
 */
export function EmbedKeyForm({
  avatars,
  onSubmit,
  pending = false,
  error,
  headingLevel = 3,
  now,
  className,
  ...props
}: EmbedKeyFormProps) {
  const messages = useEmbedKeysMessages().form;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EmbedKeyFormValues>(emptyEmbedKeyForm);
  const [submitted, setSubmitted] = useState(false);
  const active = avatars.filter((avatar) => avatar.active);
  const errors: EmbedKeyFormErrors = submitted ? (validateEmbedKeyForm(values, now).errors ?? {}) : {};
  const text = errorTexts(errors, messages);

  const change = (patch: Partial<EmbedKeyFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const result = validateEmbedKeyForm(values, now);
    if (result.errors) {
      const first = fieldOrder.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    try {
      await onSubmit(result.request);
      setValues(emptyEmbedKeyForm());
      setSubmitted(false);
    } catch {
      // The caller shows why through `error`; the form keeps what was typed.
    }
  };

  const origins = useFieldIds({ hint: messages.originsHint, error: text.origins });
  const avatarsIds = useFieldIds({ hint: messages.avatarsHint, error: text.avatarIds });

  return (
    <form
      {...props}
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      data-slot="embed-key-form"
      data-state={pending ? 'pending' : 'idle'}
      className={cn('rb-embed-form', className)}
      onSubmit={(event) => void submit(event)}
    >
      <Heading level={headingLevel} id={headingId} className="rb-embed__subtitle">
        {messages.title}
      </Heading>

      <TextField
        label={messages.name}
        hint={messages.nameHint}
        required
        value={values.name}
        error={text.name}
        data-field="name"
        autoComplete="off"
        onChange={(event) => change({ name: event.target.value })}
      />

      <fieldset
        className="rb-embed-form__avatars"
        aria-describedby={avatarsIds.describedBy}
        data-invalid={text.avatarIds ? 'true' : undefined}
      >
        <legend className="rb-field__label">{messages.avatars}</legend>
        <FieldHint id={avatarsIds.hintId}>{messages.avatarsHint}</FieldHint>
        {active.length === 0 ? (
          <Notice tone="info">{messages.noAvatars}</Notice>
        ) : (
          <div className="rb-embed-form__avatar-list">
            {active.map((avatar, index) => (
              <Checkbox
                key={avatar.id}
                label={avatar.name}
                checked={values.avatarIds.includes(avatar.id)}
                aria-invalid={text.avatarIds ? true : undefined}
                data-field={index === 0 ? 'avatarIds' : undefined}
                onCheckedChange={(checked) =>
                  change({
                    avatarIds: checked
                      ? [...values.avatarIds, avatar.id]
                      : values.avatarIds.filter((id) => id !== avatar.id),
                  })
                }
              />
            ))}
          </div>
        )}
        <FieldError id={avatarsIds.errorId}>{text.avatarIds}</FieldError>
      </fieldset>

      <div className="rb-field" data-invalid={text.origins ? 'true' : undefined}>
        <FieldLabel htmlFor={origins.id} required>
          {messages.origins}
        </FieldLabel>
        <FieldHint id={origins.hintId}>{messages.originsHint}</FieldHint>
        <textarea
          id={origins.id}
          required
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          placeholder="https://clinic.example"
          value={values.origins}
          data-field="origins"
          className="rb-input rb-embed-form__origins"
          aria-invalid={text.origins ? true : undefined}
          aria-describedby={origins.describedBy}
          onChange={(event) => change({ origins: event.target.value })}
        />
        <FieldError id={origins.errorId}>{text.origins}</FieldError>
      </div>

      <div className="rb-embed-form__pair">
        <TextField
          type="date"
          label={messages.expiresOn}
          hint={messages.expiresOnHint}
          value={values.expiresOn}
          error={text.expiresOn}
          data-field="expiresOn"
          onChange={(event) => change({ expiresOn: event.target.value })}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={EMBED_KEY_LIMITS.quotaMin}
          max={EMBED_KEY_LIMITS.quotaMax}
          step={1}
          label={messages.dailyQuota}
          hint={messages.dailyQuotaHint(EMBED_KEY_LIMITS.quotaMin, EMBED_KEY_LIMITS.quotaMax)}
          required
          value={values.dailyQuota}
          error={text.dailyQuota}
          data-field="dailyQuota"
          onChange={(event) => change({ dailyQuota: event.target.value })}
        />
      </div>

      {error ? <Notice tone="error">{error}</Notice> : null}

      <Button
        type="submit"
        pending={pending}
        disabled={active.length === 0}
        className="rb-embed-form__submit"
      >
        {messages.submit}
      </Button>
    </form>
  );
}

type FormMessages = EmbedKeysMessages['form'];

/** The inline error text of each field. */
function errorTexts(errors: EmbedKeyFormErrors, messages: FormMessages) {
  const e = messages.errors;
  const origins = errors.origins;
  return {
    name:
      errors.name === 'required'
        ? e.nameRequired
        : errors.name === 'tooLong'
          ? e.nameTooLong(EMBED_KEY_LIMITS.nameMax)
          : undefined,
    avatarIds:
      errors.avatarIds === 'required'
        ? e.avatarsRequired
        : errors.avatarIds === 'tooMany'
          ? e.avatarsTooMany(EMBED_KEY_LIMITS.avatars)
          : undefined,
    origins:
      origins?.kind === 'invalid'
        ? e.originsInvalid(origins.lines.join(', '))
        : origins?.kind === 'required'
          ? e.originsRequired
          : origins?.kind === 'tooMany'
            ? e.originsTooMany(EMBED_KEY_LIMITS.origins)
            : undefined,
    expiresOn:
      errors.expiresOn === 'invalid'
        ? e.expiresInvalid
        : errors.expiresOn === 'past'
          ? e.expiresPast
          : undefined,
    dailyQuota: errors.dailyQuota
      ? e.quotaInvalid(EMBED_KEY_LIMITS.quotaMin, EMBED_KEY_LIMITS.quotaMax)
      : undefined,
  };
}
