/** The inquiry types of the contact form; `general` is the default. */
export const INQUIRY_TYPES = [
  'general',
  'demo',
  'technical',
  'integration',
  'business',
  'enterprise',
] as const;

/** One inquiry type. */
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** The contact form's values (specification section 3, "Contact form"). */
export interface ContactFormValues {
  name: string;
  email: string;
  organization: string;
  contactType: InquiryType;
  subject: string;
  message: string;
}

/** What can be wrong with a field; the page turns each code into a message. */
export type ContactFormErrorCode =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'messageRequired';

/** The problems found, by field; a field without a problem is absent. */
export type ContactFormErrors = Partial<Record<keyof ContactFormValues, ContactFormErrorCode>>;

/** An empty form, with the default inquiry type. */
export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  organization: '',
  contactType: 'general',
  subject: '',
  message: '',
};

// The same rule as `<input type="email">` (WHATWG HTML), so our message and the browser agree.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Checks the contact form: full name, e-mail (present and well formed), subject and message are
 * required; blank text counts as missing. Organization and inquiry type are optional.
 */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  if (!values.message.trim()) errors.message = 'messageRequired';
  return errors;
}
