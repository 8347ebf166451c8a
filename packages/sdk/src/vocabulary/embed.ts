/** The longest an embed token may live, in seconds (one hour). */
export const MAX_EMBED_TOKEN_SECONDS = 3600;
/** An embed token's life when none is asked, in seconds (ten minutes). */
export const DEFAULT_EMBED_TOKEN_SECONDS = 600;
/** The version of the visitor consent text the widgets show; a consent must name it. */
export const VISITOR_CONSENT_VERSION = '2026-11-22';
