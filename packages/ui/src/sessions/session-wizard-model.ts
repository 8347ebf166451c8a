import { canStartSession, type Emotion } from '@rebond/sdk';
import type { SessionAvatar } from './session-types';

/**
 * The session wizard without React: three steps (1 choose an avatar, 2 the session type, 3 its
 * configuration), what each step needs before Next, and the values it creates a session with.
 * `useSessionWizard` runs it; `SessionWizard` is its styled view.
 */
export type SessionWizardStep = 1 | 2 | 3;

/** The wizard's steps in order. */
export const SESSION_WIZARD_STEPS = [1, 2, 3] as const satisfies readonly SessionWizardStep[];

/** What the wizard collects; `scenarioPrompt` is trimmed and only set for a scenario session. */
export interface SessionWizardValues {
  avatarId: string;
  dynamicSession: boolean;
  emotion: Emotion;
  scenarioPrompt: string | undefined;
  patientName: string | undefined;
}

export interface SessionWizardState {
  step: SessionWizardStep;
  /** The chosen avatar, or null. */
  avatarId: string | null;
  /** A dynamic session (true) or a scenario-based one (false). */
  dynamicSession: boolean;
  emotion: Emotion;
  /** As typed; trimmed in the values. */
  scenarioPrompt: string;
  patientName: string;
  /** Create Session was pressed without a usable avatar: say so. */
  avatarMissing: boolean;
  /** The scenario prompt was left or submitted: its error may show. */
  promptTouched: boolean;
}

export type SessionWizardEvent =
  | { type: 'choose-avatar'; avatarId: string }
  | { type: 'choose-session-type'; dynamicSession: boolean }
  | { type: 'choose-emotion'; emotion: Emotion }
  | { type: 'type-scenario-prompt'; value: string }
  | { type: 'leave-scenario-prompt' }
  | { type: 'type-patient-name'; value: string }
  /** Next on steps 1 and 2 (when the step is valid), Create Session on step 3. */
  | { type: 'submit' }
  | { type: 'back' }
  /** Back to an earlier step (a creation failure that belongs there, say an avatar not found). */
  | { type: 'go-to'; step: SessionWizardStep };

/** The start: step 1 with `avatarId` chosen (the avatars tab opens the wizard with one), a dynamic session, a normal emotion. */
export const initialSessionWizard = (avatarId: string | null = null): SessionWizardState => ({
  step: 1,
  avatarId,
  dynamicSession: true,
  emotion: 'normal',
  scenarioPrompt: '',
  patientName: '',
  avatarMissing: false,
  promptTouched: false,
});

/** The avatars a session can start with: those with a picture (or an emotion variant). */
export const sessionWizardAvatars = <T extends SessionAvatar>(avatars: readonly T[]): T[] =>
  avatars.filter(canStartSession);

/** Everything the view needs to know about a state, worked out from it and the coach's avatars. */
export interface SessionWizardStatus {
  /** The avatar step 1 offers and step 3 sums up, or undefined. */
  avatar: SessionAvatar | undefined;
  avatarValid: boolean;
  /** A dynamic session, or a scenario prompt that is not blank. */
  promptValid: boolean;
  /** The current step may go on: Next (or Create Session) is enabled. */
  stepValid: boolean;
  /** Back to the previous step exists (steps 2 and 3). */
  canGoBack: boolean;
  /** The scenario prompt's 'required' error shows. */
  promptError: boolean;
  /** Each step as `complete`, `current` or `upcoming`. */
  steps: ReadonlyArray<{ step: SessionWizardStep; state: 'complete' | 'current' | 'upcoming' }>;
}

export function sessionWizardStatus(
  state: SessionWizardState,
  avatars: readonly SessionAvatar[],
): SessionWizardStatus {
  const avatar = sessionWizardAvatars(avatars).find((candidate) => candidate.id === state.avatarId);
  const avatarValid = avatar !== undefined;
  const promptValid = state.dynamicSession || state.scenarioPrompt.trim().length > 0;
  return {
    avatar,
    avatarValid,
    promptValid,
    stepValid: state.step === 1 ? avatarValid : state.step === 2 ? true : promptValid,
    canGoBack: state.step > 1,
    promptError: !state.dynamicSession && state.promptTouched && !promptValid,
    steps: SESSION_WIZARD_STEPS.map((step) => ({
      step,
      state: step < state.step ? 'complete' : step === state.step ? 'current' : 'upcoming',
    })),
  };
}

/**
 * The values to create the session with, or undefined while the wizard is not on its last step or
 * is not valid: the scenario prompt trimmed and only for a scenario session, a blank patient name
 * left out.
 */
export function sessionWizardValues(
  state: SessionWizardState,
  avatars: readonly SessionAvatar[],
): SessionWizardValues | undefined {
  const { avatarValid, promptValid } = sessionWizardStatus(state, avatars);
  if (state.step !== 3 || !avatarValid || !promptValid || state.avatarId === null) return undefined;
  return {
    avatarId: state.avatarId,
    dynamicSession: state.dynamicSession,
    emotion: state.emotion,
    scenarioPrompt: state.dynamicSession ? undefined : state.scenarioPrompt.trim(),
    patientName: state.patientName.trim() || undefined,
  };
}

/**
 * The next state. `submit` goes to the next step when the current one is valid; on the last step
 * it marks what is missing (the avatar, the scenario prompt), and the caller creates the session
 * when `sessionWizardValues` of the result is defined. Events that do not apply change nothing.
 */
export function sessionWizardReducer(
  state: SessionWizardState,
  event: SessionWizardEvent,
  avatars: readonly SessionAvatar[],
): SessionWizardState {
  switch (event.type) {
    case 'choose-avatar':
      return { ...state, avatarId: event.avatarId, avatarMissing: false };
    case 'choose-session-type':
      return { ...state, dynamicSession: event.dynamicSession };
    case 'choose-emotion':
      return { ...state, emotion: event.emotion };
    case 'type-scenario-prompt':
      return { ...state, scenarioPrompt: event.value };
    case 'leave-scenario-prompt':
      return state.promptTouched ? state : { ...state, promptTouched: true };
    case 'type-patient-name':
      return { ...state, patientName: event.value };
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as SessionWizardStep } : state;
    case 'go-to':
      return event.step < state.step ? { ...state, step: event.step } : state;
    case 'submit': {
      const { stepValid, avatarValid, promptValid } = sessionWizardStatus(state, avatars);
      if (state.step < 3)
        return stepValid ? { ...state, step: (state.step + 1) as SessionWizardStep } : state;
      if (!avatarValid) return { ...state, avatarMissing: true };
      if (!promptValid) return { ...state, promptTouched: true };
      return state;
    }
  }
}
