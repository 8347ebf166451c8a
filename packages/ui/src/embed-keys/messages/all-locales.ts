import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { type EmbedKeysMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The Embed tab's texts in every locale. Every language in one object: import it from `@rebond/ui/messages`. */
export const embedKeysMessages: Catalogues<EmbedKeysMessages> = { en, fr, es, de };
