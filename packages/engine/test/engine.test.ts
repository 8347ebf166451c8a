import { MAX_RECORDING_SECONDS, REPLY_STEPS } from '@rebond/vocabulary';
import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  createEngine,
  EngineError,
  type SpokenSentence,
  type VoiceProfile,
} from '../src/index.js';
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
  const profile = { name: 'Anna', role_occupation: 'Nurse', relationship_to_user: 'Sister' };

  it('goes from a WebM recording to a playable MP4 through understand, speak and render', async () => {
    const engine = createEngine({});
    const prepared = await engine.prepareFace(image('astronaut.png'));
    if (!prepared.ok) throw new Error(prepared.reason);
    const coach = await fliteSynthesize('I feel like you never listen to me.', { voice: 'rms' });
    const steps: string[] = [];
    const understood = await engine.understand(
      {
        recording: convertAudio(coach.wav, 'webm'),
        mimeType: 'audio/webm;codecs=opus',
        profile,
        emotion: 'anger',
        conversation: [],
      },
      { onStep: (step) => void steps.push(step) },
    );
    expect(steps).toEqual([REPLY_STEPS.transcribe, REPLY_STEPS.reply]);
    expect(wordErrorRate('I feel like you never listen to me', understood.transcript)).toBeLessThanOrEqual(
      0.3,
    );
    expect(understood.replyText.length).toBeGreaterThan(20);
    // The coach's turn was coded inside the engine and the persona read it.
    expect(understood.coachSkills).toHaveLength(1);
    expect(understood.persona?.coachCode).toBe(understood.coachSkills?.[0]?.code);
    // The hand-off is plain data.
    expect(JSON.parse(JSON.stringify(understood))).toEqual(understood);

    const spoken = await engine.speak({ text: understood.replyText, voice, emotion: 'anger' });
    expect(spoken.captionsLanguage).toBe('en');
    const video = await engine.render({
      face: prepared.face,
      photo: prepared.photo,
      emotion: 'anger',
      audio: spoken.wav,
      phonemes: spoken.phonemes,
    });
    expect(
      [...understood.stages, spoken.report, video.report].map((s) => [s.stage, s.implementation]),
    ).toEqual([
      ['transcribe', 'pocketsphinx-cli-0.8'],
      ['reply', 'local-persona-rules'],
      ['synthesize', 'local-flite'],
      ['render', 'local-2d-warp'],
    ]);
    expect(Math.abs(video.durationS - spoken.durationS)).toBeLessThan(0.1);
    expect(video.mp4.subarray(4, 8).toString()).toBe('ftyp');
  }, 50_000);

  it('refuses a recording longer than the limit with its reason', async () => {
    const engine = createEngine({});
    const coach = await fliteSynthesize('Hello there.', { voice: 'rms' });
    const error = await engine
      .understand({
        recording: coach.wav,
        mimeType: 'audio/wav',
        recordingSeconds: MAX_RECORDING_SECONDS + 1,
        profile,
        conversation: [],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).stage).toBe('transcribe');
    expect((error as EngineError).reason).toMatch(/longer than \d+ seconds/);
  }, 20_000);

  it('speaks a reply sentence by sentence, with visemes, and stops when told', async () => {
    const engine = createEngine({});
    const text = 'I hear you. It has been a long week. Can we talk later?';
    const sentences: SpokenSentence[] = [];
    for await (const sentence of engine.speakSentences({ text, voice })) sentences.push(sentence);
    expect(sentences.map((s) => s.text)).toEqual([
      'I hear you.',
      'It has been a long week.',
      'Can we talk later?',
    ]);
    expect(sentences[1]?.offsetS).toBeCloseTo(sentences[0]?.durationS ?? 0, 5);
    expect(sentences[0]?.visemes.some((v) => v.open > 0.3)).toBe(true);
    expect(sentences[0]?.visemes.every((v) => v.end <= (sentences[0]?.durationS ?? 0) + 0.05)).toBe(true);

    const stop = new AbortController();
    const heard: string[] = [];
    for await (const sentence of engine.speakSentences({ text, voice }, stop.signal)) {
      heard.push(sentence.text);
      stop.abort();
    }
    expect(heard).toEqual(['I hear you.']);
  });

  it('fails with a stage and a reason, never a fake success', async () => {
    const engine = createEngine({});
    const error = await engine
      .speak({ text: 'Hello there.', voice: { provider: 'elevenlabs', voiceId: 'abc', label: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).stage).toBe('synthesize');
    expect((error as EngineError).reason).toMatch(/ElevenLabs is not configured/);
  });
});
