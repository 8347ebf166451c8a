import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type HistoryMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The session history's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const historyMessages: Catalogues<HistoryMessages> = { en, fr, es, de };
