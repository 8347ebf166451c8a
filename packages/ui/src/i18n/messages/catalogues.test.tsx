import { describe, expect, it } from 'vitest';
import { consentMessages } from '../../consent/messages/all-locales';
import { consentDetailsMessages } from '../../consent/messages/details/all-locales';
import { LOCALES } from '../locale';
import { uiMessages } from '../ui-messages';

/** Lists every leaf of a catalogue as `path: kind`, so catalogues can be compared by shape. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function`];
  if (Array.isArray(value)) return [`${path}: list`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [`${path}: ${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('ui message catalogues', () => {
  it.each(LOCALES)('the %s catalogue has the same keys as English and no empty text', (locale) => {
    const catalogue = uiMessages[locale];
    expect(shape(catalogue)).toEqual(shape(uiMessages.en));
    for (const text of strings(catalogue)) expect(text.trim()).not.toBe('');
  });

  it.each(LOCALES)('the %s consent catalogue has the same keys as English and no empty text', (locale) => {
    const catalogue = consentMessages[locale];
    expect(shape(catalogue)).toEqual(shape(consentMessages.en));
    for (const text of strings(catalogue)) expect(text.trim()).not.toBe('');
  });

  it.each(LOCALES)(
    'the %s catalogue gives each consent type as many details as English, none empty',
    (locale) => {
      const details = consentDetailsMessages[locale];
      expect(Object.keys(details)).toEqual(Object.keys(consentMessages.en.types));
      for (const [type, english] of Object.entries(consentDetailsMessages.en)) {
        expect(details[type as keyof typeof details]).toHaveLength(english.length);
      }
      for (const text of strings(details)) expect(text.trim()).not.toBe('');
      expect(uiMessages[locale].declineConfirmation.next).toHaveLength(4);
    },
  );

  it('the other catalogues are translated, not copies of English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(consentMessages[locale].accept).not.toBe(consentMessages.en.accept);
      expect(consentDetailsMessages[locale].session).not.toEqual(consentDetailsMessages.en.session);
      expect(uiMessages[locale].register.passwordsMismatch).not.toBe(
        uiMessages.en.register.passwordsMismatch,
      );
    }
  });
});
