import { createMessagesHook } from '../../i18n/locale';
import type { Catalogues } from '../../i18n/locales';
import { de } from './de';
import { en, type OverviewMessages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { OverviewMessages };

/** The dashboard overview's texts in every locale. */
export const overviewMessages: Catalogues<OverviewMessages> = { en, fr, es, de };

/** Reads the overview texts of the active locale (set by `LocaleProvider`). */
export const useOverviewMessages = /* @__PURE__ */ createMessagesHook<OverviewMessages>(overviewMessages);
