import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type SkillMessages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { SkillMessages };

/** The skills feedback's texts in every locale. */
export const skillMessages: Catalogues<SkillMessages> = { en, fr, es, de };

/** Reads the skills feedback texts of the active locale (set by `LocaleProvider`). */
export const useSkillMessages = /* @__PURE__ */ createMessagesHook<SkillMessages>(skillMessages);
