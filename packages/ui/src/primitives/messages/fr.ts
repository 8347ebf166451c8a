import type { PrimitiveMessages } from './en';

/** French texts of the primitives. */
export const fr: PrimitiveMessages = {
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
  dismiss: 'Fermer',
};
