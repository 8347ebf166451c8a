import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** Describes a catalogue's shape: the type of every leaf and the length of every list. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, item]) => shape(item, `${path}.${key}`));
  }
  return [`${path}:${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('public messages', () => {
  it.each([
    ['fr', fr],
    ['es', es],
    ['de', de],
  ])('%s has the same keys, list lengths and message types as en', (_locale, catalogue) => {
    expect(shape(catalogue)).toEqual(shape(en));
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

  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
    ['de', de],
  ])('%s has no empty message', (_locale, catalogue) => {
    expect(strings(catalogue).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('formats values into messages', () => {
    expect(en.help.resultCount(3, 11)).toBe('Showing 3 of 11 questions');
    expect(de.help.resultCount(11, 11)).toBe('Alle 11 Fragen werden angezeigt');
    expect(fr.footer.copyright(2024)).toBe('© 2024 Rebond. Tous droits réservés.');
  });
});
