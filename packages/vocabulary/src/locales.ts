/**
 * The languages the product speaks: the portal's and widgets' catalogues, a coach's language
 * preference, the debrief's and the summary's language. English is the source; the others must
 * match its shape.
 */
export const LOCALES = ['en', 'fr', 'es', 'de'] as const;
/** One of `LOCALES`. */
export type Locale = (typeof LOCALES)[number];

/** The language used when none is asked or the one asked is not spoken. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value is one of `LOCALES`. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
