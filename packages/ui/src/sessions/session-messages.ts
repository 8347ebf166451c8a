import { createMessagesHook } from '../i18n/locale';
import type { Catalogues } from '../i18n/locales';
import { de } from './messages/de';
import { en, type SessionMessages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { SessionMessages };

/** The session screens' texts in every locale. */
export const sessionMessages: Catalogues<SessionMessages> = { en, fr, es, de };

/** Reads the session screens' texts of the active locale (set by `LocaleProvider`). */
export const useSessionMessages = /* @__PURE__ */ createMessagesHook<SessionMessages>(sessionMessages);
