/**
 * The steps a reply's jobs report as their `stage` while they run (what the SDK turns into the
 * section 8 progress labels), shared by the engine's stages (`understand`, `speak`, `render` in
 * `@rebond/engine`), the server and the SDK.
 */

/** The steps a reply's jobs report as their `stage`, in order. */
export const REPLY_STEPS = {
  transcribe: 'transcribe',
  reply: 'reply',
  synthesize: 'synthesize',
  renderQueued: 'render queued',
  render: 'render',
  save: 'save',
} as const;
export type ReplyStep = (typeof REPLY_STEPS)[keyof typeof REPLY_STEPS];
