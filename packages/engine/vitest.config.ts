import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The engine's tests that drive programs and models beyond npm's pure code: the recogniser
 * (pocketsphinx), ffmpeg, espeak-ng, the face model, the embedded language model and the engine's
 * thread pool that runs them. They are the integration tier's `engine-media` project
 * (vitest.media.config.ts), beside the server's; the rest (the persona, the skill coder, text and
 * audio arithmetic) is the unit tier's `engine`, which needs nothing but npm.
 */
export const media = [
  'test/adapters.test.ts',
  'test/choose-voice.test.ts',
  'test/counselling-lm.test.ts',
  'test/engine.test.ts',
  'test/expression.test.ts',
  'test/face.test.ts',
  'test/listen.test.ts',
  'test/persona-llama.test.ts',
  'test/render.test.ts',
  'test/threaded-engine.test.ts',
  'test/transcribe.test.ts',
  'test/voices.test.ts',
  'test/yuv.test.ts',
];

export default defineConfig({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...media],
    // Twice vitest's 5 s: the unit tier's engine tests take under a second; the media ones that
    // need longer say so themselves (`it(name, fn, timeout)`, about three times their duration
    // measured on the 2-core machine under load). Hooks load models and start programs: 60 s.
    testTimeout: 10_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph (vitest's isolate off): the skill coder is trained
    // and flite compiled once per worker, not once per file.
    isolate: false,
  },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
});
