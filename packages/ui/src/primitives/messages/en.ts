/**
 * English texts of the Radix-based primitives that speak for themselves (the toast's region and
 * close button), apart from the common catalogue so that a `Button` does not carry them.
 */
export const en = {
  /** Read before a toast's text. */
  notification: 'Notification',
  /** The name of the region that holds the toasts; `{hotkey}` becomes the key that focuses it (F8). */
  notifications: 'Notifications ({hotkey})',
  /** A toast's close button. */
  dismiss: 'Dismiss',
};

/** The shape of the primitives catalogue, defined by the English one. */
export type PrimitiveMessages = typeof en;
