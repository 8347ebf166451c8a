import type { Catalogues } from '@rebond/ui';
import { de } from './de';
import { en, type SettingsMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The Settings texts in every locale, in one object (the tests check each language against English). */
export const settingsMessages: Catalogues<SettingsMessages> = { en, fr, es, de };
