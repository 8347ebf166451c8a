import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type SettingsMessages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { SettingsMessages };

/** The Settings texts in every locale. */
export const settingsMessages: Catalogues<SettingsMessages> = { en, fr, es, de };

/** Reads the Settings texts of the active locale (set by `LocaleProvider`). */
export const useSettingsMessages = /* @__PURE__ */ createMessagesHook<SettingsMessages>(settingsMessages);
