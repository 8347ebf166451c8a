import { DEFAULT_LOCALE, type Locale } from './locales';

/** Loads one locale's texts of a catalogue (a dynamic import, so each language is its own chunk). */
export type CatalogueLoaders<T> = Record<Exclude<Locale, 'en'>, () => Promise<T>>;

/**
 * One group of texts (the recorder's, the history's...): English in the bundle, the other built-in
 * languages loaded when a provider first asks for them. `name` is the key of its overrides in
 * `MessagesProvider`.
 */
export interface MessageCatalogue<T> {
  readonly name: string;
  /** The English texts, in the bundle (undefined for an on-demand catalogue). */
  readonly en: T;
  /** The texts of `locale` when loaded, else undefined (and the load starts). */
  read(locale: Locale): T | undefined;
  /** Loads the texts of `locale` (once; later calls get the same promise). */
  load(locale: Locale): Promise<T>;
  /** Calls `listener` whenever a locale finishes loading; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Every catalogue a rendered module defined, so `loadMessages` can fetch a language ahead. */
const defined = new Set<MessageCatalogue<unknown>>();

/** Defines a catalogue: its English texts and how to load the other three languages. */
export function defineCatalogue<T>(name: string, en: T, loaders: CatalogueLoaders<T>): MessageCatalogue<T> {
  const catalogue = createCatalogue(name, en, loaders);
  defined.add(catalogue as MessageCatalogue<unknown>);
  return catalogue;
}

/**
 * Defines an on-demand catalogue: texts a component shows only when asked (the consent modal's
 * details), so every language, English too, is its own chunk, loaded the first time they are shown
 * (`useMessages(catalogue, shown)`) or by `load(locale)` ahead of that. It reads as undefined until
 * then, and `loadMessages` leaves it alone.
 */
export function defineOnDemandCatalogue<T>(
  name: string,
  loaders: Record<Locale, () => Promise<T>>,
): MessageCatalogue<T | undefined> {
  return createCatalogue<T | undefined>(name, undefined, loaders);
}

function createCatalogue<T>(
  name: string,
  en: T,
  loaders: Partial<Record<Locale, () => Promise<T>>>,
): MessageCatalogue<T> {
  const loaded = new Map<Locale, T>([[DEFAULT_LOCALE, en]]);
  const pending = new Map<Locale, Promise<T>>();
  const listeners = new Set<() => void>();
  const catalogue: MessageCatalogue<T> = {
    name,
    en,
    read(locale) {
      const texts = loaded.get(locale);
      if (texts === undefined) void catalogue.load(locale);
      return texts;
    },
    load(locale) {
      const texts = loaded.get(locale);
      if (texts !== undefined) return Promise.resolve(texts);
      const started = pending.get(locale);
      if (started) return started;
      const promise = (loaders[locale] as () => Promise<T>)().then((result) => {
        loaded.set(locale, result);
        for (const listener of listeners) listener();
        return result;
      });
      pending.set(locale, promise);
      return promise;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return catalogue;
}

/**
 * Loads `locale` for every catalogue the app has imported so far. Await it before the first
 * render (or in a route loader) to show that language without a first frame in English.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  await Promise.all([...defined].map((catalogue) => catalogue.load(locale)));
}
