import type { Catalogues } from '@rebond/ui';
import { de } from './de';
import { en, type SessionScreenMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The session screens' texts in every locale, in one object (the tests check each language against English). */
export const sessionScreenMessages: Catalogues<SessionScreenMessages> = { en, fr, es, de };
