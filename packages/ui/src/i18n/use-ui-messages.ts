import { defineCatalogue } from './catalogue';
import { useMessages } from './locale';
import { en, type UiMessages } from './messages/en';

export type { UiMessages };

/** The `ui` texts: English in the bundle, each other language loaded when first shown. */
export const uiCatalogue = /* @__PURE__ */ defineCatalogue<UiMessages>('ui', en, {
  fr: () => import('./messages/fr').then((module) => module.fr),
  es: () => import('./messages/es').then((module) => module.es),
  de: () => import('./messages/de').then((module) => module.de),
});

/** Reads the ui texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useUiMessages(): UiMessages {
  return useMessages(uiCatalogue);
}
