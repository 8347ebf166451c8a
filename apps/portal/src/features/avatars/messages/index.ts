import { defineCatalogue, useMessages } from '@rebond/ui';
import { type AvatarMessages, en } from './en';

export type { AvatarMessages };

/** The `avatars` texts: English in the bundle, each other language loaded when first shown. */
export const avatarsCatalogue = /* @__PURE__ */ defineCatalogue<AvatarMessages>('avatars', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the avatar catalogue of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useAvatarMessages(): AvatarMessages {
  return useMessages(avatarsCatalogue);
}
