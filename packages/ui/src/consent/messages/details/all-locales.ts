import type { Catalogues } from '../../../i18n/locales';
import { de } from './de';
import { type ConsentDetailsMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The details of each consent in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const consentDetailsMessages: Catalogues<ConsentDetailsMessages> = { en, fr, es, de };
