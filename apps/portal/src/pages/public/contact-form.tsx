import { Button, Notice, TextField } from '@rebond/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { usePublicMessages } from './messages/use-public-messages';
import {
  type ContactFormErrors,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  INQUIRY_TYPES,
  type InquiryType,
  validateContactForm,
} from './validate-contact-form';

const FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form. It validates on submit with its own messages (the browser's are turned off
 * with `noValidate`), then re-checks as the reader corrects the fields. A valid submission shows
 * "Message Sent Successfully!", scrolled into view below the sticky header and focused, for
 * `SUCCESS_SHOWN_MS` (3 s, the specification's time) or until the reader chooses "Send another
 * message"; then the empty form comes back, focus on its heading.
 * The wrapper carries `data-state="editing|invalid|sent"`.
 *
 * The specification sends the message nowhere (there is no contact endpoint), so neither do we.
 */
/** How long the success message stays before the form returns. */
export const SUCCESS_SHOWN_MS = 3_000;

export function ContactForm() {
  const messages = usePublicMessages().contact.form;
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returningRef = useRef(false);
  const ids = { message: useId(), inquiryType: useId() };
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (!sent) {
      // Back from the success message: put focus on the heading, not lost on the page body.
      if (returningRef.current) headingRef.current?.focus();
      return;
    }
    // The success message keeps a scroll margin for the sticky header (public.css).
    successRef.current?.scrollIntoView({ block: 'start' });
    successRef.current?.focus({ preventScroll: true });
    // The specification: the message shows for 3 seconds, then the form comes back.
    const back = setTimeout(() => {
      returningRef.current = true;
      setSent(false);
    }, SUCCESS_SHOWN_MS);
    return () => clearTimeout(back);
  }, [sent]);

  function update<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContactForm(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactForm(values);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setValues(EMPTY_CONTACT_FORM);
    setAttempted(false);
    setSent(true);
  }

  const errorText = (field: keyof ContactFormValues) => {
    const code = errors[field];
    return code ? messages.errors[code] : undefined;
  };

  return (
    <div className="rb-contact-form" data-state={sent ? 'sent' : errorCount > 0 ? 'invalid' : 'editing'}>
      <h2 id="contact-form-heading" ref={headingRef} tabIndex={-1} className="rb-contact-form__title">
        {messages.heading}
      </h2>
      {sent ? (
        <div ref={successRef} tabIndex={-1} className="rb-contact-form__success">
          <Notice tone="success" title={messages.success.heading}>
            {messages.success.text}
          </Notice>
          <Button
            variant="secondary"
            onClick={() => {
              returningRef.current = true;
              setSent(false);
            }}
          >
            {messages.success.again}
          </Button>
        </div>
      ) : (
        <form ref={formRef} noValidate aria-labelledby="contact-form-heading" onSubmit={handleSubmit}>
          {errorCount > 0 ? (
            <Notice tone="error" className="rb-contact-form__summary">
              {messages.errors.summary(errorCount)}
            </Notice>
          ) : null}
          <div className="rb-contact-form__row">
            <TextField
              label={messages.name}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              error={errorText('name')}
              onChange={(event) => update('name', event.target.value)}
            />
            <TextField
              label={messages.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              error={errorText('email')}
              onChange={(event) => update('email', event.target.value)}
            />
          </div>
          <div className="rb-contact-form__row">
            <TextField
              label={
                <>
                  {messages.organization} <span className="rb-field__optional">{messages.optional}</span>
                </>
              }
              name="organization"
              autoComplete="organization"
              value={values.organization}
              onChange={(event) => update('organization', event.target.value)}
            />
            <div className="rb-field">
              <label htmlFor={ids.inquiryType} className="rb-field__label">
                {messages.inquiryType}
              </label>
              <select
                id={ids.inquiryType}
                name="contactType"
                className="rb-input rb-select"
                value={values.contactType}
                onChange={(event) => update('contactType', event.target.value as InquiryType)}
              >
                {INQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {messages.inquiryTypes[type]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextField
            label={messages.subject}
            name="subject"
            required
            value={values.subject}
            error={errorText('subject')}
            onChange={(event) => update('subject', event.target.value)}
          />
          <div className="rb-field" data-invalid={errors.message ? 'true' : undefined}>
            <label htmlFor={ids.message} className="rb-field__label">
              {messages.message}
              <span className="rb-field__required" aria-hidden="true">
                {` (${messages.required})`}
              </span>
            </label>
            <textarea
              id={ids.message}
              name="message"
              rows={6}
              required
              className="rb-input rb-textarea"
              value={values.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${ids.message}-error` : undefined}
              onChange={(event) => update('message', event.target.value)}
            />
            {errors.message ? (
              <p id={`${ids.message}-error`} className="rb-field__error">
                {messages.errors[errors.message]}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg">
            {messages.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
