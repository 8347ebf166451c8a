import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rebond/vocabulary';

/** The languages the product speaks (`@rebond/vocabulary`, the one list). */
export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Picks the best supported locale from a list such as `navigator.languages`. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === base);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * Message catalogues are plain typed objects: English defines the shape and every other locale
 * must provide the same keys (the compiler checks it). Messages that take values are functions.
 */
export type Catalogues<T> = Record<Locale, T>;
