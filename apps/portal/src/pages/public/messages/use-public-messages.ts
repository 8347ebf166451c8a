import { createMessagesHook } from '@rebond/ui';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { PublicMessages } from './en';

/** The public pages' messages in the active locale (set by `LocaleProvider`, English by default). */
export const usePublicMessages = createMessagesHook({ en, fr, es, de });
