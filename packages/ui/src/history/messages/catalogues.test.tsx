import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { historyMessages } from './all-locales';

/** Lists every leaf of a catalogue as `path: kind`, so catalogues can be compared by shape. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [`${path}: ${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the history catalogues', () => {
  it.each(LOCALES)('%s has the same keys as English and no empty text', (locale) => {
    expect(shape(historyMessages[locale])).toEqual(shape(historyMessages.en));
    for (const text of strings(historyMessages[locale])) expect(text.trim()).not.toBe('');
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
