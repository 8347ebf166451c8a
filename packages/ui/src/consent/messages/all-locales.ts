import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { type ConsentMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The consent modal's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const consentMessages: Catalogues<ConsentMessages> = { en, fr, es, de };
