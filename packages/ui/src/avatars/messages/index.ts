import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { type AvatarMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { AvatarMessages };

/** Every avatar catalogue by locale. */
export const avatarMessages: Catalogues<AvatarMessages> = { en, fr, es, de };

/** Reads the avatar catalogue of the active locale (set by `LocaleProvider`). */
export const useAvatarMessages = /* @__PURE__ */ createMessagesHook<AvatarMessages>(avatarMessages);
