/**
 * The reply pipeline's names, shared by the engine, the server and the SDK: the three stages of
 * the engine (`understand`, `speak`, `render`), and the steps a reply job reports as its `stage`
 * while it runs (what the SDK turns into the section 8 progress labels).
 */

/** The engine's reply stages, in order: the coach's turn to text and the reply text; the reply spoken; the MP4. */
export const REPLY_STAGES = ['understand', 'speak', 'render'] as const;
export type ReplyStage = (typeof REPLY_STAGES)[number];

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
