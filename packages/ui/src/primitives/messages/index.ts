import { defineCatalogue } from '../../i18n/catalogue';
import { useMessages } from '../../i18n/locale';
import { en, type PrimitiveMessages } from './en';

export type { PrimitiveMessages };

/** The `primitives` texts: English in the bundle, each other language loaded when first shown. */
export const primitivesCatalogue = /* @__PURE__ */ defineCatalogue<PrimitiveMessages>('primitives', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the primitives' texts of the active locale, with the provider's overrides. */
export function usePrimitiveMessages(): PrimitiveMessages {
  return useMessages(primitivesCatalogue);
}
