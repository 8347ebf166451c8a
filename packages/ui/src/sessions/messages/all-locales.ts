import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type SessionMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The session screens' texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const sessionMessages: Catalogues<SessionMessages> = { en, fr, es, de };
