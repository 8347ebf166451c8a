import type { Catalogues } from '../locales';
import { de } from './de';
import { type CommonMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The common texts in every language: import it from `@rebond/ui/messages`. */
export const commonMessages: Catalogues<CommonMessages> = { en, fr, es, de };
