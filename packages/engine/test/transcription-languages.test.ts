import { describe, expect, it } from 'vitest';
import { configFromEnv, createEngine } from '../src/index.js';

describe('the languages speech is recognised in', () => {
  it('are English only with the local recognisers', () => {
    expect(createEngine({}).describe().transcribe.languages).toBe('en');
  });

  it("are the portal's four with a hosted /v1/audio/transcriptions model", () => {
    const engine = createEngine(configFromEnv({ REBOND_STT_URL: 'http://127.0.0.1:9/v1' }));
    expect(engine.describe().transcribe).toMatchObject({
      implementation: 'openai-compatible',
      languages: 'en,fr,es,de',
    });
  });
});
