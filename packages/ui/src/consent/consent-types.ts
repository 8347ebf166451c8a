import { CONSENT_TYPES, CONSENT_VERSIONS } from '@rebond/vocabulary';

/**
 * The consents a user gives, in the order the app usually asks for them, and the version of each
 * text (store it with the consent record): `@rebond/vocabulary`, the one list.
 */
export { CONSENT_TYPES, CONSENT_VERSIONS as consentVersions };

/** One kind of consent: the platform terms, session recording, or AI processing. */
export type ConsentType = (typeof CONSENT_TYPES)[number];
