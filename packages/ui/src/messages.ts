/**
 * `@rebond/ui/messages`: every message catalogue in all four languages, and the consent texts and details, without React, for consumers
 * that render without it (the embeddable widgets, servers, e-mails).
 */

export { CONSENT_TYPES, type ConsentType, consentVersions } from './consent/consent-types';
export { consentMessages } from './consent/messages/all-locales';
export { consentDetailsMessages } from './consent/messages/details/all-locales';
export { type EmbedMessages, embedMessages, visitorConsentVersions } from './embed/embed-messages';
export { embedKeysMessages } from './embed-keys/messages/all-locales';
export { historyMessages } from './history/messages/all-locales';
export { commonMessages } from './i18n/common/all-locales';
export { type Catalogues, DEFAULT_LOCALE, LOCALES, type Locale, matchLocale } from './i18n/locales';
export { type UiMessages, uiMessages } from './i18n/ui-messages';
export { primitiveMessages } from './primitives/messages/all-locales';
export { recorderMessages } from './recorder/messages/all-locales';
export { sessionMessages } from './sessions/messages/all-locales';
export { skillMessages } from './skills/messages/all-locales';
