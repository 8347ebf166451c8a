/**
 * `@rebond/ui/messages`: the message catalogues and consent texts without React, for consumers
 * that render without it (the embeddable widgets, servers, e-mails).
 */
export { CONSENT_TYPES, type ConsentType, consentVersions } from './consent/consent-types';
export { type EmbedMessages, embedMessages, visitorConsentVersions } from './embed/embed-messages';
export { type Catalogues, DEFAULT_LOCALE, LOCALES, type Locale, matchLocale } from './i18n/locales';
export { type UiMessages, uiMessages } from './i18n/ui-messages';
