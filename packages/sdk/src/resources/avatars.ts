import type { ApiPromise } from '../api-promise';
import type { FilePart, Page, RebondClient, RequestOptions } from '../client';
import type {
  Avatar,
  AvatarCreateRequest,
  AvatarUpdateRequest,
  VoiceFromPreviewRequest,
  VoicePreviewRequest,
} from '../contract/avatars';
import type { AvatarCaseFormulation, CaseFormulationUpdateRequest } from '../contract/case-formulation';
import type { Ack } from '../contract/common';
import type { Job, JobStarted } from '../contract/jobs';

/** Time-out of the photo and voice-sample uploads (the spec's upload time-out, section 9). */
export const AVATAR_UPLOAD_TIMEOUT_MS = 60_000;

/** Options of the two uploads. */
export interface AvatarUploadOptions extends RequestOptions {
  /** File name sent with the part. @default the `File`'s own name, else `photo` / `recording.wav` */
  fileName?: string;
  /** Upload time-out in milliseconds. @default 60000 */
  timeout?: number;
}

const part = (file: Blob, fallback: string, given?: string): FilePart => ({
  blob: file,
  name: given ?? (typeof File !== 'undefined' && file instanceof File && file.name ? file.name : fallback),
});
const upload = ({ fileName: _, ...options }: AvatarUploadOptions): RequestOptions => ({
  ...options,
  timeout: options.timeout ?? AVATAR_UPLOAD_TIMEOUT_MS,
});

/**
 * `/avatars/*`: the caller's avatars and the jobs that build them (spec section 7). Another user's
 * avatar or job answers 404 (`NotFoundError`, detail 'Avatar not found' / 'Job not found').
 *
 * Answers: `Avatar` = { id, avatar_name, image_url, character_profile, heygen_avatar_ids (the
 * emotion-variant map), variant_urls, group_id, voice_id, created_at, updated_at } (media URLs are
 * signed paths relative to the API base: pass them through `client.mediaUrl`). Job calls answer
 * `{ job_id, status }`; read the job with `getJob` or, better, the pollers of `avatars/pollers`.
 */
export class AvatarsResource {
  constructor(private readonly client: RebondClient) {}

  /** `POST /avatars/create_avatar`: a pending avatar (no image, no voice yet). */
  createAvatar(body: AvatarCreateRequest, options?: RequestOptions): ApiPromise<Avatar> {
    return this.client.call('createAvatar', { body }, options);
  }

  /** `GET /avatars/get/by_user`: the caller's avatars, newest first (the whole list, up to 1000). */
  list(options?: RequestOptions): ApiPromise<Avatar[]> {
    return this.client.call('listAvatars', {}, options);
  }

  /** One page of the caller's avatars, newest first. */
  listPage(
    page: { limit?: number; cursor?: string | null },
    options?: RequestOptions,
  ): Promise<Page<Avatar>> {
    return this.client.page('listAvatars', {}, page, options);
  }

  /** Every avatar, page by page. */
  iterate(options?: RequestOptions & { pageSize?: number }): AsyncIterable<Avatar> {
    return this.client.paginate('listAvatars', {}, options);
  }

  /** `GET /avatars/get/{id}`. */
  get(id: string, options?: RequestOptions): ApiPromise<Avatar> {
    return this.client.call('getAvatar', { params: { id } }, options);
  }

  /** `PUT /avatars/{id}`: replaces the character profile (free text, or the profile object as JSON text). */
  update(id: string, body: AvatarUpdateRequest, options?: RequestOptions): ApiPromise<Avatar> {
    return this.client.call('updateAvatar', { params: { id }, body }, options);
  }

  /**
   * `GET /avatars/{id}/case_formulation`: who the client is and what they can tell (people, facts
   * with how much trust each needs, values, fears, sustain and change talk, stage of change), as
   * the server built it from the character profile or as the coach last edited it.
   */
  caseFormulation(id: string, options?: RequestOptions): ApiPromise<AvatarCaseFormulation> {
    return this.client.call('getCaseFormulation', { params: { id } }, options);
  }

  /**
   * `PUT /avatars/{id}/case_formulation`: saves an edited formulation (a bad one answers 422 with a
   * `detail`); the avatar's next replies speak from it. Saving the profile again builds it afresh.
   */
  updateCaseFormulation(
    id: string,
    body: CaseFormulationUpdateRequest,
    options?: RequestOptions,
  ): ApiPromise<AvatarCaseFormulation> {
    return this.client.call('updateCaseFormulation', { params: { id }, body }, options);
  }

  /**
   * `DELETE /avatars/delete/{id}`: the avatar, its jobs, media files and voice. Its sessions stay
   * (marked `avatar.deleted`) unless `deleteSessions` is true.
   */
  delete(id: string, options?: RequestOptions & { deleteSessions?: boolean }): ApiPromise<Ack> {
    const { deleteSessions, ...rest } = options ?? {};
    return this.client.call(
      'deleteAvatar',
      { params: { id }, ...(deleteSessions ? { query: { delete_sessions: 'true' } } : {}) },
      rest,
    );
  }

  /**
   * `POST /avatars/create_emotional_avatars`: uploads the photo (JPG, PNG, GIF or WebP, at most
   * 10 MB, checked by content on the server) and starts the `avatar_creation` job. Not retried
   * unless `retries` is set.
   *
   * @example
   * const { job_id } = await client.avatars.createEmotionalAvatars(avatar.id, photoFile);
   */
  createEmotionalAvatars(
    avatarId: string,
    file: Blob,
    options: AvatarUploadOptions = {},
  ): ApiPromise<JobStarted> {
    return this.client.call(
      'createEmotionalAvatars',
      { body: { avatar_id: avatarId }, files: { file: part(file, 'photo', options.fileName) } },
      upload(options),
    );
  }

  /**
   * `POST /avatars/voice_cloning`: uploads a voice sample (MP3, WAV, M4A, WebM or Ogg, at most
   * 25 MB) and starts the `voice_cloning` job. Background noise is removed unless
   * `removeBackgroundNoise` is false.
   */
  cloneVoice(
    avatarId: string,
    audio: Blob,
    {
      removeBackgroundNoise = true,
      ...options
    }: AvatarUploadOptions & {
      /** Sent as `remove_background_noice`. @default true */
      removeBackgroundNoise?: boolean;
    } = {},
  ): ApiPromise<JobStarted> {
    return this.client.call(
      'cloneVoice',
      {
        body: { avatar_id: avatarId, remove_background_noice: removeBackgroundNoise ? 'true' : 'false' },
        files: { audio_file: part(audio, 'recording.wav', options.fileName) },
      },
      upload(options),
    );
  }

  /** `POST /avatars/generate_voice_preview`: starts the `voice_preview` job (three previews). */
  generateVoicePreview(body: VoicePreviewRequest, options?: RequestOptions): ApiPromise<JobStarted> {
    return this.client.call('generateVoicePreview', { body }, options);
  }

  /** `POST /avatars/create_voice_from_preview`: starts the `voice_from_preview` job. */
  createVoiceFromPreview(body: VoiceFromPreviewRequest, options?: RequestOptions): ApiPromise<JobStarted> {
    return this.client.call('createVoiceFromPreview', { body }, options);
  }

  /**
   * `GET /avatars/a_job/{id}` with the two page arguments the first client sends (1 and 0).
   * `Job` = { id, status (`processing`, then `success` or `failed`), progress (0-100), stage, type,
   * job_data, error, created_at, updated_at }; `job_data` per type is listed in the pollers' docs.
   */
  getJob(id: string, options?: RequestOptions): ApiPromise<Job> {
    return this.client.jobs.getAvatarJob(id, options);
  }

  /** Resolves a media URL from an answer against the API base (the same as `client.mediaUrl`). */
  mediaUrl(url: string): string;
  mediaUrl(url: string | null | undefined): string | null;
  mediaUrl(url: string | null | undefined): string | null {
    return this.client.mediaUrl(url);
  }
}
