import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type ProfileMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The profile's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const profileMessages: Catalogues<ProfileMessages> = { en, fr, es, de };
