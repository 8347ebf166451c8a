import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type OverviewMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The dashboard overview's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const overviewMessages: Catalogues<OverviewMessages> = { en, fr, es, de };
