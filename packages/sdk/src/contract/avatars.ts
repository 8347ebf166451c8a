import {
  EMOTIONAL_RESPONSE_KEYS,
  EMOTIONS,
  OPTIONAL_PROFILE_FIELDS,
  type OptionalProfileField,
  REQUIRED_PROFILE_FIELDS,
  type RequiredProfileField,
  TOPIC_BEHAVIOR_KEYS,
} from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, requiredText, Timestamp } from './common';

/** Emotions a session can carry (spec section 3); the list is `EMOTIONS` of the vocabulary. */
export const Emotion = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof Emotion>;

const optionalText = z.string().trim().max(2000).optional();
const group = <K extends string>(keys: readonly K[]) =>
  z
    .object(Object.fromEntries(keys.map((key) => [key, optionalText])) as Record<K, typeof optionalText>)
    .optional();

/** Required text fields and their length limits. */
const REQUIRED_LIMITS: Record<RequiredProfileField, number> = {
  name: 100,
  age: 20,
  talking_language: 50,
  gender_identity: 50,
  voice_style: 200,
  base_emotional_tone: 200,
  personality_keywords: 500,
  role_occupation: 200,
};

/** The character profile form (spec section 3), built from the vocabulary's field lists; stored on the avatar as JSON text. */
export const CharacterProfile = z
  .object({
    ...(Object.fromEntries(
      REQUIRED_PROFILE_FIELDS.map((key) => [key, requiredText(REQUIRED_LIMITS[key])]),
    ) as Record<RequiredProfileField, ReturnType<typeof requiredText>>),
    ...(Object.fromEntries(OPTIONAL_PROFILE_FIELDS.map((key) => [key, optionalText])) as Record<
      OptionalProfileField,
      typeof optionalText
    >),
    emotional_responses: group(EMOTIONAL_RESPONSE_KEYS),
    topic_behaviors: group(TOPIC_BEHAVIOR_KEYS),
  })
  .meta({ id: 'CharacterProfile' });
export type CharacterProfile = z.input<typeof CharacterProfile>;

/**
 * An avatar as the API answers it. Media URLs are signed, expiring paths relative to the API base
 * (`/media/{id}?exp=&sig=`): only the owner receives them; resolve them against the API base URL.
 */
export const Avatar = z
  .object({
    id: Id,
    avatar_name: z.string(),
    /** The normal-emotion image; null until the avatar creation job succeeds. */
    image_url: z.string().nullable(),
    /** Free text, or the wizard's `CharacterProfile` object as JSON text. */
    character_profile: z.string().nullable(),
    /**
     * The emotion-variant map: emotion -> id of each emotional variant (hosted look ids when a
     * hosted renderer made them, else the ids of the local variant images). Empty until creation
     * succeeds. The vendor name is the first client's, kept for compatibility.
     */
    heygen_avatar_ids: z.record(z.string(), z.string()).meta({
      description:
        'The emotion-variant map: emotion -> variant id (hosted look ids, or local variant image ids). Named after the first hosted renderer; kept for compatibility.',
    }),
    /** Emotion -> signed URL of the variant image (happiness, sadness, anger, fear, surprise, disgust, normal). */
    variant_urls: z.record(z.string(), z.string()),
    /** The hosted photo-avatar group id (HeyGen); null with the local renderer. */
    group_id: z.string().nullable(),
    /** Null until a voice job (cloning or from a preview) succeeds. */
    voice_id: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    /**
     * Rebond's addition: `active` (a picture or a variant: it can start sessions), `failed` (its
     * latest creation job failed: upload the photo again, or delete it) or `pending`. Servers of
     * the first client do not send it; `avatarStatus` then derives active or pending.
     */
    status: z.enum(['active', 'pending', 'failed']).optional(),
    /**
     * Rebond's addition: how many sessions were practised with it. Deleting the avatar keeps them
     * (with its name and picture as they were) unless `delete_sessions=true` is asked for.
     */
    session_count: z.number().int().min(0).optional(),
  })
  .meta({ id: 'Avatar' });
export type Avatar = z.infer<typeof Avatar>;

export const AvatarCreateRequest = z
  .object({
    avatar_name: requiredText(100),
    character_profile: z.string().max(20_000).optional(),
  })
  .meta({ id: 'AvatarCreateRequest' });
export type AvatarCreateRequest = z.input<typeof AvatarCreateRequest>;

export const AvatarUpdateRequest = z
  .object({ character_profile: z.string().trim().min(1).max(20_000) })
  .meta({ id: 'AvatarUpdateRequest' });
export type AvatarUpdateRequest = z.input<typeof AvatarUpdateRequest>;

export const VoicePreviewRequest = z
  .object({
    avatar_id: Id,
    voice_description: requiredText(1000),
    language: z.enum(['english', 'spanish', 'german']),
  })
  .meta({ id: 'VoicePreviewRequest' });
export type VoicePreviewRequest = z.input<typeof VoicePreviewRequest>;

export const VoiceFromPreviewRequest = z
  .object({
    avatar_id: Id,
    generated_voice_id: requiredText(2000),
    voice_description: requiredText(1000),
  })
  .meta({ id: 'VoiceFromPreviewRequest' });
export type VoiceFromPreviewRequest = z.input<typeof VoiceFromPreviewRequest>;

export const AvatarList = z.array(Avatar).meta({ id: 'AvatarList' });

/**
 * The query of `DELETE /avatars/delete/{id}`: the avatar's sessions stay (history outlives its
 * avatar) unless `delete_sessions` is `true`, which deletes them with their videos and media.
 */
export const AvatarDeleteQuery = z.object({
  delete_sessions: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false']))
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'Also delete the sessions practised with it (default false: they stay)' }),
});
export type AvatarDeleteQuery = z.input<typeof AvatarDeleteQuery>;

/** Multipart fields of `POST /avatars/create_emotional_avatars` (the photo travels as the `file` part). */
export const AvatarPhotoFields = z.object({ avatar_id: Id });

/**
 * Multipart fields of `POST /avatars/voice_cloning` (the sample travels as the `audio_file` part).
 * `remove_background_noice` keeps the first client's spelling; it defaults to true.
 */
export const VoiceCloneFields = z.object({
  avatar_id: Id,
  remove_background_noice: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0']))
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
});
