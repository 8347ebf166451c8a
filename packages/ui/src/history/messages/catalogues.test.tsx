import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../i18n/catalogue-problems';
import { LOCALES } from '../../i18n/locales';
import { historyMessages } from './all-locales';

describe('the history catalogues', () => {
  it('have the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(historyMessages)).toEqual([]);
  });
});

describe('translations', () => {
  it('are not copies of English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(historyMessages[locale].emptyNone).not.toBe(historyMessages.en.emptyNone);
    }
  });

  it('keep the spec texts verbatim in English', () => {
    expect(historyMessages.en.confirmDelete.body(3)).toBe(
      'This will permanently delete the session and all 3 video(s) associated with it. This action cannot be undone.',
    );
  });
});
