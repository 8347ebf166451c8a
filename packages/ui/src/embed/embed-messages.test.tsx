import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { embedMessages } from './embed-messages';

/** Lists every leaf of a catalogue as `path: kind`, so catalogues can be compared by shape. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function`];
  if (Array.isArray(value)) return [`${path}: list of ${value.length}`];
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

describe('embed message catalogues', () => {
  it.each(LOCALES)(
    'the %s catalogue has the same keys and list lengths as English, and no empty text',
    (locale) => {
      const catalogue = embedMessages[locale];
      expect(shape(catalogue)).toEqual(shape(embedMessages.en));
      for (const text of strings(catalogue)) expect(text.trim()).not.toBe('');
    },
  );

  it('the other catalogues are translated, not copies of English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const catalogue = embedMessages[locale];
      expect(catalogue.consent.types.session.description).not.toBe(
        embedMessages.en.consent.types.session.description,
      );
      expect(catalogue.recorder.start).not.toBe(embedMessages.en.recorder.start);
      expect(catalogue.recorder.errors.reply_failed).not.toBe(embedMessages.en.recorder.errors.reply_failed);
    }
  });

  it('speaks to a visitor: no account or settings page is mentioned', () => {
    for (const text of strings(embedMessages.en)) expect(text).not.toMatch(/account|settings|psychiatrist/i);
  });
});
