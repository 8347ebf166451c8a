import { defineCatalogue, useMessages } from '@rebond/ui';
import { en, type ProfileMessages } from './en';

export type { ProfileMessages };

/** The `profile` texts: English in the bundle, each other language loaded when first shown. */
export const profileCatalogue = /* @__PURE__ */ defineCatalogue<ProfileMessages>('profile', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the profile texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useProfileMessages(): ProfileMessages {
  return useMessages(profileCatalogue);
}
