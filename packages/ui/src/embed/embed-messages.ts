import { VISITOR_CONSENT_VERSION } from '@rebond/sdk';
import type { ConsentType } from '../consent/consent-types';
import type { Catalogues } from '../i18n/locales';
import { de } from './messages/de';
import { type EmbedMessages, en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { EmbedMessages };

/**
 * The texts of the embeddable widgets (`<rebond-recorder>`, `<rebond-consent-notice>`) in every
 * locale. They speak to a clinic's visitor, where `uiMessages` speaks to a coach.
 */
export const embedMessages: Catalogues<EmbedMessages> = { en, fr, es, de };

/**
 * The version of each visitor consent text (`embedMessages[locale].consent.types[type]`). Store
 * it with the visitor's answer; bump it whenever those texts change in any language.
 */
export const visitorConsentVersions: Readonly<Record<ConsentType, string>> = {
  platform: VISITOR_CONSENT_VERSION,
  session: VISITOR_CONSENT_VERSION,
  'data-processing': VISITOR_CONSENT_VERSION,
};
