import { EngineError } from '../errors.js';
import { type HttpOptions, joinUrl, readJson, request } from '../internal/http.js';
import { elapsed } from '../internal/time.js';
import { type Emotion, VARIANT_EMOTIONS, type VariantEmotion } from '../types.js';
import type { FaceModel } from './face.js';
import { prepareFace } from './face.js';
import type { PreparedAvatar, Renderer, RenderInput, RenderResult } from './types.js';

/** HeyGen settings. */
export interface HeyGenOptions extends HttpOptions {
  apiKey: string;
  /** @default 'https://api.heygen.com' */
  baseUrl?: string;
  /** @default 'https://upload.heygen.com' */
  uploadUrl?: string;
  /** Seconds between status polls. @default 5 */
  pollIntervalS?: number;
  /** Give up after this many seconds. @default 900 */
  maxWaitS?: number;
  /** Generate one look per emotional variant (HeyGen "looks") when preparing. @default true */
  generateLooks?: boolean;
  /** Output video size. @default { width: 512, height: 512 } */
  dimension?: { width: number; height: number };
  /** Local renderer used for the poster and variant images. */
  local?: Renderer;
}

/** The state of a HeyGen video job, as the server's two-stage job reports it. */
export interface HeyGenVideoStatus {
  videoId: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  videoUrl?: string;
  thumbnailUrl?: string;
  durationS?: number;
  error?: string;
}

const SERVICE = 'HeyGen';
const LOOK_PROMPTS: Record<VariantEmotion, string> = {
  normal: 'neutral, relaxed expression',
  happiness: 'subtle happy expression, gentle smile',
  sadness: 'subtle sad expression, downcast eyes',
  anger: 'subtle angry expression, furrowed brows',
  fear: 'subtle fearful expression, raised brows, wide eyes',
  surprise: 'subtle surprised expression, raised eyebrows',
  disgust: 'subtle disgusted expression, wrinkled nose',
};

interface Envelope<T> {
  error?: { code?: string; message?: string } | null;
  data?: T;
}

/**
 * HeyGen adapter: photo avatar group with one look per emotion, video generation from the reply's
 * audio, and the two-stage job the spec describes: `submit` gives the id the server stores as
 * `polling_job_id`, `status` polls it, `render` does both and downloads the MP4.
 */
export class HeyGenRenderer implements Renderer {
  readonly implementation = 'heygen';
  private readonly options: HeyGenOptions;

  constructor(options: HeyGenOptions) {
    this.options = options;
  }

  private api(path: string): string {
    return joinUrl(this.options.baseUrl ?? 'https://api.heygen.com', path);
  }

  private async call<T>(stage: 'prepare' | 'render', path: string, init: RequestInit = {}): Promise<T> {
    const headers = {
      'x-api-key': this.options.apiKey,
      accept: 'application/json',
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    };
    const response = await request(
      stage,
      SERVICE,
      path.startsWith('http') ? path : this.api(path),
      { ...init, headers },
      this.options,
    );
    const json = await readJson<Envelope<T>>(stage, SERVICE, response);
    if (json.error?.message || !json.data) {
      throw new EngineError(
        stage,
        'upstream_error',
        `HeyGen failed: ${json.error?.message ?? 'no data in the answer'}.`,
      );
    }
    return json.data;
  }

  /** Uploads bytes as a HeyGen asset. */
  async uploadAsset(
    stage: 'prepare' | 'render',
    bytes: Uint8Array,
    contentType: string,
  ): Promise<{ id: string; imageKey?: string; url?: string }> {
    const data = await this.call<{ id: string; image_key?: string; url?: string }>(
      stage,
      joinUrl(this.options.uploadUrl ?? 'https://upload.heygen.com', '/v1/asset'),
      {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      },
    );
    return {
      id: data.id,
      ...(data.image_key ? { imageKey: data.image_key } : {}),
      ...(data.url ? { url: data.url } : {}),
    };
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, (this.options.pollIntervalS ?? 5) * 1000));
  }

  async prepareAvatar(photo: Uint8Array, options: { name?: string } = {}): Promise<PreparedAvatar> {
    const done = elapsed('prepare', this.implementation);
    // Check the photo locally first: the same reasons as the local engine, without spending credits.
    const local = await prepareFace(photo);
    if (!local.ok) return { local, report: done() };
    const asset = await this.uploadAsset('prepare', local.photo, 'image/png');
    const group = await this.call<{ id?: string; group_id?: string }>(
      'prepare',
      '/v2/photo_avatar/avatar_group/create',
      {
        method: 'POST',
        body: JSON.stringify({
          name: options.name ?? 'Rebond avatar',
          image_key: asset.imageKey ?? asset.id,
        }),
      },
    );
    const groupId = group.group_id ?? group.id;
    if (!groupId)
      throw new EngineError('prepare', 'upstream_error', 'HeyGen did not return a photo avatar group.');
    const avatarIds: Partial<Record<Emotion, string>> = {};
    if (group.id) avatarIds.normal = group.id;
    if (this.options.generateLooks ?? true) {
      // Looks need a trained group.
      await this.call('prepare', '/v2/photo_avatar/train', {
        method: 'POST',
        body: JSON.stringify({ group_id: groupId }),
      });
      await this.waitForTraining(groupId);
      for (const emotion of VARIANT_EMOTIONS) {
        if (emotion === 'normal') continue;
        const gen = await this.call<{ generation_id: string }>('prepare', '/v2/photo_avatar/look/generate', {
          method: 'POST',
          body: JSON.stringify({
            group_id: groupId,
            prompt: LOOK_PROMPTS[emotion],
            orientation: 'square',
            pose: 'close_up',
            style: 'Realistic',
          }),
        });
        const keys = await this.waitForGeneration(gen.generation_id);
        await this.call('prepare', '/v2/photo_avatar/avatar_group/add', {
          method: 'POST',
          body: JSON.stringify({ group_id: groupId, image_keys: keys.slice(0, 1), name: emotion }),
        });
      }
    }
    const looks = await this.call<{ avatar_list?: { id: string; name?: string }[] }>(
      'prepare',
      `/v2/avatar_group/${encodeURIComponent(groupId)}/avatars`,
    );
    for (const look of looks.avatar_list ?? []) {
      const emotion = VARIANT_EMOTIONS.find((e) => (look.name ?? '').toLowerCase().includes(e));
      if (emotion) avatarIds[emotion] = look.id;
      else avatarIds.normal ??= look.id;
    }
    return { local, avatarIds, groupId, report: done() };
  }

  private async waitForTraining(groupId: string): Promise<void> {
    const deadline = Date.now() + (this.options.maxWaitS ?? 900) * 1000;
    for (;;) {
      const t = await this.call<{ status: string; error_msg?: string | null }>(
        'prepare',
        `/v2/photo_avatar/train/status/${encodeURIComponent(groupId)}`,
      );
      if (t.status === 'ready') return;
      if (t.status === 'failed') {
        throw new EngineError(
          'prepare',
          'upstream_error',
          `HeyGen could not train the photo avatar: ${t.error_msg ?? 'training failed'}.`,
        );
      }
      if (Date.now() > deadline)
        throw new EngineError(
          'prepare',
          'upstream_timeout',
          'HeyGen took too long to train the photo avatar.',
        );
      await this.sleep();
    }
  }

  private async waitForGeneration(id: string): Promise<string[]> {
    const deadline = Date.now() + (this.options.maxWaitS ?? 900) * 1000;
    for (;;) {
      const g = await this.call<{ status: string; image_key_list?: string[]; msg?: string }>(
        'prepare',
        `/v2/photo_avatar/generation/${encodeURIComponent(id)}`,
      );
      if (g.status === 'success' && g.image_key_list?.length) return g.image_key_list;
      if (g.status === 'failed')
        throw new EngineError(
          'prepare',
          'upstream_error',
          `HeyGen could not create an emotional look: ${g.msg ?? 'generation failed'}.`,
        );
      if (Date.now() > deadline)
        throw new EngineError(
          'prepare',
          'upstream_timeout',
          'HeyGen took too long to create the emotional looks.',
        );
      await this.sleep();
    }
  }

  async createVariants(face: FaceModel, photo: Uint8Array) {
    if (!this.options.local)
      throw new EngineError('prepare', 'not_configured', 'Variant images need the local renderer.');
    return this.options.local.createVariants(face, photo);
  }

  /** Stage one of the two-stage job: uploads the audio and starts the video; returns HeyGen's video id. */
  async submit(input: RenderInput): Promise<{ videoId: string }> {
    const emotion = input.emotion ?? 'normal';
    const ids = input.avatarIds ?? {};
    const talkingPhotoId = ids[emotion] ?? ids.normal ?? Object.values(ids)[0];
    if (!talkingPhotoId)
      throw new EngineError(
        'render',
        'invalid_input',
        'This avatar has no HeyGen look. Retry the avatar creation.',
      );
    const audio = await this.uploadAsset('render', input.audio, 'audio/x-wav');
    const dim = this.options.dimension ?? { width: 512, height: 512 };
    const data = await this.call<{ video_id: string }>('render', '/v2/video/generate', {
      method: 'POST',
      body: JSON.stringify({
        video_inputs: [
          {
            character: { type: 'talking_photo', talking_photo_id: talkingPhotoId },
            voice: { type: 'audio', audio_asset_id: audio.id },
          },
        ],
        dimension: dim,
      }),
    });
    return { videoId: data.video_id };
  }

  /** Stage two: the video job's status. */
  async status(videoId: string): Promise<HeyGenVideoStatus> {
    const d = await this.call<{
      status: string;
      video_url?: string;
      thumbnail_url?: string;
      duration?: number;
      error?: { message?: string } | string | null;
    }>('render', `/v1/video_status.get?video_id=${encodeURIComponent(videoId)}`);
    const status =
      (['pending', 'processing', 'completed', 'failed'] as const).find((s) => s === d.status) ?? 'processing';
    const error = typeof d.error === 'string' ? d.error : d.error?.message;
    return {
      videoId,
      status,
      ...(d.video_url ? { videoUrl: d.video_url } : {}),
      ...(d.thumbnail_url ? { thumbnailUrl: d.thumbnail_url } : {}),
      ...(d.duration === undefined ? {} : { durationS: d.duration }),
      ...(error ? { error } : {}),
    };
  }

  async render(input: RenderInput): Promise<RenderResult> {
    const done = elapsed('render', this.implementation);
    const { videoId } = await this.submit(input);
    const deadline = Date.now() + (this.options.maxWaitS ?? 900) * 1000;
    let s = await this.status(videoId);
    while (s.status !== 'completed') {
      if (s.status === 'failed')
        throw new EngineError(
          'render',
          'upstream_error',
          `HeyGen could not make the video: ${s.error ?? 'unknown error'}.`,
        );
      if (Date.now() > deadline)
        throw new EngineError('render', 'upstream_timeout', 'HeyGen took too long to make the video.');
      await this.sleep();
      s = await this.status(videoId);
    }
    if (!s.videoUrl)
      throw new EngineError('render', 'upstream_error', 'Video was created but URL not found in response.');
    const download = async (url: string) =>
      Buffer.from(
        await (await request('render', SERVICE, url, { method: 'GET' }, this.options)).arrayBuffer(),
      );
    const mp4 = await download(s.videoUrl);
    const poster = s.thumbnailUrl ? await download(s.thumbnailUrl) : Buffer.alloc(0);
    const dim = this.options.dimension ?? { width: 512, height: 512 };
    return {
      mp4,
      poster,
      durationS: s.durationS ?? 0,
      width: dim.width,
      height: dim.height,
      frames: 0,
      report: done(),
    };
  }
}
