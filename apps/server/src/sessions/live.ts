/**
 * The live channel, `GET /live/{sessionId}` upgraded to a WebSocket: the coach talks, the avatar
 * answers sentence by sentence, and each turn is saved as a recorded one is (the MP4 is rendered
 * afterwards by the usual render job, for history).
 *
 * Protocol (JSON text messages, audio as binary frames):
 * - client first: `{"type":"auth","token":"<access token>","sample_rate":16000,"end_on_silence"?:boolean}`, then the coach's
 *   audio as 16-bit little-endian mono PCM frames at that rate, `{"type":"end_turn"}`, and
 *   `{"type":"interrupt","heard_s"?:number}` to stop the avatar (barge-in).
 * - server: `ready` `{face, emotion, picture_url}` (where the face is on the avatar's picture, the
 *   session's emotion and the picture showing it), `transcript` `{text, final}`
 *   (the text so far at each pause while the coach speaks, then the whole turn), `reply_text` `{text}`, `reply_audio`
 *   `{index, text, sample_rate, audio (base64 PCM), visemes, offset_s}`, `turn_end`
 *   `{said, video_job_id}`, `interrupted`, `error` `{detail}`.
 * - The channel lives as long as its access token: closed (4401) at the token's expiry and as soon
 *   as the user's access changes (sign-out, password change: the `users` triggers notify
 *   `ACCESS_CHANNEL`, as for the job event streams).
 * - A turn ends at `end_turn`, or when the coach has been silent for `LIVE_SILENCE_SECONDS` after speaking
 *   (unless the client signed in with `end_on_silence: false`: push to talk).
 *   Its audio is recognised as it arrives (`engine.listen`), so little is left to recognise then.
 * - A reply is saved (and `turn_end` sent) once it has had time to play, so that an interrupt while
 *   the coach is still hearing it keeps only the sentences heard, though all were sent already.
 */

import { availableParallelism } from 'node:os';
import {
  eyeBoxes,
  type FaceModel,
  type LiveTranscription,
  type SpokenSentence,
  toEmotion,
  transcriptionHints,
} from '@rebond/engine';
import {
  type Emotion,
  LIVE_CLOSE_TOO_MANY,
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_SILENCE_SECONDS,
  type LiveFace,
  type LiveServerEvent,
  MAX_LIVE_CHANNELS_PER_USER,
  MAX_RECORDING_SECONDS,
} from '@rebond/vocabulary';
import type { WSContext } from 'hono/ws';
import pLimit, { type LimitFunction } from 'p-limit';
import { z } from 'zod';
import { verifyAccessToken } from '../auth/tokens';
import { ACCESS_CHANNEL, JobEvents } from '../jobs/events';
import type { MediaStore } from '../media/storage';
import type { Services } from '../services';
import { heardWords, spokenTurn } from './heard-turns';
import { findAvatar, findSession } from './records';
import { defaultVoice, replyContext, saveSpoken, VIDEO_RENDER_JOB } from './reply-jobs';
import { sealTurns } from './sealed-texts';

/** Mean absolute sample level above which a frame counts as speech. */
const SPEECH_LEVEL = 500;
/** How long the client has to authenticate. */
const AUTH_TIMEOUT_MS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1),
    sample_rate: z.number().int().min(8000).max(48000),
    end_on_silence: z.boolean().optional(),
  }),
  z.object({ type: z.literal('end_turn') }),
  z.object({ type: z.literal('interrupt'), heard_s: z.number().nonnegative().optional() }),
]);

/** Time for the reply's audio to reach the client and start playing, added to its length. */
const PLAYBACK_SLACK_MS = 500;

/** Waits `ms`, or less when `signal` aborts first. */
function untilAborted(signal: AbortSignal, ms: number): Promise<void> {
  if (signal.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Mono 16-bit PCM as a WAV file. */
function wavOf(samples: Int16Array, sampleRate: number): Uint8Array {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).copy(out, 44);
  return out;
}

/** The PCM samples of a 16-bit mono WAV (the engine's voices write a 44-byte header). */
const pcmOf = (wav: Uint8Array) => Buffer.from(wav.buffer, wav.byteOffset + 44, wav.byteLength - 44);
const sampleRateOf = (wav: Uint8Array) => Buffer.from(wav.buffer, wav.byteOffset, 44).readUInt32LE(24);

/** Where the avatar's face, mouth and eyes are on its picture, from its face model (null before one was made). */
function faceOf(avatar: { face_model: unknown } | undefined): LiveFace | null {
  const face = avatar?.face_model as FaceModel | null | undefined;
  if (!face?.mouth || !face.box || (face.landmarks?.length ?? 0) < 68) return null;
  return {
    width: face.width,
    height: face.height,
    box: face.box,
    mouth: face.mouth,
    eyes: eyeBoxes(face),
  };
}

/** The avatar's picture with the session's emotion on its face, if one was made (its variant). */
function pictureOf(
  avatar: { variant_media_ids: Record<string, string> | null } | undefined,
  emotion: Emotion,
  media: MediaStore,
): string | null {
  const id = avatar?.variant_media_ids?.[emotion];
  return id ? media.signedUrl(id) : null;
}

/**
 * The ends of turns a process works on at once: from the turn's end to its first piece of reply
 * audio sent, the CPU's busiest part of a turn (the last words recognised, the reply's first
 * piece synthesised). One per core: when many coaches stop talking at the same moment, the
 * others wait their place instead of all sharing the cores and all hearing their reply late.
 */
export class TurnEnds {
  readonly #limit: LimitFunction;
  /** Turn ends in a place or waiting for one. */
  #ending = 0;
  /** Work that waits until no turn end is: see `whenQuiet`. */
  #deferred: (() => void)[] = [];

  constructor(places = availableParallelism()) {
    this.#limit = pLimit(Math.max(1, places));
  }

  /** Waits for a place; answers the call that gives it back (once is enough, more are harmless). */
  enter(): Promise<() => void> {
    this.#ending += 1;
    return new Promise((entered) => {
      void this.#limit(
        () =>
          new Promise<void>((leave) => {
            let left = false;
            entered(() => {
              if (left) return;
              left = true;
              leave();
              this.#ending -= 1;
              if (this.#ending === 0) this.#flush();
            });
          }),
      );
    });
  }

  /**
   * Runs `work` once no turn end is in a place or waiting for one (now, when none is): work that
   * can wait (the next turn's recogniser loading its model, half a second of CPU) does not slow
   * the coaches who are waiting for their reply.
   */
  whenQuiet(work: () => void): void {
    if (this.#ending === 0) work();
    else this.#deferred.push(work);
  }

  #flush(): void {
    const work = this.#deferred;
    this.#deferred = [];
    for (const run of work) run();
  }
}

/** The handlers of one live channel (hono's `upgradeWebSocket` events). */
export function liveChannel(services: Services, access: JobEvents, ends: TurnEnds, sessionId: string) {
  const { db, engine, config } = services;
  let user: { userId: string; version: number } | undefined;
  let sampleRate = 16000;
  /** Whether silence after speech ends a turn (false: only `end_turn` does, push to talk). */
  let endOnSilence = true;
  /** Words the recogniser should expect in this session (its avatar's and scenario's). */
  let hints: readonly string[] = [];
  /** The turn being spoken, recognised as it arrives (opened at its first frame). */
  let listening: LiveTranscription | undefined;
  /** Samples of the turn: a turn is held to `MAX_RECORDING_SECONDS` (what is beyond is dropped). */
  let buffered = 0;
  let heardSpeech = false;
  let silentSamples = 0;
  let busy = false;
  let speaking: { stop: AbortController; heardS?: number } | undefined;
  const cleanups: (() => void)[] = [];
  const authTimer = setTimeout(() => closeWith(undefined, 'Sign in first.'), AUTH_TIMEOUT_MS);
  let socket: WSContext | undefined;

  const send = (event: LiveServerEvent) => socket?.readyState === 1 && socket.send(JSON.stringify(event));
  function closeWith(_ws: WSContext | undefined, reason: string) {
    socket?.close(LIVE_CLOSE_UNAUTHORIZED, reason);
  }

  async function signedIn(): Promise<boolean> {
    if (!user) return false;
    const [row] = await db.query<{ ok: boolean }>(
      'SELECT (token_version = $2 AND account_status) AS ok FROM users WHERE id = $1',
      [user.userId, user.version],
    );
    return row?.ok === true;
  }

  async function authenticate(token: string, rate: number, onSilence: boolean) {
    const claims = await verifyAccessToken(db, config, token).catch(() => undefined);
    const session =
      claims && UUID.test(sessionId)
        ? await findSession(db, services.keys, claims.userId, sessionId)
        : undefined;
    if (!claims || !session) return closeWith(socket, 'Your sign-in has ended or the session was not found.');
    clearTimeout(authTimer);
    if (access.count(claims.userId) >= MAX_LIVE_CHANNELS_PER_USER) {
      send({
        type: 'error',
        detail: 'Too many live conversations are open. Close another tab and try again.',
      });
      return socket?.close(LIVE_CLOSE_TOO_MANY, 'Too many live conversations are open.');
    }
    user = { userId: claims.userId, version: claims.version };
    sampleRate = rate;
    endOnSilence = onSilence;
    cleanups.push(
      await access.subscribe(claims.userId, () => {
        void signedIn().then((ok) => ok || closeWith(socket, 'Your sign-in has ended.'));
      }),
    );
    const lifetime = setTimeout(
      () => closeWith(socket, 'Your sign-in has expired.'),
      Math.max(0, Math.min(claims.expiresAt - Date.now(), config.accessTokenTtlSeconds * 1000)),
    );
    cleanups.push(() => clearTimeout(lifetime));
    // Checked once more now that access changes are heard.
    if (!(await signedIn())) return closeWith(socket, 'Your sign-in has ended.');
    const avatar = await findAvatar(db, services.keys, claims.userId, session.avatar_id);
    if (avatar) hints = transcriptionHints(avatar.character_profile, session.session_specific_prompt);
    // Not for a channel closed meanwhile: nothing would stop its recogniser.
    if (socket?.readyState !== 1) return;
    listenNext();
    const emotion = toEmotion(session.emotion);
    send({
      type: 'ready',
      face: faceOf(avatar),
      emotion,
      picture_url: pictureOf(avatar, emotion, services.media),
    });
  }

  /**
   * Opens the next turn's recogniser, unless one is open: at sign-in and once a reply has been
   * synthesised and no coach waits for a reply (`TurnEnds.whenQuiet`), so that it has loaded its
   * model before the coach speaks (and not while replies were being made), else at the turn's
   * first frame.
   */
  function listenNext(): LiveTranscription {
    if (listening) return listening;
    const turn = engine.listen({
      sampleRate,
      hints,
      // The text so far, while this turn is still the one being spoken.
      onPartial: (text) => turn === listening && send({ type: 'transcript', text, final: false }),
    });
    listening = turn;
    return turn;
  }

  /** Keeps a frame of the turn, unless the turn is already as long as a turn may be. */
  function keep(samples: Int16Array): boolean {
    if (buffered + samples.length > MAX_RECORDING_SECONDS * sampleRate) return false;
    listenNext().write(samples);
    buffered += samples.length;
    return true;
  }

  function hear(samples: Int16Array) {
    if (!keep(samples)) return void endTurn();
    let level = 0;
    for (const s of samples) level += Math.abs(s);
    const loud = samples.length > 0 && level / samples.length > SPEECH_LEVEL;
    if (loud) {
      heardSpeech = true;
      silentSamples = 0;
    } else if (heardSpeech) {
      silentSamples += samples.length;
      if (endOnSilence && silentSamples / sampleRate >= LIVE_SILENCE_SECONDS) void endTurn();
    }
  }

  async function endTurn() {
    if (busy || !user) return;
    const heard = listening;
    const spoke = heardSpeech;
    const samplesOfTurn = buffered;
    listening = undefined;
    buffered = 0;
    heardSpeech = false;
    silentSamples = 0;
    if (!spoke || !heard) {
      // A recogniser that was given nothing stays ready for the next turn.
      if (samplesOfTurn === 0) listening = heard;
      else heard?.cancel();
      return send({ type: 'error', detail: 'No speech was heard. Speak closer to the microphone.' });
    }
    busy = true;
    try {
      await turn(user.userId, heard);
    } catch (error) {
      const reason = (error as { reason?: unknown }).reason;
      if (typeof reason !== 'string') console.error('live: a turn failed', error);
      send({
        type: 'error',
        detail: typeof reason === 'string' ? reason : 'The reply could not be made. Please try again.',
      });
    } finally {
      busy = false;
      speaking = undefined;
    }
  }

  /** What a reply is written from: the session, its avatar and the conversation so far. */
  async function context(userId: string) {
    const session = await findSession(db, services.keys, userId, sessionId);
    if (!session || session.ended_at) throw { reason: 'This session has ended.' };
    const avatar = await findAvatar(db, services.keys, userId, session.avatar_id);
    if (!avatar) throw { reason: 'The avatar of this session was deleted.' };
    const profile = avatar.character_profile;
    return { session, avatar, profile, reply: await replyContext(db, userId, session, profile, avatar) };
  }

  async function turn(userId: string, listened: LiveTranscription) {
    const leave = await ends.enter();
    try {
      await answer(userId, listened, leave);
    } finally {
      leave();
    }
  }

  /** Answers a turn; `leave` is called once its first piece of reply audio has been sent. */
  async function answer(userId: string, listened: LiveTranscription, leave: () => void) {
    // The rest of the turn is recognised while the session's context is read.
    const loading = context(userId);
    loading.catch(() => undefined);
    const heard = await listened.finish();
    const { session, avatar, profile, reply } = await loading;
    const understood = await engine.understand(
      { heard, hints, ...reply },
      // The coach sees what was heard while the reply is written.
      { onTranscript: (text) => void send({ type: 'transcript', text, final: true }) },
    );

    const voice =
      (avatar.voice_profile as Parameters<typeof engine.speak>[0]['voice'] | null) ?? defaultVoice(profile);
    // From the reply's text on, an interrupt stops it.
    const stop = new AbortController();
    speaking = { stop };
    send({ type: 'reply_text', text: understood.replyText });
    const said: SpokenSentence[] = [];
    let firstSentAt: number | undefined;
    for await (const sentence of engine.speakSentences(
      { text: understood.replyText, voice, emotion: session.emotion },
      stop.signal,
    )) {
      said.push(sentence);
      firstSentAt ??= Date.now();
      send({
        type: 'reply_audio',
        index: sentence.index,
        text: sentence.text,
        sample_rate: sampleRateOf(sentence.wav),
        audio: pcmOf(sentence.wav).toString('base64'),
        visemes: sentence.visemes,
        offset_s: sentence.offsetS,
      });
      leave();
    }
    // The reply is made: the next turn's recogniser loads while it plays, once no other coach
    // waits for a reply (a coach who speaks before then starts it with their first frame).
    ends.whenQuiet(() => {
      if (socket?.readyState === 1) listenNext();
    });
    // Sentences are made faster than they play: until the client has played them all, an
    // interrupt can still cut the reply short, so the turn is saved once it has.
    const playedS = said.reduce((sum, s) => sum + pcmOf(s.wav).byteLength / 2 / sampleRateOf(s.wav), 0);
    if (firstSentAt !== undefined)
      await untilAborted(stop.signal, firstSentAt + playedS * 1000 + PLAYBACK_SLACK_MS - Date.now());
    // What was actually said: every sentence sent, or after a barge-in those the coach heard start.
    const heardS = speaking.heardS;
    const kept = stop.signal.aborted && heardS !== undefined ? said.filter((s) => s.offsetS < heardS) : said;
    const videoJobId = await save(userId, session.avatar_id, understood, kept);
    send({ type: 'turn_end', said: kept.map((s) => s.text).join(' '), video_job_id: videoJobId });
  }

  /** Saves the turn as a recorded one is saved, and queues its MP4 (null when nothing was said). */
  async function save(
    userId: string,
    avatarId: string,
    understood: Awaited<ReturnType<typeof engine.understand>>,
    kept: SpokenSentence[],
  ): Promise<string | null> {
    const replyText = kept.map((s) => s.text).join(' ');
    const turns = await sealTurns(services.keys, userId, [
      understood.words
        ? spokenTurn(understood.transcript, heardWords(understood.words))
        : { role: 'user', content: understood.transcript },
      ...(replyText ? [{ role: 'assistant' as const, content: replyText }] : []),
    ]);
    return db.transaction(async (tx) => {
      const [locked] = await tx.query('SELECT id FROM sessions WHERE id = $1 AND user_id = $2 FOR UPDATE', [
        sessionId,
        userId,
      ]);
      if (!locked) throw { reason: 'This session was deleted.' };
      await tx.query(
        `UPDATE sessions SET conversation = conversation || $2::jsonb, updated_at = now() WHERE id = $1`,
        [sessionId, turns],
      );
      const first = kept[0];
      if (!first) return null;
      const pcm = Buffer.concat(kept.map((s) => pcmOf(s.wav)));
      const rate = sampleRateOf(first.wav);
      const phonemes = kept.flatMap((s) =>
        s.phonemes.map((p) => ({ ...p, start: p.start + s.offsetS, end: p.end + s.offsetS })),
      );
      const render = await saveSpoken(tx, services, userId, {
        recordingMediaId: null,
        understood: { ...understood, replyText },
        spoken: {
          wav: wavOf(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength / 2), rate),
          durationS: pcm.byteLength / 2 / rate,
          phonemes,
          captionsLanguage: first.captionsLanguage,
          report: first.report,
        },
        stages: [...understood.stages, ...kept.map((s) => s.report)],
      });
      // The turn is in the conversation already: the render job only makes the video.
      return services.jobs.enqueue(tx, {
        type: VIDEO_RENDER_JOB,
        userId,
        sessionId,
        avatarId,
        payload: { ...render, conversation_saved: true },
      });
    });
  }

  return {
    onOpen(_event: Event, ws: WSContext) {
      socket = ws;
    },
    onMessage(event: MessageEvent, ws: WSContext) {
      socket = ws;
      const data = event.data as unknown;
      if (typeof data !== 'string') {
        if (!user) return;
        const bytes =
          data instanceof ArrayBuffer
            ? new Uint8Array(data)
            : new Uint8Array(
                (data as Uint8Array).buffer,
                (data as Uint8Array).byteOffset,
                (data as Uint8Array).byteLength,
              );
        const copy = new Int16Array(Math.floor(bytes.byteLength / 2));
        new Uint8Array(copy.buffer).set(bytes.subarray(0, copy.byteLength));
        if (!busy) hear(copy);
        else keep(copy);
        return;
      }
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(data));
      } catch {
        return send({ type: 'error', detail: 'This message is not understood on the live channel.' });
      }
      if (parsed.type === 'auth') {
        if (!user) {
          authenticate(parsed.token, parsed.sample_rate, parsed.end_on_silence ?? true).catch(
            (error: unknown) => {
              console.error('live: signing in failed', error);
              closeWith(ws, 'Signing in failed.');
            },
          );
        }
      } else if (!user) {
        closeWith(ws, 'Sign in first.');
      } else if (parsed.type === 'end_turn') {
        void endTurn();
      } else if (speaking) {
        speaking.heardS = parsed.heard_s;
        speaking.stop.abort();
        send({ type: 'interrupted' });
      }
    },
    onClose() {
      clearTimeout(authTimer);
      listening?.cancel();
      speaking?.stop.abort();
      for (const cleanup of cleanups) cleanup();
    },
  };
}

/** `ACCESS_CHANNEL` listeners shared by the live channels of this process. */
export function liveAccess(services: Services): JobEvents {
  return new JobEvents(services.db, ACCESS_CHANNEL);
}
