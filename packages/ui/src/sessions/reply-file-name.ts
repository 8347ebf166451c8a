/**
 * The file name a reply video downloads under: `session-{id}-reply-{n}.mp4`, `n` counting the
 * session's replies from 1, so several replies never collide in the Downloads folder.
 */
export function replyFileName(sessionId: string, replyNumber: number): string {
  return `session-${sessionId}-reply-${replyNumber}.mp4`;
}
