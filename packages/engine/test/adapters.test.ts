import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ElevenLabsVoiceService,
  EngineError,
  type FaceModel,
  HeyGenRenderer,
  LocalVoiceService,
  OpenAiChatWriter,
  OpenAiTranscriber,
  prepareFace,
} from '../src/index.js';
import { fakeService, image, recorded } from './helpers.js';

type Service = Awaited<ReturnType<typeof fakeService>>;
let service: Service | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const PROFILE = {
  name: 'Mark',
  role_occupation: 'Construction foreman',
  relationship_to_user: 'Father',
  emotional_responses: { angry_defensive: 'Deflects blame' },
};

describe('OpenAI-compatible transcription', () => {
  it('uploads the recording as multipart with the model and reads words from verbose_json', async () => {
    service = await fakeService({
      'POST /v1/audio/transcriptions': () => [200, recorded('openai-transcription.json')],
    });
    const stt = new OpenAiTranscriber({
      url: `${service.url}/v1`,
      model: 'whisper-large-v3',
      apiKey: 'sk-test',
    });
    const result = await stt.transcribe(Buffer.from('fake-webm-bytes'), {
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(result.text).toBe('I feel like you never listen to me.');
    expect(result.words).toHaveLength(8);
    expect(result.words[4]).toEqual({ word: 'never', start: 0.78, end: 1.1 });
    const req = service.received[0]!;
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data/);
    const body = req.body.toString('latin1');
    expect(body).toContain('whisper-large-v3');
    expect(body).toContain('filename="recording.webm"');
    expect(body).toContain('verbose_json');
    expect(result.report.implementation).toBe('openai-compatible');
  });

  it('turns a 401 into a reason about the key', async () => {
    service = await fakeService({
      'POST /v1/audio/transcriptions': () => [401, { error: { message: 'Incorrect API key provided' } }],
    });
    const error = await new OpenAiTranscriber({ url: `${service.url}/v1` })
      .transcribe(Buffer.from('x'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).reason).toMatch(/API key/);
    expect((error as EngineError).status).toBe(401);
  });
});

describe('OpenAI-compatible chat', () => {
  it('sends the profile as a system prompt plus the conversation, and returns the reply', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-chat-completion.json')],
    });
    const writer = new OpenAiChatWriter({ url: `${service.url}/v1`, model: 'llama3', apiKey: 'k' });
    const reply = await writer.reply({
      profile: JSON.stringify(PROFILE),
      emotion: 'anger',
      scenarioPrompt: 'Your son wants to move abroad.',
      conversation: [
        { role: 'user', content: 'Hi dad.' },
        { role: 'assistant', content: 'What now?' },
      ],
      message: 'I feel like you never listen to me.',
    });
    expect(reply.text).toMatch(/^Never listen\?/);
    const sent = JSON.parse(service.received[0]!.body.toString()) as {
      model: string;
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe('llama3');
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages[0]!.content).toContain('Construction foreman');
    expect(sent.messages[0]!.content).toContain('Deflects blame');
    expect(sent.messages[0]!.content).toContain('anger');
    expect(sent.messages[0]!.content).toContain('move abroad');
    expect(sent.messages[3]!.content).toBe('I feel like you never listen to me.');
  });

  it('writes the summary from a JSON answer', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [200, recorded('openai-chat-summary.json')],
    });
    const writer = new OpenAiChatWriter({ url: `${service.url}/v1` });
    const s = await writer.summarize([{ role: 'user', content: 'How are you?' }], PROFILE, 'sadness');
    expect(s.outcome).toBe('positive');
    expect(s.summary).toMatch(/reflected/);
  });

  it('reports an upstream failure with its message', async () => {
    service = await fakeService({
      'POST /v1/chat/completions': () => [500, { error: { message: 'model overloaded' } }],
    });
    const error = await new OpenAiChatWriter({ url: `${service.url}/v1`, fallback: false })
      .reply({ profile: PROFILE, conversation: [], message: 'hi' })
      .catch((e: unknown) => e);
    expect((error as EngineError).reason).toBe('The chat service failed with status 500: model overloaded.');
  });
});

describe('ElevenLabs', () => {
  const routes = (): Record<string, Parameters<typeof fakeService>[0][string]> => ({
    'POST /v1/voices/add': () => [200, recorded('elevenlabs-voices-add.json')],
    'POST /v1/text-to-voice/create-previews': () => [200, recorded('elevenlabs-create-previews.json')],
    'POST /v1/text-to-voice/create-voice-from-preview': () => [
      200,
      recorded('elevenlabs-create-voice-from-preview.json'),
    ],
    'POST /v1/text-to-speech/b38kUX8pkfYO2kHyqfFy/with-timestamps': () => [
      200,
      recorded('elevenlabs-tts-with-timestamps.json'),
    ],
  });

  it('clones with background-noise removal, designs previews, creates from a preview and speaks with timings', async () => {
    service = await fakeService(routes());
    const el = new ElevenLabsVoiceService(
      { apiKey: 'xi-key', baseUrl: service.url },
      new LocalVoiceService(),
    );
    const cloned = await el.clone({
      name: 'Mark',
      sample: Buffer.from('RIFF....WAVE'),
      mimeType: 'audio/wav',
    });
    expect(cloned.voice).toEqual({ provider: 'elevenlabs', voiceId: 'c38kUX8pkfYO2kHyqfFy', label: 'Mark' });
    const add = service.received[0]!;
    expect(add.headers['xi-api-key']).toBe('xi-key');
    expect(add.body.toString('latin1')).toMatch(/name="remove_background_noise"\r\n\r\ntrue/);

    const design = await el.designPreviews({
      description: 'A tired father',
      language: 'german',
      settings: { gender: 'male', tone: 'warm' },
    });
    expect(design.previews).toHaveLength(3);
    expect(design.previews[0]!.audio.subarray(0, 4).toString()).toBe('RIFF');
    const designBody = JSON.parse(service.received[1]!.body.toString()) as {
      voice_description: string;
      text: string;
    };
    expect(designBody.voice_description).toMatch(/A tired father \(male, warm tone\)\. Speaks german\./);
    expect(designBody.text).toMatch(/Hallo/);

    const created = await el.createFromPreview({
      name: 'Mark',
      generatedVoiceId: design.previews[0]!.generatedVoiceId,
    });
    expect(created.voice).toMatchObject({ provider: 'elevenlabs', voiceId: 'b38kUX8pkfYO2kHyqfFy' });
    const createBody = JSON.parse(service.received[2]!.body.toString()) as { generated_voice_id: string };
    expect(createBody.generated_voice_id).toBe('37HceQefKmEi3bGovXjL');

    const speech = await el.synthesize('Hi there.', created.voice);
    expect(speech.durationS).toBeCloseTo(0.6, 2);
    expect(speech.words?.map((w) => w.word)).toEqual(['Hi', 'there']);
    expect(speech.phonemes.length).toBeGreaterThan(5);
    expect(speech.wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(service.received[3]!.url).toContain('output_format=pcm_16000');
  });

  it('passes the emotion on as voice settings, and nothing for a neutral reply', async () => {
    service = await fakeService(routes());
    const el = new ElevenLabsVoiceService({ apiKey: 'k', baseUrl: service.url });
    const voice = { provider: 'elevenlabs' as const, voiceId: 'b38kUX8pkfYO2kHyqfFy', label: 'Mark' };
    await el.synthesize('Hi there.', voice, { emotion: 'anger', intensity: 1 });
    await el.synthesize('Hi there.', voice, { emotion: 'normal' });
    const angry = JSON.parse(service.received[0]!.body.toString()) as {
      voice_settings?: { stability: number; style: number; speed: number };
    };
    const calm = JSON.parse(service.received[1]!.body.toString()) as { voice_settings?: unknown };
    expect(angry.voice_settings?.stability).toBeLessThan(0.5);
    expect(angry.voice_settings?.style).toBeGreaterThan(0);
    expect(angry.voice_settings?.speed).toBeGreaterThan(1);
    expect(calm.voice_settings).toBeUndefined();
  });

  it('still speaks local voices through the fallback', async () => {
    service = await fakeService(routes());
    const el = new ElevenLabsVoiceService({ apiKey: 'k', baseUrl: service.url }, new LocalVoiceService());
    const speech = await el.synthesize('Hello.', {
      provider: 'local',
      engine: 'flite',
      voice: 'slt',
      rate: 1,
      language: 'english',
      gender: 'female',
      label: 'x',
    });
    expect(speech.report.implementation).toBe('local-flite');
    expect(service.received).toHaveLength(0);
  });
});

describe('HeyGen', () => {
  let face: FaceModel;
  beforeAll(async () => {
    const p = await prepareFace(image('astronaut.png'));
    if (!p.ok) throw new Error(p.reason);
    face = p.face;
  });

  function heygenRoutes(statusSequence: string[]) {
    let polls = 0;
    return (base: () => string): Parameters<typeof fakeService>[0] => ({
      'POST /v1/asset': (req) => [
        200,
        recorded(
          String(req.headers['content-type']).startsWith('image/')
            ? 'heygen-upload-asset-image.json'
            : 'heygen-upload-asset-audio.json',
        ),
      ],
      'POST /v2/photo_avatar/avatar_group/create': () => [200, recorded('heygen-avatar-group-create.json')],
      'POST /v2/photo_avatar/train': () => [200, recorded('heygen-train.json')],
      'GET /v2/photo_avatar/train/status/0b1b8dabd16f40a2b2ae6599790bba05': () => [
        200,
        recorded('heygen-train-status-ready.json'),
      ],
      'POST /v2/photo_avatar/look/generate': () => [200, recorded('heygen-look-generate.json')],
      'GET /v2/photo_avatar/generation/gen-7788': () => [200, recorded('heygen-generation-success.json')],
      'POST /v2/photo_avatar/avatar_group/add': () => [200, recorded('heygen-avatar-group-add.json')],
      'GET /v2/avatar_group/0b1b8dabd16f40a2b2ae6599790bba05/avatars': () => [
        200,
        recorded('heygen-avatar-group-avatars.json'),
      ],
      'POST /v2/video/generate': () => [200, recorded('heygen-video-generate.json')],
      'GET /v1/video_status.get': () => {
        const name = statusSequence[Math.min(polls++, statusSequence.length - 1)]!;
        return [200, JSON.parse(JSON.stringify(recorded(name)).replaceAll('__BASE__', base()))];
      },
      'GET /files/video.mp4': () => [200, Buffer.from('....ftypisom-fake-mp4'), 'video/mp4'],
      'GET /files/thumb.jpg': () => [200, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    });
  }

  it('creates a photo avatar group with one look per emotion', async () => {
    let url = '';
    service = await fakeService(heygenRoutes(['heygen-video-status-completed.json'])(() => url));
    url = service.url;
    const heygen = new HeyGenRenderer({ apiKey: 'hg', baseUrl: url, uploadUrl: url, pollIntervalS: 0.01 });
    const prepared = await heygen.prepareAvatar(image('astronaut.png'), { name: 'Mark' });
    expect(prepared.local.ok).toBe(true);
    expect(prepared.groupId).toBe('0b1b8dabd16f40a2b2ae6599790bba05');
    expect(prepared.avatarIds).toMatchObject({
      normal: '0b1b8dabd16f40a2b2ae6599790bba05',
      anger: 'look-anger-1',
      sadness: 'look-sadness-1',
    });
    expect(service.received.filter((r) => r.url === '/v2/photo_avatar/look/generate')).toHaveLength(6);
    expect(service.received[0]!.headers['x-api-key']).toBe('hg');
  });

  it('does not spend credits on a photo without a face', async () => {
    let url = '';
    service = await fakeService(heygenRoutes([])(() => url));
    url = service.url;
    const prepared = await new HeyGenRenderer({ apiKey: 'hg', baseUrl: url, uploadUrl: url }).prepareAvatar(
      image('coffee.png'),
    );
    expect(prepared.local.ok).toBe(false);
    expect(service.received).toHaveLength(0);
  });

  it('runs the two-stage video job: submit gives the polling id, then status until completed', async () => {
    let url = '';
    service = await fakeService(
      heygenRoutes(['heygen-video-status-processing.json', 'heygen-video-status-completed.json'])(() => url),
    );
    url = service.url;
    const heygen = new HeyGenRenderer({ apiKey: 'hg', baseUrl: url, uploadUrl: url, pollIntervalS: 0.01 });
    const input = {
      face,
      avatarIds: { normal: 'n-1', anger: 'look-anger-1' },
      emotion: 'anger' as const,
      audio: Buffer.from('RIFFfake'),
    };
    const { videoId } = await heygen.submit(input);
    expect(videoId).toBe('a2f9c1e0b3d84c6f');
    const generate = JSON.parse(
      service.received.find((r) => r.url === '/v2/video/generate')!.body.toString(),
    );
    expect(generate.video_inputs[0].character).toEqual({
      type: 'talking_photo',
      talking_photo_id: 'look-anger-1',
    });
    expect(generate.video_inputs[0].voice).toEqual({ type: 'audio', audio_asset_id: 'f6e5d4c3b2a1' });
    expect((await heygen.status(videoId)).status).toBe('processing');
    const done = await heygen.status(videoId);
    expect(done).toMatchObject({ status: 'completed', durationS: 3.04 });
    expect(done.videoUrl).toBe(`${url}/files/video.mp4`);

    const rendered = await heygen.render(input);
    expect(rendered.mp4.toString()).toContain('ftypisom');
    expect(rendered.poster.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(rendered.report.implementation).toBe('heygen');
  });

  it('carries HeyGen failure reasons', async () => {
    let url = '';
    service = await fakeService(heygenRoutes(['heygen-video-status-failed.json'])(() => url));
    url = service.url;
    const heygen = new HeyGenRenderer({ apiKey: 'hg', baseUrl: url, uploadUrl: url, pollIntervalS: 0.01 });
    const error = await heygen
      .render({ avatarIds: { normal: 'n-1' }, audio: Buffer.from('x') })
      .catch((e: unknown) => e);
    expect((error as EngineError).reason).toBe(
      'HeyGen could not make the video: Talking photo could not be processed.',
    );
  });
});
