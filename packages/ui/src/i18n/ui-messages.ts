import type { Catalogues } from './locales';
import { de } from './messages/de';
import { en, type UiMessages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { UiMessages };

/** Every ui catalogue by locale. Apps may reuse texts from it, such as `uiMessages.en.login.failed`. */
export const uiMessages: Catalogues<UiMessages> = { en, fr, es, de };
