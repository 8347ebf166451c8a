import {
  captionsVtt,
  characterVoice,
  type FaceModel,
  type LocalVoiceProfile,
  type PersonaReading,
  type Spoken,
  type StageReport,
  toEmotion,
  transcriptionHints,
  type UnderstandInput,
  type Understanding,
  type VoiceProfile,
} from '@rebond/engine';
import { REPLY_STEPS, type ReplyStep } from '@rebond/vocabulary';
import { z } from 'zod';
import { type CaseFormulationColumns, sessionFormulation } from '../avatars/case-formulation';
import type { Queryable } from '../db/database';
import { JobFailure, type JobRow } from '../jobs/queue';
import { JobWords } from '../jobs/sealed-words';
import type { Services } from '../services';
import { heardWords, spokenTurn } from './heard-turns';
import { avatarImageId, findAvatar, findSession, type SessionRecord, type VideoRow } from './records';
import { scenarioSettings } from './scenario-settings';
import { openVideo, sealTurns } from './sealed-texts';

/** First reply job: the engine's `understand` and `speak` stages (transcribe, code the turn, write the reply, synthesize it). */
export const VIDEO_REPLY_JOB = 'video_reply';
/** Second reply job: the engine's `render` stage, then the video and the turn are added to the session. */
export const VIDEO_RENDER_JOB = 'video_render';

/**
 * What `POST /videos/create` gives the first job: the coach's recording, or the message typed as
 * text (`message_text`), which needs no transcription.
 */
const replyPayload = z.union([
  z.object({
    recording_media_id: z.string().min(1),
    mime_type: z.string().min(1),
    recording_seconds: z.number().nonnegative().optional(),
  }),
  z.object({ message_text: z.string() }),
]);
export type ReplyPayload = z.infer<typeof replyPayload>;

/** What the first job hands the second; a typed message has no recording. */
const renderPayload = z.object({
  recording_media_id: z.string().nullable(),
  speech_media_id: z.string().min(1),
  phonemes: z.array(z.object({ phone: z.string(), start: z.number(), end: z.number() })),
  /** The synthesizer's word timings, when it gives them (the captions' timing). */
  words: z
    .array(
      z.object({ word: z.string(), start: z.number(), end: z.number(), confidence: z.number().optional() }),
    )
    .optional(),
  user_transcript: z.string(),
  avatar_script: z.string(),
  /** The language tag of the voice that spoke the script: the captions' language. */
  captions_language: z.string().optional(),
  stages: z.array(z.object({ stage: z.string(), implementation: z.string(), ms: z.number() })),
  voice_note: z.string().optional(),
  /** The recogniser's words of a spoken turn with their confidence (null: none given). */
  heard_words: z.array(z.object({ word: z.string(), confidence: z.number().nullable() })).optional(),
  /** The coach's recording length in seconds, when measured (the scorecard's talk time). */
  coach_seconds: z.number().optional(),
  /** The spoken reply's length in seconds. */
  avatar_seconds: z.number().optional(),
  /** A live turn: already in the session's conversation, so the render job only makes the video. */
  conversation_saved: z.boolean().optional(),
});
export type RenderPayload = z.infer<typeof renderPayload>;

/**
 * The voice that speaks for an avatar that has none of its own: a built-in local voice matching the
 * character's gender and age (female unless the profile says male; a teenager higher and faster).
 */
export function defaultVoice(characterProfile: string | null): LocalVoiceProfile {
  return characterVoice(characterProfile);
}

async function loadSession({ db, keys }: Services, job: JobRow<unknown>): Promise<SessionRecord> {
  const session = job.session_id ? await findSession(db, keys, job.user_id, job.session_id) : undefined;
  if (!session) throw new JobFailure('The session was deleted before its reply was ready.');
  return session;
}

/** The answer of a finished render job; `toJob` signs the URLs again on every read. */
function renderJobData(video: VideoRow, services: Services, stages: unknown[]) {
  const url = video.video_media_id ? services.media.signedUrl(video.video_media_id) : undefined;
  return {
    video_id: video.id,
    video_media_id: video.video_media_id,
    poster_media_id: video.poster_media_id,
    captions_media_id: video.captions_media_id,
    ...(video.captions_language ? { captions_language: video.captions_language } : {}),
    video_url: url,
    url,
    details: {
      video_url: url,
      video_id: video.id,
      user_transcript: video.user_transcript ?? '',
      avatar_script: video.avatar_script ?? '',
    },
    stages,
  };
}

/** What the persona writes a session's reply from: the avatar, the session and which practice it is. */
export async function replyContext(
  q: Queryable,
  userId: string,
  session: SessionRecord,
  characterProfile: string | null,
  avatar: CaseFormulationColumns,
): Promise<Omit<UnderstandInput, 'recording' | 'mimeType' | 'recordingSeconds' | 'transcript' | 'hints'>> {
  // The persona's wording is seeded by which practice of this character it is (the coach's first,
  // second... session with the avatar), so sessions differ from each other yet a session reads the
  // same when replayed (stable across servers and recordings, unlike the session's random id).
  const [practice] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND avatar_id = $2 AND started_at < $3',
    [userId, session.avatar_id, session.started_at],
  );
  return {
    profile: characterProfile ?? '',
    emotion: session.emotion,
    scenarioPrompt: session.session_specific_prompt,
    ...scenarioSettings(session.scenario),
    conversation: session.conversation,
    session: `practice-${practice?.n ?? 0}`,
    formulation: sessionFormulation(avatar, session.session_specific_prompt),
  };
}

/** The persona's reading in the job's answer, as the contract spells it. */
export function personaData(persona: PersonaReading) {
  return {
    resistance: persona.resistance,
    stance: persona.stance,
    intensity: persona.intensity,
    coach_code: persona.coachCode,
    coach_intents: persona.coachIntents,
  };
}

/**
 * Saves a spoken reply (inside the caller's transaction) and answers the render job's payload:
 * the hand-off between `speak` and `render`, for the recorded and the live turns alike.
 */
export async function saveSpoken(
  tx: Queryable,
  { media }: Services,
  userId: string,
  turn: {
    recordingMediaId: string | null;
    understood: Pick<Understanding, 'transcript' | 'replyText' | 'coachSeconds' | 'words'>;
    spoken: Spoken;
    stages: StageReport[];
    voiceNote?: string;
  },
): Promise<RenderPayload> {
  const { spoken, understood } = turn;
  const saved = await media.save(tx, {
    userId,
    kind: 'reply_speech',
    contentType: 'audio/wav',
    bytes: spoken.wav,
  });
  const avatarSeconds = spoken.phonemes.reduce((end, p) => Math.max(end, p.end), 0) || undefined;
  return {
    recording_media_id: turn.recordingMediaId,
    speech_media_id: saved.id,
    phonemes: spoken.phonemes,
    ...(spoken.words?.length ? { words: spoken.words } : {}),
    user_transcript: understood.transcript,
    avatar_script: understood.replyText,
    captions_language: spoken.captionsLanguage,
    stages: turn.stages,
    ...(turn.voiceNote ? { voice_note: turn.voiceNote } : {}),
    ...(understood.words ? { heard_words: heardWords(understood.words) } : {}),
    ...(understood.coachSeconds ? { coach_seconds: understood.coachSeconds } : {}),
    ...(avatarSeconds ? { avatar_seconds: avatarSeconds } : {}),
  };
}

/**
 * Registers the two reply jobs. Both may run again after a crash (the queue resumes a job whose
 * lease expired): the first reuses the render job it already queued, the second writes the video
 * and the conversation turns in one transaction keyed by its own id (the video's id is the render
 * job's id), so a re-run never adds a turn twice.
 */
export function registerReplyJobs(services: Services): void {
  const { db, engine, media, jobs } = services;

  jobs.register(VIDEO_REPLY_JOB, { kind: 'reply', payload: replyPayload }, async (job, context) => {
    const { payload } = job;
    const [queued] = await db.query<{ id: string; payload: Record<string, unknown> }>(
      'SELECT id, payload FROM jobs WHERE parent_job_id = $1 AND type = $2',
      [job.id, VIDEO_RENDER_JOB],
    );
    if (queued) {
      const render = (await new JobWords(services.keys).open(job.user_id, queued.payload)) as RenderPayload;
      return {
        status: 'polling_required',
        jobData: {
          polling_job_id: queued.id,
          details: { user_transcript: render.user_transcript, avatar_script: render.avatar_script },
        },
      };
    }
    const session = await loadSession(services, job);
    const avatar = await findAvatar(db, services.keys, job.user_id, session.avatar_id);
    if (!avatar) throw new JobFailure('The avatar of this session was deleted.');
    const profile = avatar.character_profile;
    // A typed message is the coach's turn as written; a recording is transcribed first.
    const typed = 'message_text' in payload;
    let recording: Uint8Array | undefined;
    if (!typed) {
      const stored = await media.find(db, payload.recording_media_id);
      if (!stored) throw new JobFailure('The recording was deleted. Please record again.');
      recording = await media.read(stored);
    }
    const progress: Record<ReplyStep, number> = {
      [REPLY_STEPS.transcribe]: 5,
      [REPLY_STEPS.reply]: 35,
      [REPLY_STEPS.synthesize]: 55,
      [REPLY_STEPS.renderQueued]: 100,
      [REPLY_STEPS.render]: 10,
      [REPLY_STEPS.save]: 85,
    };
    const understood = await engine.understand(
      {
        ...(typed
          ? { transcript: payload.message_text }
          : {
              recording,
              mimeType: payload.mime_type,
              ...(payload.recording_seconds !== undefined
                ? { recordingSeconds: payload.recording_seconds }
                : {}),
              hints: transcriptionHints(profile, session.session_specific_prompt),
            }),
        ...(await replyContext(db, job.user_id, session, profile, avatar)),
      },
      {
        onStep: (step) => context.progress(progress[step], step),
        onTranscript: (text) => context.update({ details: { user_transcript: text } }),
      },
    );

    await context.progress(progress[REPLY_STEPS.synthesize], REPLY_STEPS.synthesize);
    const ownVoice = avatar.voice_profile as VoiceProfile | null;
    const voice = ownVoice ?? defaultVoice(profile);
    const voiceNote = ownVoice
      ? undefined
      : `This avatar has no voice yet, so the default voice "${voice.label}" spoke the reply.`;
    const spoken = await engine.speak({ text: understood.replyText, voice, emotion: session.emotion });
    const stages = [...understood.stages, spoken.report];

    const renderJobId = await db.transaction(async (tx) => {
      const [live] = await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [session.id]);
      if (!live) throw new JobFailure('The session was deleted before its reply was ready.');
      const render = await saveSpoken(tx, services, job.user_id, {
        recordingMediaId: typed ? null : payload.recording_media_id,
        understood,
        spoken,
        stages,
        ...(voiceNote ? { voiceNote } : {}),
      });
      return jobs.enqueue(tx, {
        type: VIDEO_RENDER_JOB,
        userId: job.user_id,
        sessionId: session.id,
        avatarId: avatar.id,
        parentJobId: job.id,
        payload: render,
      });
    });
    await context.progress(progress[REPLY_STEPS.renderQueued], REPLY_STEPS.renderQueued);
    return {
      status: 'polling_required',
      jobData: {
        polling_job_id: renderJobId,
        details: { user_transcript: understood.transcript, avatar_script: understood.replyText },
        stages,
        ...(voiceNote ? { voice_note: voiceNote } : {}),
        ...(understood.persona ? { persona: personaData(understood.persona) } : {}),
      },
    };
  });

  jobs.register(VIDEO_RENDER_JOB, { kind: 'render', payload: renderPayload }, async (job, context) => {
    const { payload } = job;
    const [done] = await db.query<VideoRow>('SELECT * FROM videos WHERE id = $1', [job.id]);
    if (done) return { jobData: renderJobData(await openVideo(services.keys, done), services, done.stages) };

    const session = await loadSession(services, job);
    const avatar = await findAvatar(db, services.keys, job.user_id, session.avatar_id);
    if (!avatar) throw new JobFailure('The avatar of this session was deleted.');
    const face = avatar.face_model as FaceModel | null;
    // The working photo is the picture the face model measured; older rows only have the image.
    const photoId = avatar.photo_media_id ?? avatarImageId(avatar);
    const photo = photoId ? await media.find(db, photoId) : undefined;
    const hosted = avatar.hosted_avatar_ids ?? {};
    const hasHosted = Object.keys(hosted).length > 0;
    if (!hasHosted && (!face || !photo)) {
      throw new JobFailure(
        'This avatar has no prepared picture, so no video can be made. Finish creating it first.',
      );
    }
    const speech = await media.find(db, payload.speech_media_id);
    if (!speech) throw new JobFailure('The spoken reply was lost. Please send the message again.');

    await context.progress(10, REPLY_STEPS.render);
    const video = await engine.render({
      ...(face ? { face } : {}),
      ...(photo ? { photo: await media.read(photo) } : {}),
      ...(hasHosted ? { avatarIds: hosted } : {}),
      emotion: toEmotion(session.emotion),
      audio: await media.read(speech),
      phonemes: payload.phonemes,
      // A live turn's video is for history: the coach heard the reply already.
      ...(payload.conversation_saved ? { idle: true } : {}),
    });
    const stages = [...payload.stages, video.report];

    await context.progress(85, REPLY_STEPS.save);
    const { keys } = services;
    const sealedTexts = {
      transcript: await keys.seal(job.user_id, payload.user_transcript),
      script: await keys.seal(job.user_id, payload.avatar_script),
      turns: await sealTurns(keys, job.user_id, [
        payload.heard_words
          ? spokenTurn(payload.user_transcript, payload.heard_words)
          : { role: 'user', content: payload.user_transcript },
        { role: 'assistant', content: payload.avatar_script },
      ]),
    };
    const sealedRow = await db.transaction(async (tx) => {
      const [locked] = await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [session.id]);
      if (!locked) throw new JobFailure('The session was deleted before its reply was ready.');
      const [existing] = await tx.query<VideoRow>('SELECT * FROM videos WHERE id = $1', [job.id]);
      if (existing) return existing;
      const mp4 = await media.save(tx, {
        userId: job.user_id,
        kind: 'video',
        contentType: 'video/mp4',
        bytes: video.mp4,
      });
      const poster = await media.save(tx, {
        userId: job.user_id,
        kind: 'poster',
        contentType: 'image/jpeg',
        bytes: video.poster,
      });
      // Captions from the script, timed from the speech: the reply reads without sound.
      const captions = await media.save(tx, {
        userId: job.user_id,
        kind: 'captions',
        contentType: 'text/vtt',
        bytes: new TextEncoder().encode(
          captionsVtt(payload.avatar_script, {
            phonemes: payload.phonemes,
            ...(payload.words ? { words: payload.words } : {}),
            ...(payload.avatar_seconds ? { durationS: payload.avatar_seconds } : {}),
          }),
        ),
      });
      const [inserted] = await tx.query<VideoRow>(
        `INSERT INTO videos (id, user_id, session_id, video_media_id, poster_media_id, captions_media_id,
                             captions_language, recording_media_id, user_transcript, avatar_script, stages)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
        [
          job.id,
          job.user_id,
          session.id,
          mp4.id,
          poster.id,
          captions.id,
          payload.captions_language ?? null,
          payload.recording_media_id,
          sealedTexts.transcript,
          sealedTexts.script,
          JSON.stringify(stages),
        ],
      );
      if (!payload.conversation_saved) {
        await tx.query(
          `UPDATE sessions SET conversation = conversation || $2::jsonb, updated_at = now() WHERE id = $1`,
          [session.id, sealedTexts.turns],
        );
      }
      if (!inserted) throw new Error('INSERT returned no row');
      return inserted;
    });
    const row = await openVideo(keys, sealedRow);
    // The synthesized speech lives on inside the MP4; its own file is no longer needed.
    await media.remove(db, [payload.speech_media_id]);
    return {
      jobData: {
        ...renderJobData(row, services, stages),
        ...(payload.voice_note ? { voice_note: payload.voice_note } : {}),
      },
    };
  });
}
