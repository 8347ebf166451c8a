import type { Catalogues } from '@rebond/ui';
import { de } from './de';
import { en, type ProfileMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The profile's texts in every locale, in one object (the tests check each language against English). */
export const profileMessages: Catalogues<ProfileMessages> = { en, fr, es, de };
