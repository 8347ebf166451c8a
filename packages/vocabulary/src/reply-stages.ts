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

/**
 * The four stage texts of the second recording page (spec section 8), as keys the portal and the
 * widgets translate, in order: what `sendRecording` reports from the jobs' steps.
 */
export const SEND_STAGES = [
  'analyzingVoicePatterns',
  'generatingLipSync',
  'renderingAvatarVideo',
  'finalizingVideo',
] as const;
