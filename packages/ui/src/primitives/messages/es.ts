import type { PrimitiveMessages } from './en';

/** Spanish texts of the primitives. */
export const es: PrimitiveMessages = {
  notification: 'Notificación',
  notifications: 'Notificaciones ({hotkey})',
  dismiss: 'Cerrar',
};
