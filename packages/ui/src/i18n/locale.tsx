import { createContext, type ReactNode, useContext } from 'react';

import { type Catalogues, DEFAULT_LOCALE, type Locale } from './locales';

export { type Catalogues, DEFAULT_LOCALE, LOCALES, type Locale, matchLocale } from './locales';

const LocaleContext = /* @__PURE__ */ createContext<Locale>(DEFAULT_LOCALE);

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
