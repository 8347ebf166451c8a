import { createMessagesHook } from '@rebond/ui';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { PortalMessages } from './en';

/** The portal's own catalogue (the ui components and public pages have theirs). */
export const usePortalMessages = createMessagesHook({ en, fr, es, de });
