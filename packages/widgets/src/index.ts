/**
 * `@rebond/widgets`: embeddable Rebond widgets for clinic websites, as custom elements with
 * Shadow DOM. Importing the package defines every element (safe to do twice).
 */
export type { ConsentType, Locale } from '@rebond/ui/messages';
export {
  type ConsentDecision,
  type ConsentNoticeState,
  defineConsentNotice,
  RebondConsentNotice,
} from './consent-notice/consent-notice';
export { defineElement, type RebondWidgetsRegistry } from './define';
export type { RebondConsentDetail, RebondEventMap, RebondEventName } from './events';
export {
  init,
  installRebond,
  off,
  on,
  type RebondCommand,
  type RebondEventHandler,
  type RebondGlobal,
  type RebondInitOptions,
} from './rebond';
export { VERSION } from './version';
