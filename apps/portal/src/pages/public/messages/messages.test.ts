import { catalogueProblems } from '@rebond/ui';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

describe('public messages', () => {
  it('have the keys, list lengths and message types of English in every locale, and no empty message', () => {
    expect(catalogueProblems({ en, fr, es, de })).toEqual([]);
  });

  it.each([
    ['fr', fr],
    ['es', es],
    ['de', de],
  ])('%s is translated, not copied from English', (_locale, catalogue) => {
    expect(catalogue.landing.hero.text).not.toBe(en.landing.hero.text);
    expect(catalogue.help.faqs.microphone.answer).not.toBe(en.help.faqs.microphone.answer);
    expect(catalogue.contact.form.errors.summary(2)).not.toBe(en.contact.form.errors.summary(2));
  });

  it('formats values into messages', () => {
    expect(en.help.resultCount(3, 11)).toBe('Showing 3 of 11 questions');
    expect(de.help.resultCount(11, 11)).toBe('Alle 11 Fragen werden angezeigt');
    expect(fr.footer.copyright(2024)).toBe('© 2024 Rebond. Tous droits réservés.');
  });
});
