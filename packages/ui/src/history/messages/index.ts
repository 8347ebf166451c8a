import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type HistoryMessages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { HistoryMessages };

/** The session history's texts in every locale. */
export const historyMessages: Catalogues<HistoryMessages> = { en, fr, es, de };

/** Reads the session history texts of the active locale (set by `LocaleProvider`). */
export const useHistoryMessages = /* @__PURE__ */ createMessagesHook<HistoryMessages>(historyMessages);
