import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type RecorderMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The recorder's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const recorderMessages: Catalogues<RecorderMessages> = { en, fr, es, de };
