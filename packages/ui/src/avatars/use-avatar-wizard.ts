import type { VoicePreview } from '@rebond/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type CharacterForm,
  type EmotionalResponseKey,
  emptyCharacterForm,
  generateProfileText,
  isProfileComplete,
  type ProfileTextField,
  type TopicBehaviorKey,
} from './character-profile';
import type { WizardJob } from './monitoring';
import { applyTemplate, CHARACTER_TEMPLATES } from './templates';

/** The five steps: Details, Pictures, Voice, Character (Profile), Complete (Status). */
export const WIZARD_STEPS = [1, 2, 3, 4, 5] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Where the avatar's voice comes from. */
export type VoiceOption = 'upload' | 'record' | 'generate';
/** The languages voice generation accepts. */
export type VoiceLanguage = 'english' | 'spanish' | 'german';

/** Voice generation settings; they are written into the description the server reads. */
export interface VoiceSettings {
  gender: 'female' | 'male' | 'neutral';
  accent: 'american' | 'british' | 'australian' | 'neutral';
  speed: 'slow' | 'normal' | 'fast';
  tone: 'warm' | 'calm' | 'energetic' | 'serious';
}

/**
 * A file the wizard keeps: its name, type and size, and its bytes as a data URL so that a reload
 * can restore and upload it. `dataUrl` is null when the draft was saved without the bytes
 * (session storage full).
 */
export interface StoredFile {
  name: string;
  type: string;
  size: number;
  dataUrl: string | null;
}

/** The step data of the draft (spec section 3). */
export interface WizardData {
  avatar_name: string;
  /** At most one picture is kept (1/1). */
  pictures: StoredFile[];
  voice_option: VoiceOption;
  /** The uploaded file or the recording (recording.wav). */
  voice_file: StoredFile | null;
  voice_settings: VoiceSettings;
  voice_description: string;
  voice_language: VoiceLanguage;
  /** The generated previews (three). */
  voice_previews: VoicePreview[];
  /** The chosen preview's `generated_voice_id`. */
  selected_preview_id: string | null;
}

/**
 * The avatar-creation draft (spec section 3): the step, the avatar id, the jobs (with their ids and
 * statuses), the step data and the character form. Plain JSON, so it can live in session storage.
 */
export interface AvatarWizardDraft {
  version: 1;
  step: WizardStep;
  avatarId: string | null;
  /** The name the avatar was created with, so that step 1 creates it only once. */
  createdName: string | null;
  data: WizardData;
  character: CharacterForm;
  jobs: { avatar: WizardJob | null; voice: WizardJob | null };
  /** What the running creation job was started from (picture name and size), to avoid re-uploads. */
  pictureSource: string | null;
  /** What the running voice job was started from (file or preview), to avoid starting it twice. */
  voiceSource: string | null;
}

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  gender: 'female',
  accent: 'neutral',
  speed: 'normal',
  tone: 'warm',
};

/** A fresh draft at step 1. */
export function emptyDraft(): AvatarWizardDraft {
  return {
    version: 1,
    step: 1,
    avatarId: null,
    createdName: null,
    data: {
      avatar_name: '',
      pictures: [],
      voice_option: 'upload',
      voice_file: null,
      voice_settings: { ...DEFAULT_VOICE_SETTINGS },
      voice_description: '',
      voice_language: 'english',
      voice_previews: [],
      selected_preview_id: null,
    },
    character: emptyCharacterForm(),
    jobs: { avatar: null, voice: null },
    pictureSource: null,
    voiceSource: null,
  };
}

/** The draft as JSON text; without `withFiles` the files' bytes are left out (for a full storage). */
export function serializeDraft(draft: AvatarWizardDraft, options: { withFiles?: boolean } = {}): string {
  if (options.withFiles ?? true) return JSON.stringify(draft);
  const strip = (file: StoredFile): StoredFile => ({ ...file, dataUrl: null });
  return JSON.stringify({
    ...draft,
    data: {
      ...draft.data,
      pictures: draft.data.pictures.map(strip),
      voice_file: draft.data.voice_file ? strip(draft.data.voice_file) : null,
    },
  });
}

function isStep(value: unknown): value is WizardStep {
  return typeof value === 'number' && (WIZARD_STEPS as readonly number[]).includes(value);
}

/** Reads a draft written by `serializeDraft`; anything else (or another version) gives null. */
export function parseDraft(text: string | null | undefined): AvatarWizardDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AvatarWizardDraft>;
    if (value?.version !== 1 || !isStep(value.step) || typeof value.data !== 'object') return null;
    const empty = emptyDraft();
    return {
      ...empty,
      ...value,
      data: { ...empty.data, ...value.data },
      character: {
        ...empty.character,
        ...value.character,
        emotional_responses: {
          ...empty.character.emotional_responses,
          ...value.character?.emotional_responses,
        },
        topic_behaviors: { ...empty.character.topic_behaviors, ...value.character?.topic_behaviors },
      },
      jobs: { avatar: value.jobs?.avatar ?? null, voice: value.jobs?.voice ?? null },
    } as AvatarWizardDraft;
  } catch {
    return null;
  }
}

/** Why Continue is disabled on the current step (a catalogue key), or null when it is enabled. */
export type ContinueBlocker = 'nameRequired' | 'pictureRequired' | 'profileIncomplete';

/** The disabled-Continue rules of spec section 2. */
export function continueBlocker(draft: AvatarWizardDraft): ContinueBlocker | null {
  switch (draft.step) {
    case 1:
      return draft.data.avatar_name.trim() ? null : 'nameRequired';
    case 2:
      return draft.data.pictures.length > 0 ? null : 'pictureRequired';
    case 3:
      // No voice is a choice, whichever option: Continue asks "Continue without voice?" (the page).
      return null;
    case 4:
      return isProfileComplete(draft.character) ? null : 'profileIncomplete';
    default:
      return null;
  }
}

/** A key that says which input a job was started from. */
export function fileKey(file: StoredFile | null | undefined): string | null {
  return file ? `${file.name}:${file.size}:${file.dataUrl?.length ?? 0}` : null;
}

/** Reads a browser `File` into a `StoredFile`. */
export function readStoredFile(
  file: Blob & { name?: string },
  name = file.name ?? 'file',
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        name,
        type: file.type,
        size: file.size,
        dataUrl: typeof reader.result === 'string' ? reader.result : null,
      });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Turns a `StoredFile` back into a `File` for upload; null when its bytes were not kept. */
export function toFile(stored: StoredFile): File | null {
  if (!stored.dataUrl) return null;
  const comma = stored.dataUrl.indexOf(',');
  const binary = atob(stored.dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], stored.name, { type: stored.type });
}

export interface UseAvatarWizardOptions {
  /** A draft to resume (a reload in the same tab); otherwise the wizard starts at step 1. */
  initialDraft?: AvatarWizardDraft | null;
  /** Called after every change with the new draft, to persist it. */
  onDraftChange?(draft: AvatarWizardDraft): void;
}

/** The wizard's state and the operations on it; the styled `AvatarWizard` renders it. */
export interface AvatarWizardState {
  draft: AvatarWizardDraft;
  step: WizardStep;
  /** Why Continue is disabled, or null. */
  blocker: ContinueBlocker | null;
  canContinue: boolean;
  /** Every required character field is filled. */
  profileComplete: boolean;
  /** The generated profile text (JSON) shown in step 4's preview and saved on the avatar. */
  profileText: string;
  /** Shows a step; the quick navigation only offers earlier steps. */
  goTo(step: WizardStep): void;
  next(): void;
  back(): void;
  setAvatarName(name: string): void;
  /** Keeps the picture (only one: it replaces any other). Resolves false when it is not an image. */
  setPicture(file: File): Promise<boolean>;
  removePicture(): void;
  setVoiceOption(option: VoiceOption): void;
  /** Keeps the voice file or recording. Resolves false when it is not audio. */
  setVoiceFile(file: File | null): Promise<boolean>;
  setVoiceSettings(settings: Partial<VoiceSettings>): void;
  setVoiceDescription(text: string): void;
  setVoiceLanguage(language: VoiceLanguage): void;
  setVoicePreviews(previews: VoicePreview[]): void;
  selectPreview(generatedVoiceId: string | null): void;
  setCharacterField(field: ProfileTextField, value: string): void;
  setEmotionalResponse(key: EmotionalResponseKey, value: string): void;
  setTopicBehavior(key: TopicBehaviorKey, value: string): void;
  /** Fills the form from a quick-start template (talking_language stays empty). */
  applyTemplate(templateId: string): void;
  /** Records the created avatar. */
  setAvatarId(avatarId: string, createdName: string): void;
  /** Sets or updates a job; `source` records what started it. */
  setJob(kind: 'avatar' | 'voice', job: WizardJob | null, source?: string | null): void;
  /** Changes the draft in any other way. */
  update(change: (draft: AvatarWizardDraft) => AvatarWizardDraft): void;
  /** Clears everything and returns to step 1. */
  reset(): void;
}

/**
 * The avatar wizard's headless state (React Aria's state layer): steps 1-5, the step data, the job
 * statuses, the Continue rules and the draft. It makes no server call: the page does that and
 * records the results with `setAvatarId` and `setJob`.
 */
export function useAvatarWizard(options: UseAvatarWizardOptions = {}): AvatarWizardState {
  const [draft, setDraft] = useState<AvatarWizardDraft>(() => options.initialDraft ?? emptyDraft());
  const onDraftChange = useRef(options.onDraftChange);
  onDraftChange.current = options.onDraftChange;

  useEffect(() => {
    onDraftChange.current?.(draft);
  }, [draft]);

  const actions = useMemo(() => {
    const data = (change: Partial<WizardData>) =>
      setDraft((current) => ({ ...current, data: { ...current.data, ...change } }));
    const character = (change: (form: CharacterForm) => CharacterForm) =>
      setDraft((current) => ({ ...current, character: change(current.character) }));
    const clampStep = (step: number): WizardStep => Math.min(5, Math.max(1, step)) as WizardStep;
    return {
      goTo: (step: WizardStep) => setDraft((current) => ({ ...current, step })),
      next: () => setDraft((current) => ({ ...current, step: clampStep(current.step + 1) })),
      back: () => setDraft((current) => ({ ...current, step: clampStep(current.step - 1) })),
      setAvatarName: (avatar_name: string) => data({ avatar_name }),
      setPicture: async (file: File) => {
        if (!file.type.startsWith('image/')) return false;
        const stored = await readStoredFile(file);
        data({ pictures: [stored] });
        return true;
      },
      removePicture: () => data({ pictures: [] }),
      setVoiceOption: (voice_option: VoiceOption) => data({ voice_option }),
      setVoiceFile: async (file: File | null) => {
        if (!file) {
          data({ voice_file: null });
          return true;
        }
        if (!file.type.startsWith('audio/')) return false;
        data({ voice_file: await readStoredFile(file) });
        return true;
      },
      setVoiceSettings: (settings: Partial<VoiceSettings>) =>
        setDraft((current) => ({
          ...current,
          data: { ...current.data, voice_settings: { ...current.data.voice_settings, ...settings } },
        })),
      setVoiceDescription: (voice_description: string) => data({ voice_description }),
      setVoiceLanguage: (voice_language: VoiceLanguage) => data({ voice_language }),
      setVoicePreviews: (voice_previews: VoicePreview[]) =>
        data({ voice_previews, selected_preview_id: null }),
      selectPreview: (selected_preview_id: string | null) => data({ selected_preview_id }),
      setCharacterField: (field: ProfileTextField, value: string) =>
        character((form) => ({ ...form, [field]: value })),
      setEmotionalResponse: (key: EmotionalResponseKey, value: string) =>
        character((form) => ({
          ...form,
          emotional_responses: { ...form.emotional_responses, [key]: value },
        })),
      setTopicBehavior: (key: TopicBehaviorKey, value: string) =>
        character((form) => ({ ...form, topic_behaviors: { ...form.topic_behaviors, [key]: value } })),
      applyTemplate: (templateId: string) => {
        const template = CHARACTER_TEMPLATES.find((candidate) => candidate.id === templateId);
        if (template) character(() => applyTemplate(template));
      },
      setAvatarId: (avatarId: string, createdName: string) =>
        setDraft((current) => ({ ...current, avatarId, createdName })),
      setJob: (kind: 'avatar' | 'voice', job: WizardJob | null, source?: string | null) =>
        setDraft((current) => ({
          ...current,
          jobs: { ...current.jobs, [kind]: job },
          ...(source === undefined
            ? {}
            : kind === 'avatar'
              ? { pictureSource: source }
              : { voiceSource: source }),
        })),
      update: (change: (current: AvatarWizardDraft) => AvatarWizardDraft) => setDraft(change),
      reset: () => setDraft(emptyDraft()),
    };
  }, []);

  const blocker = continueBlocker(draft);
  return {
    ...actions,
    draft,
    step: draft.step,
    blocker,
    canContinue: blocker === null,
    profileComplete: isProfileComplete(draft.character),
    profileText: generateProfileText(draft.character),
  };
}
