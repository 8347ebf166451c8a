import { RebondConsentNotice } from './consent-notice.component';

export {
  type ConsentDecision,
  type ConsentNoticeState,
  RebondConsentNotice,
} from './consent-notice.component';

/** Defines `<rebond-consent-notice>`; safe to call twice. Importing this module already does. */
export function defineConsentNotice(): boolean {
  return RebondConsentNotice.define();
}

defineConsentNotice();

declare global {
  interface HTMLElementTagNameMap {
    'rebond-consent-notice': RebondConsentNotice;
  }
}
