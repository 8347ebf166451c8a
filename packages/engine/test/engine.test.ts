import { describe, expect, it } from 'vitest';
import { configFromEnv, createEngine, EngineError, type VoiceProfile } from '../src/index.js';
import { fliteSynthesize } from '../src/voice/flite.js';
import { convertAudio, image, wordErrorRate } from './helpers.js';

describe('createEngine', () => {
  it('chooses the local implementations when nothing is configured, and says so', () => {
    const d = createEngine({}).describe();
    expect(d.transcribe.implementation).toBe('pocketsphinx-cli-0.8');
    expect(d.transcribe.limits).toMatch(/English only/);
    expect(d.reply.implementation).toBe('local-persona-rules');
    expect(d.voice.implementation).toBe('local-flite');
    expect(d.voice.spanishGerman).toBe('espeak-ng');
    expect(d.render.implementation).toBe('local-2d-warp');
    expect(d.ffmpeg).toMatch(/ffmpeg$/);
  });

  it('chooses hosted adapters from environment variables', () => {
    const config = configFromEnv({
      REBOND_STT_URL: 'http://127.0.0.1:9/v1',
      REBOND_STT_MODEL: 'whisper-1',
      REBOND_CHAT_URL: 'http://127.0.0.1:9/v1',
      REBOND_CHAT_KEY: 'k',
      ELEVENLABS_API_KEY: 'xi',
      HEYGEN_API_KEY: 'hg',
      REBOND_HTTP_TIMEOUT_MS: '5000',
    });
    expect(config.timeoutMs).toBe(5000);
    const d = createEngine(config).describe();
    expect(d.transcribe.implementation).toBe('openai-compatible');
    expect(d.reply.implementation).toBe('openai-compatible-chat');
    expect(d.voice.implementation).toBe('elevenlabs');
    expect(d.render.implementation).toBe('heygen');
  });

  it('can be told to use the npm-only recogniser', () => {
    expect(
      createEngine(configFromEnv({ REBOND_STT_LOCAL: 'soundswallower' })).describe().transcribe
        .implementation,
    ).toBe('soundswallower-wasm-grammar');
  });
});

describe('the reply pipeline', () => {
  it('goes from a WebM recording to a playable MP4 and reports every stage', async () => {
    const engine = createEngine({});
    const prepared = await engine.prepareFace(image('astronaut.png'));
    if (!prepared.ok) throw new Error(prepared.reason);
    const coach = await fliteSynthesize('I feel like you never listen to me.', { voice: 'rms' });
    const voice: VoiceProfile = {
      provider: 'local',
      engine: 'flite',
      voice: 'slt',
      pitchHz: 180,
      rate: 1,
      language: 'english',
      gender: 'female',
      label: 'Anna',
    };
    const result = await engine.reply({
      recording: convertAudio(coach.wav, 'webm'),
      mimeType: 'audio/webm;codecs=opus',
      profile: { name: 'Anna', role_occupation: 'Nurse', relationship_to_user: 'Sister' },
      emotion: 'anger',
      conversation: [],
      voice,
      face: prepared.face,
      photo: prepared.photo,
    });
    expect(wordErrorRate('I feel like you never listen to me', result.transcript)).toBeLessThanOrEqual(0.3);
    expect(result.replyText.length).toBeGreaterThan(20);
    expect(result.stages.map((s) => s.stage)).toEqual(['transcribe', 'reply', 'synthesize', 'render']);
    expect(result.stages.map((s) => s.implementation)).toEqual([
      'pocketsphinx-cli-0.8',
      'local-persona-rules',
      'local-flite',
      'local-2d-warp',
    ]);
    expect(Math.abs(result.video.durationS - result.speech.durationS)).toBeLessThan(0.1);
    expect(result.video.mp4.subarray(4, 8).toString()).toBe('ftyp');
    expect(result.totalMs).toBeGreaterThanOrEqual(result.stages.reduce((s, x) => s + x.ms, 0) - 5);
    // Results are JSON-serialisable metadata plus buffers.
    expect(JSON.parse(JSON.stringify(result.stages))).toEqual(result.stages);
  });

  it('fails with a stage and a reason, never a fake success', async () => {
    const engine = createEngine({});
    const error = await engine
      .reply({
        transcript: 'Hello there.',
        profile: 'Name: Anna',
        conversation: [],
        voice: { provider: 'elevenlabs', voiceId: 'abc', label: 'x' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).stage).toBe('synthesize');
    expect((error as EngineError).reason).toMatch(/ElevenLabs is not configured/);
  });
});
