import type { Catalogues } from '@rebond/ui';
import { de } from './de';
import { en, type HelpTabMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The Help tab's texts in every locale, in one object (the tests check each language against English). */
export const helpTabMessages: Catalogues<HelpTabMessages> = { en, fr, es, de };
