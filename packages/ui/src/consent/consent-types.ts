import type { ConsentType as ContractConsentType } from '@rebond/sdk';

/** The consents a user gives, in the order the app usually asks for them (the API contract's types). */
export const CONSENT_TYPES = [
  'platform',
  'session',
  'data-processing',
] as const satisfies readonly ContractConsentType[];

/** One kind of consent: the platform terms, session recording, or AI processing. */
export type ConsentType = (typeof CONSENT_TYPES)[number];

/**
 * The version of each consent text. Store it with the consent record on the server, so you can
 * tell which wording a user agreed to. Bump a version whenever its texts change in any language.
 */
export const consentVersions: Readonly<Record<ConsentType, string>> = {
  platform: '2026-11-01',
  session: '2026-11-01',
  'data-processing': '2026-11-01',
};
