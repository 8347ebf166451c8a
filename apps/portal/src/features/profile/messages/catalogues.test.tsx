import { catalogueProblems, LOCALES } from '@rebond/ui';
import { describe, expect, it } from 'vitest';
import { profileMessages } from './all-locales';

describe('the profile catalogues', () => {
  it('have the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(profileMessages)).toEqual([]);
  });
});

describe('translations', () => {
  it('are not copies of English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(profileMessages[locale].security.mismatch).not.toBe(profileMessages.en.security.mismatch);
    }
  });

  it('keep the spec texts verbatim in English', () => {
    expect(profileMessages.en.security.changeFailed).toBe('Failed to change password. Please try again.');
  });
});
