import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type SkillMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The skills feedback's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const skillMessages: Catalogues<SkillMessages> = { en, fr, es, de };
