import type { RebondClient } from '../client';
import type {
  Avatar,
  AvatarCreateRequest,
  AvatarUpdateRequest,
  VoiceFromPreviewRequest,
  VoicePreviewRequest,
} from '../contract/avatars';
import type { Ack } from '../contract/common';
import type { Job, JobStarted } from '../contract/jobs';

/** Time-out of the photo and voice-sample uploads (the spec's upload time-out, section 9). */
export const AVATAR_UPLOAD_TIMEOUT_MS = 60_000;

/** Per-call options. */
export interface AvatarCallOptions {
  /** Cancels the request; it then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Options of the two uploads. */
export interface AvatarUploadOptions extends AvatarCallOptions {
  /** File name sent with the part; defaults to the `File`'s own name, else `photo` / `recording.wav`. */
  fileName?: string;
  /** Upload time-out in milliseconds. @default 60000 */
  timeout?: number;
}

const withSignal = (options: AvatarCallOptions) => (options.signal ? { signal: options.signal } : {});
const nameOf = (file: Blob, fallback: string, given?: string) =>
  given ?? (typeof File !== 'undefined' && file instanceof File && file.name ? file.name : fallback);

/**
 * `/avatars/*`: the caller's avatars and the jobs that build them (spec section 7). Another user's
 * avatar or job answers 404 (`NotFoundError`, detail 'Avatar not found' / 'Job not found').
 *
 * Answers: `Avatar` = { id, avatar_name, image_url, character_profile, heygen_avatar_ids,
 * variant_urls, group_id, voice_id, created_at, updated_at } (media URLs are signed paths relative
 * to the API base: pass them through `mediaUrl`). Job calls answer `{ job_id, status }`; read the
 * job with `getJob` or, better, the pollers of `avatars/pollers`.
 */
export class AvatarsResource {
  constructor(private readonly client: RebondClient) {}

  /** `POST /avatars/create_avatar`: a pending avatar (no image, no voice yet). */
  createAvatar(body: AvatarCreateRequest, options: AvatarCallOptions = {}): Promise<Avatar> {
    return this.client.request<Avatar>('POST', '/avatars/create_avatar', {
      json: body,
      ...withSignal(options),
    });
  }

  /** `GET /avatars/get/by_user`: the caller's avatars, newest first. */
  list(options: AvatarCallOptions = {}): Promise<Avatar[]> {
    return this.client.request<Avatar[]>('GET', '/avatars/get/by_user', withSignal(options));
  }

  /** `GET /avatars/get/{id}`. */
  get(id: string, options: AvatarCallOptions = {}): Promise<Avatar> {
    return this.client.request<Avatar>('GET', `/avatars/get/${encodeURIComponent(id)}`, withSignal(options));
  }

  /** `PUT /avatars/{id}`: replaces the character profile (free text, or the profile object as JSON text). */
  update(id: string, body: AvatarUpdateRequest, options: AvatarCallOptions = {}): Promise<Avatar> {
    return this.client.request<Avatar>('PUT', `/avatars/${encodeURIComponent(id)}`, {
      json: body,
      ...withSignal(options),
    });
  }

  /** `DELETE /avatars/delete/{id}`: the avatar, its jobs, sessions, media files and voice. */
  delete(id: string, options: AvatarCallOptions = {}): Promise<Ack> {
    return this.client.request<Ack>(
      'DELETE',
      `/avatars/delete/${encodeURIComponent(id)}`,
      withSignal(options),
    );
  }

  /**
   * `POST /avatars/create_emotional_avatars`: uploads the photo (JPG, PNG, GIF or WebP, at most
   * 10 MB, checked by content on the server) and starts the `avatar_creation` job.
   */
  createEmotionalAvatars(
    avatarId: string,
    file: Blob,
    options: AvatarUploadOptions = {},
  ): Promise<JobStarted> {
    const form = new FormData();
    form.append('avatar_id', avatarId);
    form.append('file', file, nameOf(file, 'photo', options.fileName));
    return this.client.request<JobStarted>('POST', '/avatars/create_emotional_avatars', {
      body: form,
      timeout: options.timeout ?? AVATAR_UPLOAD_TIMEOUT_MS,
      ...withSignal(options),
    });
  }

  /**
   * `POST /avatars/voice_cloning`: uploads a voice sample (MP3, WAV, M4A, WebM or Ogg, at most
   * 25 MB) and starts the `voice_cloning` job. Background noise is removed unless
   * `removeBackgroundNoise` is false.
   */
  cloneVoice(
    avatarId: string,
    audio: Blob,
    options: AvatarUploadOptions & {
      /** Sent as `remove_background_noice`. @default true */
      removeBackgroundNoise?: boolean;
    } = {},
  ): Promise<JobStarted> {
    const form = new FormData();
    form.append('avatar_id', avatarId);
    form.append('remove_background_noice', String(options.removeBackgroundNoise ?? true));
    form.append('audio_file', audio, nameOf(audio, 'recording.wav', options.fileName));
    return this.client.request<JobStarted>('POST', '/avatars/voice_cloning', {
      body: form,
      timeout: options.timeout ?? AVATAR_UPLOAD_TIMEOUT_MS,
      ...withSignal(options),
    });
  }

  /** `POST /avatars/generate_voice_preview`: starts the `voice_preview` job (three previews). */
  generateVoicePreview(body: VoicePreviewRequest, options: AvatarCallOptions = {}): Promise<JobStarted> {
    return this.client.request<JobStarted>('POST', '/avatars/generate_voice_preview', {
      json: body,
      ...withSignal(options),
    });
  }

  /** `POST /avatars/create_voice_from_preview`: starts the `voice_from_preview` job. */
  createVoiceFromPreview(
    body: VoiceFromPreviewRequest,
    options: AvatarCallOptions = {},
  ): Promise<JobStarted> {
    return this.client.request<JobStarted>('POST', '/avatars/create_voice_from_preview', {
      json: body,
      ...withSignal(options),
    });
  }

  /**
   * `GET /avatars/a_job/{id}` with the two page arguments the first client sends (1 and 0).
   * `Job` = { id, status (`processing`, then `success` or `failed`), progress (0-100), stage, type,
   * job_data, error, created_at, updated_at }; `job_data` per type is listed in the pollers' docs.
   */
  getJob(id: string, options: AvatarCallOptions = {}): Promise<Job> {
    return this.client.request<Job>('GET', `/avatars/a_job/${encodeURIComponent(id)}`, {
      searchParams: { page: 1, offset: 0 },
      ...withSignal(options),
    });
  }

  /** Resolves a media URL from an answer (`image_url`, `variant_urls`, `preview_url`) against the API base. */
  mediaUrl(url: string): string;
  mediaUrl(url: string | null | undefined): string | null;
  mediaUrl(url: string | null | undefined): string | null {
    if (url === null || url === undefined) return null;
    const base = this.client.baseUrl || (globalThis as { location?: { origin?: string } }).location?.origin;
    return base ? new URL(url, `${base}/`).toString() : url;
  }
}
