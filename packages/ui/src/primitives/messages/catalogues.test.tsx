import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { primitiveMessages } from './all-locales';

describe('the primitives catalogues', () => {
  it.each(LOCALES)('%s has the keys of English, keeps the {hotkey} slot, and is translated', (locale) => {
    const messages = primitiveMessages[locale];
    expect(Object.keys(messages)).toEqual(Object.keys(primitiveMessages.en));
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    expect(messages.notifications).toContain('{hotkey}');
    if (locale !== 'en') expect(messages.dismiss).not.toBe(primitiveMessages.en.dismiss);
  });
});
