import { createMessagesHook } from '@rebond/ui';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { SessionPageMessages } from './en';

/** The session pages' own catalogue. */
export const useSessionPageMessages = createMessagesHook({ en, fr, es, de });
