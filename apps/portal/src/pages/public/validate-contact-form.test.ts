import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContactForm } from './validate-contact-form';

const VALID = {
  ...EMPTY_CONTACT_FORM,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Demo',
  message: 'Hello',
};

describe('validateContactForm', () => {
  it('accepts a complete form without organization and with the default inquiry type', () => {
    expect(validateContactForm(VALID)).toEqual({});
  });

  it('requires full name, e-mail, subject and message', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
  });

  it('treats blank text as missing', () => {
    expect(validateContactForm({ ...VALID, name: '   ', message: '\n\t' })).toEqual({
      name: 'nameRequired',
      message: 'messageRequired',
    });
  });

  it('rejects a malformed e-mail address', () => {
    expect(validateContactForm({ ...VALID, email: 'ada@' })).toEqual({ email: 'emailInvalid' });
    expect(validateContactForm({ ...VALID, email: 'ada example.com' })).toEqual({ email: 'emailInvalid' });
  });

  it('accepts surrounding spaces around a valid e-mail address', () => {
    expect(validateContactForm({ ...VALID, email: '  ada@example.com ' })).toEqual({});
  });
});
