/** The consents a user gives, in the order the portal asks for them: platform terms, session recording, AI processing. */
export const CONSENT_TYPES = ['platform', 'session', 'data-processing'] as const;

/**
 * The version of each consent text the portal shows a coach. Stored with the consent record, so
 * it is known which wording a user agreed to. Bump a version whenever its texts change in any
 * language.
 */
export const CONSENT_VERSIONS: Readonly<Record<(typeof CONSENT_TYPES)[number], string>> = {
  platform: '2026-11-01',
  session: '2026-11-01',
  'data-processing': '2026-11-01',
};

/** The version of the visitor consent text the widgets show (every type); a consent must name it. */
export const VISITOR_CONSENT_VERSION = '2026-11-22';
