import type { ConsentType } from '@rebond/ui/messages';

/** The detail of a `rebond:consent` event. */
export interface RebondConsentDetail {
  /** Which consent was answered. */
  readonly type: ConsentType;
  /** `true` for "I Understand and Agree", `false` for "I Don't Agree". */
  readonly granted: boolean;
  /** Version of the consent text that was shown; store it with the answer. */
  readonly version: string;
}

/**
 * Every event a Rebond widget dispatches. They are `CustomEvent`s that bubble and cross shadow
 * roots (`composed`), so a listener on `document` hears them all.
 */
export interface RebondEventMap {
  /** A visitor answered a `<rebond-consent-notice>`. */
  'rebond:consent': CustomEvent<RebondConsentDetail>;
}

/** The name of a Rebond event, such as `'rebond:consent'`. */
export type RebondEventName = keyof RebondEventMap;

declare global {
  interface HTMLElementEventMap extends RebondEventMap {}
  interface DocumentEventMap extends RebondEventMap {}
  interface WindowEventMap extends RebondEventMap {}
}
