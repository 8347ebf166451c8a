import type { PrimitiveMessages } from './en';

/** German texts of the primitives. */
export const de: PrimitiveMessages = {
  notification: 'Benachrichtigung',
  notifications: 'Benachrichtigungen ({hotkey})',
  dismiss: 'Schließen',
};
