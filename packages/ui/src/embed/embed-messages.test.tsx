import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../i18n/catalogue-problems';
import { LOCALES } from '../i18n/locales';
import { embedMessages } from './embed-messages';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('embed message catalogues', () => {
  it('have the keys and list lengths of English in every locale, and no empty text', () => {
    expect(catalogueProblems(embedMessages)).toEqual([]);
  });

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
