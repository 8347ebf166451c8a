import {
  EMOTIONAL_TONES,
  RELATIONSHIP_TYPES,
  SCENARIO_TEXT_MAX,
  SCENARIO_TITLE_MAX,
  SESSION_DIFFICULTIES,
  VIDEO_MESSAGE_TEXT_MAX,
} from '@rebond/vocabulary';
import { z } from 'zod';
import { Emotion } from './avatars';
import { Id, Timestamp } from './common';

export const ConversationTurn = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().max(20_000),
});
export type ConversationTurn = z.infer<typeof ConversationTurn>;

/** A recognised word with the recogniser's confidence (0..1), null when it gives none. */
export const HeardWord = z.object({
  word: z.string(),
  confidence: z.number().min(0).max(1).nullable(),
});
export type HeardWord = z.infer<typeof HeardWord>;

/**
 * Rebond's addition on a spoken coach turn: the text as the recogniser heard it (kept when the coach
 * corrects `content`), its words with their confidence, and whether the coach confirmed it. An
 * unconfirmed turn is shown "not coded" and left out of the scorecard's figures until confirmed.
 */
export const HeardTurn = z.object({
  text: z.string(),
  words: z.array(HeardWord),
  confirmed: z.boolean(),
  /** Set when the coach changed the text (`content` is then the corrected text). */
  corrected: z.boolean(),
});
export type HeardTurn = z.infer<typeof HeardTurn>;

/** A turn of a session as answered: a spoken coach turn carries what was heard. */
export const SessionTurn = ConversationTurn.extend({ heard: HeardTurn.optional() });
export type SessionTurn = z.infer<typeof SessionTurn>;

/** `PUT /sessions/{id}/turns`: confirm or correct the coach's spoken turn at `index` of the conversation. */
export const TurnCorrectionRequest = z
  .object({
    index: z.number().int().min(0).max(1000),
    text: z.string().trim().min(1, 'The corrected text is empty').max(VIDEO_MESSAGE_TEXT_MAX),
  })
  .meta({ id: 'TurnCorrectionRequest' });
export type TurnCorrectionRequest = z.infer<typeof TurnCorrectionRequest>;

export const SessionVideoRef = z.object({
  id: Id,
  video_url: z.string().nullable(),
  /** Rebond's addition: the reply's WebVTT captions and their language, when it has them. */
  captions_url: z.string().nullable().optional(),
  captions_language: z.string().nullable().optional(),
});

/** The structured scenario of a session made with the scenario form (vocabulary/scenario.ts). */
export const Scenario = z
  .object({
    title: z.string().trim().min(1).max(SCENARIO_TITLE_MAX),
    description: z.string().trim().max(SCENARIO_TEXT_MAX).default(''),
    relationship: z.enum(RELATIONSHIP_TYPES),
    context: z.string().trim().max(SCENARIO_TEXT_MAX).default(''),
    tone: z.enum(EMOTIONAL_TONES),
    difficulty: z.enum(SESSION_DIFFICULTIES),
  })
  .meta({ id: 'Scenario' });
export type Scenario = z.infer<typeof Scenario>;

export const Session = z
  .object({
    id: Id,
    avatar_id: Id,
    avatar: z.object({
      id: Id,
      name: z.string(),
      avatar_name: z.string(),
      image_url: z.string().nullable(),
      /**
       * Rebond's addition: true once the avatar was deleted. Name and picture are the avatar's as
       * they were when the session started; the session, its videos and scorecard stay.
       */
      deleted: z.boolean().optional(),
    }),
    conversation: z.array(SessionTurn),
    dynamic_session: z.boolean(),
    emotion: Emotion,
    session_specific_prompt: z.string().nullable(),
    /** Rebond's addition: the scenario as the coach chose it in the form (null for free prompts). */
    scenario: Scenario.nullable().optional(),
    started_at: Timestamp,
    ended_at: Timestamp.nullable(),
    summary: z.string().nullable(),
    patient_name: z.string().nullable(),
    outcome: z.enum(['positive', 'neutral', 'negative']).nullable(),
    duration: z.string().nullable().meta({ description: "Text such as '4m 12s'" }),
    avatar_videos: z.number().int(),
    videos: z.array(SessionVideoRef),
    /** Set when a visitor on a clinic's website started the session through an embed key. */
    embed: z
      .object({ key_id: Id.nullable(), key_name: z.string(), origin: z.string() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

export const SessionCreateRequest = z
  .object({
    /** A scenario session's structured scenario; `session_specific_prompt` may add free text to it. */
    scenario: Scenario.optional(),
    avatar_id: Id,
    dynamic_session: z.boolean().default(true),
    conversation: z.array(ConversationTurn).max(200).optional(),
    emotion: Emotion.default('normal'),
    session_specific_prompt: z.string().trim().max(5000).optional(),
    patient_name: z.string().trim().max(200).optional(),
  })
  .refine(
    (body) => body.dynamic_session || body.scenario || (body.session_specific_prompt ?? '').length > 0,
    {
      message: 'A scenario session needs a scenario prompt',
      path: ['session_specific_prompt'],
    },
  )
  .meta({ id: 'SessionCreateRequest' });
export type SessionCreateRequest = z.input<typeof SessionCreateRequest>;

export const SessionList = z.array(Session).meta({ id: 'SessionList' });

export const Video = z
  .object({
    id: Id,
    session_id: Id,
    video_url: z.string().nullable(),
    poster_url: z.string().nullable(),
    /** The reply's WebVTT captions (a signed media link), for `<track kind="captions">`. */
    captions_url: z.string().nullable(),
    /** The captions' language tag (`en`, `es`, `de`: the language the reply is spoken in); null when unknown. */
    captions_language: z.string().nullable(),
    created_at: Timestamp,
    user_transcript: z.string().nullable(),
    avatar_script: z.string().nullable(),
  })
  .meta({ id: 'Video' });
export type Video = z.infer<typeof Video>;

export const VideoList = z.array(Video).meta({ id: 'VideoList' });

export const VideoDeleteRequest = z
  .object({ avatar_video_ids: z.array(Id).min(1).max(500) })
  .meta({ id: 'VideoDeleteRequest' });
export type VideoDeleteRequest = z.input<typeof VideoDeleteRequest>;

/**
 * Multipart fields of `POST /videos/create`. The coach's message is exactly one of: the recording
 * as the `audio_file` part, or `message_text`, the message typed as text (trimmed, 1 to 2000
 * characters), which skips transcription and becomes the coach's turn as written.
 */
export const VideoCreateFields = z.object({
  session_id: Id,
  message_text: z
    .string()
    .trim()
    .min(1, 'the message is empty')
    .max(VIDEO_MESSAGE_TEXT_MAX, `the message is longer than ${VIDEO_MESSAGE_TEXT_MAX} characters`)
    .optional()
    .meta({ description: 'The message typed as text, instead of the audio_file part' }),
});
