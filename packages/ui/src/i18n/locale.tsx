import { createContext, type ReactNode, useContext } from 'react';

/** The languages the product speaks. English is the source; the others must match its shape. */
export const LOCALES = ['en', 'fr', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface LocaleProviderProps {
  /** The active language. @default 'en' */
  locale?: Locale;
  children: ReactNode;
}

/** Sets the language for every catalogue below it. */
export function LocaleProvider({ locale = DEFAULT_LOCALE, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

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

/**
 * Returns a hook that reads the catalogue of the active locale. Call it once at module level
 * (`export const useAppMessages = createMessagesHook(catalogues)`), never inside a component.
 */
export function createMessagesHook<T>(catalogues: Catalogues<T>): () => T {
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, called once per catalogue
  return function useMessages() {
    return catalogues[useLocale()];
  };
}
