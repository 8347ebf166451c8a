import type { CSSProperties } from 'react';

/** The session pages show a recorder, videos and the conversation side by side: give them room. */
export const WIDE: CSSProperties = { maxWidth: '76rem' };
