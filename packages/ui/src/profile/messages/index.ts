import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type ProfileMessages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { ProfileMessages };

/** The profile's texts in every locale. */
export const profileMessages: Catalogues<ProfileMessages> = { en, fr, es, de };

/** Reads the profile texts of the active locale (set by `LocaleProvider`). */
export const useProfileMessages = /* @__PURE__ */ createMessagesHook<ProfileMessages>(profileMessages);
