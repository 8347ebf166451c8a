/**
 * The one reply pipeline, in three stages whose hand-offs are plain data (structured-cloneable,
 * JSON but for the audio and video bytes), so a caller can store each between stages:
 * `understand` (the coach's turn to text, its MITI code, the reply text), `speak` (the reply
 * synthesised, whole or sentence by sentence with visemes for a live face) and `render` (the MP4).
 */
import {
  MAX_RECORDING_SECONDS,
  REPLY_STEPS,
  type RelationshipType,
  type ReplyStep,
} from '@rebond/vocabulary';
import { EngineError, type EngineStage, isEngineError } from './errors.js';
import type { CaseFormulation } from './persona/case-formulation.js';
import type { Difficulty } from './persona/dialogue-state.js';
import type { CharacterProfile } from './persona/profile.js';
import type { ReplyWriter } from './persona/types.js';
import type { Renderer, RenderInput, RenderResult } from './render/types.js';
import { type SessionCoder, sessionCoder } from './skills/session-coder.js';
import type { CodedUtterance, SkillCoder } from './skills/types.js';
import type { ListenOptions, LiveTranscription, Transcriber, TranscriptResult } from './stt/types.js';
import { wholeTurn } from './stt/whole-turn.js';
import {
  type ConversationTurn,
  type Emotion,
  type PhonemeTiming,
  type StageReport,
  toEmotion,
  type WordTiming,
} from './types.js';
import { speechChunksOf } from './voice/speech-chunks.js';
import { toVoiceLanguage, VOICE_LANGUAGE_TAGS, type VoiceProfile, type VoiceService } from './voice/types.js';
import { phonemeShape } from './voice/visemes.js';

/** The parts a pipeline runs on (in a threaded engine, the ones that run in threads). */
export interface ReplyParts {
  transcriber: Transcriber;
  replyWriter: ReplyWriter;
  voices: VoiceService;
  renderer: Renderer;
  skills: SkillCoder;
}

/** The coach's turn and what the reply is written from. */
export interface UnderstandInput {
  /** The coach's recording (WebM/Opus, MP4/AAC or WAV). Ignored when `transcript` is given. */
  recording?: Uint8Array;
  mimeType?: string;
  /** The recording's length as the client measured it (refused past `MAX_RECORDING_SECONDS`). */
  recordingSeconds?: number;
  /** The coach's turn as text (typed messages): no transcription. */
  transcript?: string;
  /** The coach's turn already recognised as it was spoken (`listen`): no transcription. */
  heard?: TranscriptResult;
  /** Words the recogniser should expect (the avatar's name, profile and scenario words). */
  hints?: readonly string[];
  profile: CharacterProfile | string;
  /** The case formulation the coach reviewed and edited, used instead of the profile's. */
  formulation?: CaseFormulation;
  emotion?: Emotion | string;
  scenarioPrompt?: string | null;
  /** The scenario form's difficulty and who the avatar is to the coach (structured scenarios). */
  difficulty?: Difficulty;
  relationship?: RelationshipType;
  /** The conversation before this turn. */
  conversation: readonly ConversationTurn[];
  /** Seeds the persona's wording (see `ReplyInput.session`). */
  session?: string;
}

/** Told as `understand` goes. */
export interface UnderstandHooks {
  /** A step starts. */
  onStep?(step: ReplyStep): Promise<void> | void;
  /** The coach's words are known (before the reply is written). */
  onTranscript?(text: string): Promise<void> | void;
}

/** How the persona read the coach's turn. */
export interface PersonaReading {
  resistance: number;
  stance: string;
  intensity: number;
  /** The skill coder's code of this turn. */
  coachCode: string | null;
  coachIntents: string[];
}

/** `understand`'s hand-off. */
export interface Understanding {
  /** What the coach said. */
  transcript: string;
  /** The recogniser's words with their confidence, when the turn was transcribed. */
  words?: WordTiming[];
  /** The recording's length, when measured. */
  coachSeconds?: number;
  /** What the avatar answers. */
  replyText: string;
  /** The MITI code of every coach turn so far, this one last (absent when the coder failed). */
  coachSkills?: (CodedUtterance | null)[];
  persona?: PersonaReading;
  /** Transcription (when it ran) and reply writing. */
  stages: StageReport[];
}

/** What to say and in which voice. */
export interface SpeakInput {
  text: string;
  voice: VoiceProfile;
  emotion?: Emotion | string;
  /** How strongly the voice shows the emotion, 0..1. @default 0.75 */
  intensity?: number;
}

/** One mouth shape over a time span (seconds from the start of its audio). */
export interface Viseme {
  start: number;
  end: number;
  /** Mouth openness 0..1. */
  open: number;
  /** Lip spread 0..1 (0 rounded, 1 wide). */
  spread: number;
}

/** `speak`'s hand-off: the audio and its timeline. */
export interface Spoken {
  /** 16 kHz mono 16-bit WAV. */
  wav: Uint8Array;
  durationS: number;
  phonemes: PhonemeTiming[];
  words?: WordTiming[];
  /** The language tag of the voice: the captions' language. */
  captionsLanguage: string;
  report: StageReport;
}

/** One sentence of a reply, spoken; offsets are from the start of the whole reply. */
export interface SpokenSentence extends Spoken {
  index: number;
  text: string;
  offsetS: number;
  visemes: Viseme[];
}

/** The stages, and the session coder they share. */
export interface ReplyStages extends SessionCoder {
  /**
   * Listens to a turn as it is spoken: partial text as it is recognised where the recogniser can,
   * and the whole turn (for `understand`'s `heard`) when it ends.
   */
  listen(options: ListenOptions): LiveTranscription;
  understand(input: UnderstandInput, hooks?: UnderstandHooks): Promise<Understanding>;
  speak(input: SpeakInput): Promise<Spoken>;
  /**
   * Speaks a reply sentence by sentence, the first sentence's first clause apart
   * (`speechChunksOf`): each is yielded as soon as it is synthesised (the next one is already being
   * synthesised), so the first can play before the rest exist. Stops when `signal` aborts.
   */
  speakSentences(input: SpeakInput, signal?: AbortSignal): AsyncGenerator<SpokenSentence>;
  render(input: RenderInput): Promise<RenderResult>;
}

/** Mouth shapes of a phoneme timeline. */
export function visemesOf(phonemes: readonly PhonemeTiming[]): Viseme[] {
  return phonemes.map((p) => ({ start: p.start, end: p.end, ...phonemeShape(p.phone) }));
}

async function stage<T>(name: EngineStage, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isEngineError(error)) throw error;
    throw new EngineError(name, 'internal', `The ${name} step failed unexpectedly.`, {
      cause: error,
      detail: String(error),
    });
  }
}

/** Builds the pipeline on its parts. */
export function replyStages(parts: ReplyParts): ReplyStages {
  const coder = sessionCoder(parts.skills);

  async function transcribe(
    input: UnderstandInput,
  ): Promise<{ text: string; report: StageReport; durationS?: number; words: WordTiming[] }> {
    const recording = input.recording;
    if (!recording && !input.heard)
      throw new EngineError('transcribe', 'invalid_input', 'Please record audio first.');
    const heard =
      input.heard ??
      (await stage('transcribe', () =>
        parts.transcriber.transcribe(recording as Uint8Array, {
          ...(input.mimeType ? { mimeType: input.mimeType } : {}),
          ...(input.hints?.length ? { hints: input.hints } : {}),
        }),
      ));
    if ((input.recordingSeconds ?? heard.durationS ?? 0) > MAX_RECORDING_SECONDS) {
      throw new EngineError(
        'transcribe',
        'invalid_input',
        `The recording is longer than ${MAX_RECORDING_SECONDS} seconds. Please record a shorter message.`,
      );
    }
    const text = heard.text.trim();
    if (!text) {
      throw new EngineError(
        'transcribe',
        'no_speech',
        'No speech was heard in the recording. Please record again, closer to the microphone.',
      );
    }
    const durationS = input.recordingSeconds ?? heard.durationS;
    return { text, report: heard.report, words: heard.words, ...(durationS ? { durationS } : {}) };
  }

  async function understand(input: UnderstandInput, hooks: UnderstandHooks = {}): Promise<Understanding> {
    const stages: StageReport[] = [];
    let transcript = input.transcript;
    let coachSeconds: number | undefined;
    let words: WordTiming[] | undefined;
    if (transcript === undefined) {
      await hooks.onStep?.(REPLY_STEPS.transcribe);
      const heard = await transcribe(input);
      transcript = heard.text;
      coachSeconds = heard.durationS;
      words = heard.words;
      stages.push(heard.report);
    }
    await hooks.onTranscript?.(transcript);
    await hooks.onStep?.(REPLY_STEPS.reply);
    // The avatar hears the MITI coder's reading of every coach turn: reflections soften it,
    // confrontation and unasked advice harden it. If the coder fails, the persona codes the turns
    // with the local coder (the hosted coder's fallback): one analysis either way.
    const coachSkills = await coder.coachSkillsOf([
      ...input.conversation,
      { role: 'user', content: transcript },
    ]);
    const message = transcript;
    const written = await stage('reply', () =>
      parts.replyWriter.reply({
        profile: input.profile,
        ...(input.emotion ? { emotion: input.emotion } : {}),
        scenarioPrompt: input.scenarioPrompt ?? null,
        ...(input.difficulty ? { difficulty: input.difficulty } : {}),
        ...(input.relationship ? { relationship: input.relationship } : {}),
        conversation: input.conversation,
        message,
        ...(input.session ? { session: input.session } : {}),
        ...(coachSkills ? { coachSkills } : {}),
        ...(input.formulation ? { formulation: input.formulation } : {}),
      }),
    );
    stages.push(written.report);
    const persona: PersonaReading | undefined = written.state
      ? {
          resistance: written.state.resistance,
          stance: written.state.stance,
          intensity: written.state.intensity,
          coachCode: coachSkills?.at(-1)?.code ?? null,
          coachIntents: [...(written.state.coachTurns.at(-1)?.move.intents ?? [])],
        }
      : undefined;
    return {
      transcript,
      ...(words ? { words } : {}),
      ...(coachSeconds ? { coachSeconds } : {}),
      replyText: written.text,
      ...(coachSkills ? { coachSkills } : {}),
      ...(persona ? { persona } : {}),
      stages,
    };
  }

  async function speak(input: SpeakInput, later = false): Promise<Spoken> {
    const speech = await stage('synthesize', () =>
      parts.voices.synthesize(input.text, input.voice, {
        emotion: toEmotion(typeof input.emotion === 'string' ? input.emotion : undefined),
        ...(input.intensity !== undefined ? { intensity: input.intensity } : {}),
        ...(later ? { later } : {}),
      }),
    );
    return {
      wav: speech.wav,
      durationS: speech.durationS,
      phonemes: speech.phonemes,
      ...(speech.words?.length ? { words: speech.words } : {}),
      captionsLanguage: VOICE_LANGUAGE_TAGS[toVoiceLanguage(input.voice.language)],
      report: speech.report,
    };
  }

  async function* speakSentences(input: SpeakInput, signal?: AbortSignal): AsyncGenerator<SpokenSentence> {
    const sentences = speechChunksOf(input.text);
    const pending = sentences.map(() => undefined as Promise<Spoken> | undefined);
    const start = (i: number) => {
      const text = sentences[i];
      if (text !== undefined && !pending[i]) {
        // The first sentence is waited for now; the others while it plays.
        const spoken = speak({ ...input, text }, i > 0);
        spoken.catch(() => undefined);
        pending[i] = spoken;
      }
      return pending[i];
    };
    let offsetS = 0;
    for (let i = 0; i < sentences.length; i++) {
      if (signal?.aborted) return;
      const spoken = await start(i);
      // The next sentence is synthesised while this one is sent and played.
      start(i + 1);
      if (!spoken || signal?.aborted) return;
      yield { ...spoken, index: i, text: sentences[i] ?? '', offsetS, visemes: visemesOf(spoken.phonemes) };
      offsetS += spoken.durationS;
    }
  }

  function listen(options: ListenOptions): LiveTranscription {
    const { transcriber } = parts;
    const live = transcriber.listen ? transcriber.listen(options) : wholeTurn(transcriber, options);
    return {
      write: (samples) => live.write(samples),
      finish: () => stage('transcribe', () => live.finish()),
      cancel: () => live.cancel(),
    };
  }

  const render = (input: RenderInput) => stage('render', () => parts.renderer.render(input));

  return { ...coder, listen, understand, speak, speakSentences, render };
}
