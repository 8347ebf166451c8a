import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type HelpTabMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The Help tab's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const helpTabMessages: Catalogues<HelpTabMessages> = { en, fr, es, de };
