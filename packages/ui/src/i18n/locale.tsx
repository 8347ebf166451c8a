import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { MessageCatalogue } from './catalogue';
import { type Catalogues, DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { type DeepPartial, mergeMessages } from './merge-messages';

export { type Catalogues, DEFAULT_LOCALE, LOCALES, type Locale, matchLocale } from './locales';

/** Overrides of one language, by catalogue name (`ui`, `recorder`, `history`...). */
export type LocaleMessages = Record<string, DeepPartial<unknown> | undefined>;

interface MessagesContextValue {
  /** The built-in language the texts and formats fall back to. */
  locale: Locale;
  /** The language tag asked for: a built-in one, or an extra one the app supplies texts for. */
  tag: string;
  overrides: LocaleMessages | undefined;
}

const MessagesContext = /* @__PURE__ */ createContext<MessagesContextValue>({
  locale: DEFAULT_LOCALE,
  tag: DEFAULT_LOCALE,
  overrides: undefined,
});

const isLocale = (tag: string): tag is Locale => (LOCALES as readonly string[]).includes(tag);

export interface MessagesProviderProps {
  /** The active language: `en`, `fr`, `es`, `de`, or any tag `messages` supplies. @default 'en' */
  locale?: string;
  /**
   * Your own texts by language tag, then by catalogue name, each a partial catalogue: what you
   * give replaces the built-in text; what you leave out keeps it. An extra language (say `it`)
   * falls back to `fallbackLocale` for every text it does not give.
   */
  messages?: Readonly<Record<string, LocaleMessages>>;
  /** The built-in language behind an extra one. @default 'en' */
  fallbackLocale?: Locale;
  children: ReactNode;
}

/** Sets the language, and your own texts, for every component below it. */
export function MessagesProvider({
  locale: tag = DEFAULT_LOCALE,
  messages,
  fallbackLocale = DEFAULT_LOCALE,
  children,
}: MessagesProviderProps) {
  const overrides = messages?.[tag];
  const value = useMemo(
    () => ({ locale: isLocale(tag) ? tag : fallbackLocale, tag, overrides }),
    [tag, fallbackLocale, overrides],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export interface LocaleProviderProps {
  /** The active language. @default 'en' */
  locale?: Locale;
  children: ReactNode;
}

/** Sets the language for every catalogue below it (a `MessagesProvider` without own texts). */
export function LocaleProvider({ locale = DEFAULT_LOCALE, children }: LocaleProviderProps) {
  return <MessagesProvider locale={locale}>{children}</MessagesProvider>;
}

/** The built-in language in use (for dates, numbers and texts). */
export function useLocale(): Locale {
  return useContext(MessagesContext).locale;
}

/** The language tag asked for, which may be an extra language the app supplies texts for. */
export function useLocaleTag(): string {
  return useContext(MessagesContext).tag;
}

/**
 * The texts of `catalogue` in the active language, with the provider's overrides. A language not
 * loaded yet shows in English for the first frame, then re-renders once its chunk has arrived.
 * An on-demand catalogue (`defineOnDemandCatalogue`) reads as undefined until loaded, and loads
 * only while `shown`.
 */
export function useMessages<T>(catalogue: MessageCatalogue<T>, shown = true): T {
  const { locale, overrides } = useContext(MessagesContext);
  const read = () => (shown ? catalogue.read(locale) : undefined) ?? catalogue.en;
  const base = useSyncExternalStore(catalogue.subscribe, read, read);
  return mergeMessages(base, overrides?.[catalogue.name] as DeepPartial<T> | undefined);
}

/**
 * Returns a hook that reads the catalogue of the active locale. Call it once at module level
 * (`export const useAppMessages = createMessagesHook(catalogues)`), never inside a component.
 * For an app's own texts, all languages in its bundle; the package's own use `defineCatalogue`.
 */
export function createMessagesHook<T>(catalogues: Catalogues<T>): () => T {
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, called once per catalogue
  return function useCatalogueMessages() {
    return catalogues[useLocale()];
  };
}
