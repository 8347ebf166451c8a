import { LOCALES } from '@rebond/ui';
import { describe, expect, it } from 'vitest';
import { profileMessages } from './all-locales';

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

describe('the profile catalogues', () => {
  it.each(LOCALES)('%s has the same keys as English and no empty text', (locale) => {
    expect(shape(profileMessages[locale])).toEqual(shape(profileMessages.en));
    for (const text of strings(profileMessages[locale])) expect(text.trim()).not.toBe('');
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
