import { defineCatalogue, useMessages } from '@rebond/ui';
import { en, type SettingsMessages } from './en';

export type { SettingsMessages };

/** The `settings` texts: English in the bundle, each other language loaded when first shown. */
export const settingsCatalogue = /* @__PURE__ */ defineCatalogue<SettingsMessages>('settings', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the Settings texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useSettingsMessages(): SettingsMessages {
  return useMessages(settingsCatalogue);
}
