import {
  canStartSession,
  type EmotionalTone,
  type RelationshipType,
  type SessionDifficulty,
} from '@rebond/sdk';
import type { SessionAvatar } from './session-types';

/**
 * The create-session form without React (spec sections 2, 3 and 5): what it collects, what makes
 * it valid (as problem codes, for the caller to put into words) and the values it submits.
 * `CreateSessionForm` is its styled view.
 */

export {
  EMOTIONAL_TONES,
  type EmotionalTone,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  SESSION_DIFFICULTIES,
  type SessionDifficulty,
} from '@rebond/sdk';
/** The longest typed opening line (the server's `message_text` limit). */
export const OPENING_LINE_MAX = 2000;

/** What the form collects, trimmed; `avatarId` is null when a new avatar is made from `photos[0]`. */
export interface CreateSessionFormValues {
  avatarId: string | null;
  sessionTitle: string;
  patientId: string | undefined;
  sessionDescription: string;
  relationshipType: RelationshipType;
  context: string;
  emotionalTone: EmotionalTone;
  difficulty: SessionDifficulty;
  /** Images only; empty when an avatar is chosen (they are not used then). */
  photos: File[];
  /** Audio only; sent as the first message. */
  audioFile: File | null;
  useTextToSpeech: boolean;
  /** The typed opening line, set only when `useTextToSpeech` is on. */
  textToSpeechText: string | undefined;
}

/** The form as the coach filled it in, untrimmed. */
export interface CreateSessionDraft {
  avatarId: string | null;
  sessionTitle: string;
  patientId: string;
  sessionDescription: string;
  relationshipType: RelationshipType;
  context: string;
  emotionalTone: EmotionalTone;
  difficulty: SessionDifficulty;
  photos: File[];
  audioFile: File | null;
  useTextToSpeech: boolean;
  textToSpeechText: string;
}

/** An empty form: no avatar unless `avatarId` can start a session, the spec's default tone and difficulty. */
export function emptyCreateSessionDraft(
  avatars: readonly SessionAvatar[],
  avatarId: string | null = null,
): CreateSessionDraft {
  return {
    avatarId: avatars.some((avatar) => avatar.id === avatarId && canStartSession(avatar)) ? avatarId : null,
    sessionTitle: '',
    patientId: '',
    sessionDescription: '',
    relationshipType: 'other',
    context: '',
    emotionalTone: 'empathetic',
    difficulty: 'medium',
    photos: [],
    audioFile: null,
    useTextToSpeech: false,
    textToSpeechText: '',
  };
}

export type CreateSessionField =
  | 'avatar'
  | 'sessionTitle'
  | 'sessionDescription'
  | 'context'
  | 'photos'
  | 'audioFile'
  | 'textToSpeechText';

/**
 * What is wrong with a field: `avatar-required` (no active avatar and no photo), `required`,
 * `not-an-image`, `not-audio`, `too-long` (over `OPENING_LINE_MAX`), `one-first-message` (both an
 * audio file and a typed opening line).
 */
export type CreateSessionProblem =
  | 'avatar-required'
  | 'required'
  | 'not-an-image'
  | 'not-audio'
  | 'too-long'
  | 'one-first-message';

const isImage = (file: File) => file.type.toLowerCase().startsWith('image/');
const isAudio = (file: File) => file.type.toLowerCase().startsWith('audio/');

/** Whether the draft's avatar is one a session can start with. */
export const createSessionAvatarChosen = (
  draft: CreateSessionDraft,
  avatars: readonly SessionAvatar[],
): boolean => avatars.some((avatar) => avatar.id === draft.avatarId && canStartSession(avatar));

/** The problem of each field that has one; an empty object when the form can be submitted. */
export function createSessionProblems(
  draft: CreateSessionDraft,
  avatars: readonly SessionAvatar[],
): Partial<Record<CreateSessionField, CreateSessionProblem>> {
  const problems: Partial<Record<CreateSessionField, CreateSessionProblem>> = {};
  if (!createSessionAvatarChosen(draft, avatars) && draft.photos.length === 0)
    problems.avatar = 'avatar-required';
  if (!draft.sessionTitle.trim()) problems.sessionTitle = 'required';
  if (!draft.sessionDescription.trim()) problems.sessionDescription = 'required';
  if (!draft.context.trim()) problems.context = 'required';
  if (draft.photos.some((file) => !isImage(file))) problems.photos = 'not-an-image';
  if (draft.audioFile && !isAudio(draft.audioFile)) problems.audioFile = 'not-audio';
  if (draft.useTextToSpeech) {
    const line = draft.textToSpeechText.trim();
    if (!line) problems.textToSpeechText = 'required';
    else if (line.length > OPENING_LINE_MAX) problems.textToSpeechText = 'too-long';
    else if (draft.audioFile) problems.textToSpeechText = 'one-first-message';
  }
  return problems;
}

/**
 * The values to submit, or undefined while a field has a problem: trimmed texts, a blank patient
 * ID left out, the photos dropped when an avatar is chosen, the opening line only with text to speech.
 */
export function createSessionValues(
  draft: CreateSessionDraft,
  avatars: readonly SessionAvatar[],
): CreateSessionFormValues | undefined {
  if (Object.keys(createSessionProblems(draft, avatars)).length > 0) return undefined;
  const avatarChosen = createSessionAvatarChosen(draft, avatars);
  return {
    avatarId: avatarChosen ? draft.avatarId : null,
    sessionTitle: draft.sessionTitle.trim(),
    patientId: draft.patientId.trim() || undefined,
    sessionDescription: draft.sessionDescription.trim(),
    relationshipType: draft.relationshipType,
    context: draft.context.trim(),
    emotionalTone: draft.emotionalTone,
    difficulty: draft.difficulty,
    photos: avatarChosen ? [] : draft.photos,
    audioFile: draft.audioFile,
    useTextToSpeech: draft.useTextToSpeech,
    textToSpeechText: draft.useTextToSpeech ? draft.textToSpeechText.trim() : undefined,
  };
}
