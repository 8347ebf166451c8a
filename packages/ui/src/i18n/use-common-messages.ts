import { defineCatalogue } from './catalogue';
import { type CommonMessages, en } from './common/en';
import { useMessages } from './locale';

export type { CommonMessages };

/** The `common` texts: English in the bundle, each other language loaded when first shown. */
export const commonCatalogue = /* @__PURE__ */ defineCatalogue<CommonMessages>('common', en, {
  fr: () => import('./common/fr').then((module) => module.fr),
  es: () => import('./common/es').then((module) => module.es),
  de: () => import('./common/de').then((module) => module.de),
});

/** Reads the common texts of the active locale, with the provider's overrides. */
export function useCommonMessages(): CommonMessages {
  return useMessages(commonCatalogue);
}
