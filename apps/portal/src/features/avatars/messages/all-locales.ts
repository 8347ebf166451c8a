import type { Catalogues } from '@rebond/ui';
import { de } from './de';
import { type AvatarMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The avatar screens' texts in every locale, in one object (the tests check each language against English). */
export const avatarMessages: Catalogues<AvatarMessages> = { en, fr, es, de };
