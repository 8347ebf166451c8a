import { createMessagesHook } from '../i18n/locale';
import type { Catalogues } from '../i18n/locales';
import { de } from './messages/de';
import { en, type RecorderMessages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { RecorderMessages };

/** The recorder's texts in every locale. */
export const recorderMessages: Catalogues<RecorderMessages> = { en, fr, es, de };

/** Reads the recorder texts of the active locale (set by `LocaleProvider`). */
export const useRecorderMessages = /* @__PURE__ */ createMessagesHook<RecorderMessages>(recorderMessages);
