import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type SettingsMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The Settings texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const settingsMessages: Catalogues<SettingsMessages> = { en, fr, es, de };
