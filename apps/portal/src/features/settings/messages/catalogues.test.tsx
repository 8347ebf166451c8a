import { catalogueProblems, LOCALES } from '@rebond/ui';
import { describe, expect, it } from 'vitest';
import { settingsMessages } from './all-locales';

describe('the settings catalogues', () => {
  it('have the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(settingsMessages)).toEqual([]);
  });
});

describe('translations', () => {
  it('are not copies of English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(settingsMessages[locale].deletionCancelled).not.toBe(settingsMessages.en.deletionCancelled);
    }
  });

  it('keep the spec texts verbatim in English', () => {
    expect(settingsMessages.en.deleteFailed).toBe('Failed to delete account. Please contact support.');
  });
});
