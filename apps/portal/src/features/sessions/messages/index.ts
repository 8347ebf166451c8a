import { defineCatalogue, useMessages } from '@rebond/ui';
import { en, type SessionScreenMessages } from './en';

export type { SessionScreenMessages };

/**
 * The portal's session screens' texts (`sessionScreens`): English in the bundle, each other language
 * loaded when first shown. The parts they share with the library (the avatar picker, the
 * conversation, the reply player, the emotions) are in @rebond/ui's `sessions` catalogue.
 */
export const sessionScreensCatalogue = /* @__PURE__ */ defineCatalogue<SessionScreenMessages>(
  'sessionScreens',
  en,
  {
    fr: () => import('./fr').then((module) => module.fr),
    es: () => import('./es').then((module) => module.es),
    de: () => import('./de').then((module) => module.de),
  },
);

/** Reads the session screens' catalogue of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useSessionScreenMessages(): SessionScreenMessages {
  return useMessages(sessionScreensCatalogue);
}
