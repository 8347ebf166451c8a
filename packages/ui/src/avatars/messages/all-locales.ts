import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { type AvatarMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/** Every avatar catalogue by locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const avatarMessages: Catalogues<AvatarMessages> = { en, fr, es, de };
