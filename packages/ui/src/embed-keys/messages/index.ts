import { defineCatalogue } from '../../i18n/catalogue';
import { useMessages } from '../../i18n/locale';
import { type EmbedKeysMessages, en } from './en';

export type { EmbedKeysMessages };

/** The `embedKeys` texts: English in the bundle, each other language loaded when first shown. */
export const embedKeysCatalogue = /* @__PURE__ */ defineCatalogue<EmbedKeysMessages>('embedKeys', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the Embed tab's texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useEmbedKeysMessages(): EmbedKeysMessages {
  return useMessages(embedKeysCatalogue);
}
