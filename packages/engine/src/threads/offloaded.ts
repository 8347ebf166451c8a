import type { Engine } from '../engine.js';

/**
 * The engine calls that run in worker threads: the CPU-heavy ones of the local engine (speech to
 * text and audio analysis, speech synthesis and voice previews, face preparation, emotion variants,
 * the render, the local skill coder).
 */
export const OFFLOADED_METHODS = [
  'transcribe',
  'synthesize',
  'clone',
  'designPreviews',
  'prepareFace',
  'prepareAvatar',
  'createVariants',
  'render',
  'code',
] as const;

export type OffloadedMethod = (typeof OFFLOADED_METHODS)[number];

type Args<F> = F extends (...args: infer A) => unknown ? A : never;

/** Runs one offloaded call on an engine (inside the thread). */
export function offloadedCall(engine: Engine, method: OffloadedMethod, args: unknown[]): Promise<unknown> {
  switch (method) {
    case 'transcribe':
      return engine.transcriber.transcribe(...(args as Args<Engine['transcriber']['transcribe']>));
    case 'synthesize':
      return engine.voices.synthesize(...(args as Args<Engine['voices']['synthesize']>));
    case 'clone':
      return engine.voices.clone(...(args as Args<Engine['voices']['clone']>));
    case 'designPreviews':
      return engine.voices.designPreviews(...(args as Args<Engine['voices']['designPreviews']>));
    case 'prepareFace':
      return engine.prepareFace(...(args as Args<Engine['prepareFace']>));
    case 'prepareAvatar':
      return engine.renderer.prepareAvatar(...(args as Args<Engine['renderer']['prepareAvatar']>));
    case 'createVariants':
      return engine.renderer.createVariants(...(args as Args<Engine['renderer']['createVariants']>));
    case 'render':
      return engine.renderer.render(...(args as Args<Engine['renderer']['render']>));
    case 'code':
      return engine.skills.code(...(args as Args<Engine['skills']['code']>));
  }
}
