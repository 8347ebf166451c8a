import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type PrimitiveMessages } from './en';
import { es } from './es';
import { fr } from './fr';

/** The primitives' texts in every locale: import it from `@rebond/ui/messages`. */
export const primitiveMessages: Catalogues<PrimitiveMessages> = { en, fr, es, de };
