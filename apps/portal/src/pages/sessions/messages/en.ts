/** English texts of the portal's session pages (the ui session screens carry the rest). */
export const en = {
  launchSession: 'Launch session',
  avatarsLoadFailed: 'Failed to load avatars. Please try again.',
  retry: 'Try Again',
  createSessionTitle: 'Create a session',
};

export type SessionPageMessages = typeof en;
