import { defineCatalogue } from '../../i18n/catalogue';
import { useMessages } from '../../i18n/locale';
import { en, type SkillMessages } from './en';

export type { SkillMessages };

/** The `skills` texts: English in the bundle, each other language loaded when first shown. */
export const skillsCatalogue = /* @__PURE__ */ defineCatalogue<SkillMessages>('skills', en, {
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  de: () => import('./de').then((module) => module.de),
});

/** Reads the skills feedback texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useSkillMessages(): SkillMessages {
  return useMessages(skillsCatalogue);
}
