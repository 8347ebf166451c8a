import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { type EmbedKeysMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { EmbedKeysMessages };

/** The Embed tab's texts in every locale. */
export const embedKeysMessages: Catalogues<EmbedKeysMessages> = { en, fr, es, de };

/** Reads the Embed tab's texts of the active locale (set by `LocaleProvider`). */
export const useEmbedKeysMessages = /* @__PURE__ */ createMessagesHook<EmbedKeysMessages>(embedKeysMessages);
