import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type HelpTabMessages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { HelpTabMessages };

/** The Help tab's texts in every locale. */
export const helpTabMessages: Catalogues<HelpTabMessages> = { en, fr, es, de };

/** Reads the Help tab's texts of the active locale (set by `LocaleProvider`). */
export const useHelpTabMessages = /* @__PURE__ */ createMessagesHook<HelpTabMessages>(helpTabMessages);
