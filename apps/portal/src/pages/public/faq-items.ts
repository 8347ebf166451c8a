import type { PublicMessages } from './messages/en';

/** The FAQ categories a reader can filter by, besides "all". */
export const FAQ_CATEGORIES = ['general', 'sessions', 'avatars', 'technical', 'billing'] as const;

/** One FAQ category. */
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** The category filter's value: one category, or every question. */
export type FaqCategoryFilter = FaqCategory | 'all';

/** The key of a question in the message catalogue. */
export type FaqId = keyof PublicMessages['help']['faqs'];

/** The help page's questions, in display order, with their category; the text is in the catalogue. */
export const FAQ_ITEMS: readonly { id: FaqId; category: FaqCategory }[] = [
  { id: 'startSession', category: 'sessions' },
  { id: 'sessionTypes', category: 'sessions' },
  { id: 'createAvatar', category: 'avatars' },
  { id: 'history', category: 'sessions' },
  { id: 'audioFormat', category: 'technical' },
  { id: 'videoTime', category: 'technical' },
  { id: 'mobile', category: 'general' },
  { id: 'deleteItems', category: 'general' },
  { id: 'microphone', category: 'technical' },
  { id: 'responseQuality', category: 'avatars' },
  { id: 'creditCard', category: 'billing' },
];
