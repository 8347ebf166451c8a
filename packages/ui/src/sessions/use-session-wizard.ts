import { canStartSession, type Emotion } from '@rebond/sdk';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
  useEffect,
  useId,
  useReducer,
} from 'react';
import type { SessionAvatar } from './session-types';
import {
  initialSessionWizard,
  type SessionWizardEvent,
  type SessionWizardState,
  type SessionWizardStatus,
  type SessionWizardStep,
  type SessionWizardValues,
  sessionWizardAvatars,
  sessionWizardReducer,
  sessionWizardStatus,
  sessionWizardValues,
} from './session-wizard-model';

export interface UseSessionWizardOptions {
  /** The coach's avatars; step 1 offers those a session can start with. */
  avatars: readonly SessionAvatar[];
  /** The avatar chosen at the start. */
  defaultAvatarId?: string | null;
  /** Create Session on step 3, with valid values. */
  onCreate(values: SessionWizardValues): void;
  /** The session is being created: Create Session and Back are ignored. @default false */
  pending?: boolean;
  /**
   * A creation failure that belongs to an earlier step (1 when the avatar was not found): the
   * wizard goes back there. Null or 3 when there is none, or it belongs to step 3.
   */
  failedStep?: SessionWizardStep | null;
}

type Slotted<T> = T & { 'data-slot': string; 'data-state'?: string };

export interface SessionWizardControls extends SessionWizardStatus {
  state: SessionWizardState;
  send(event: SessionWizardEvent): void;
  /** The avatars step 1 offers. */
  avatars: SessionAvatar[];
  /** The values Create Session would send now, or undefined while something is missing. */
  values: SessionWizardValues | undefined;
  /** The `<form>`: Next and Create Session are its submit button, so Enter goes on too. */
  getFormProps(): Slotted<{
    onSubmit(event: FormEvent): void;
    noValidate: true;
    'data-step': SessionWizardStep;
  }>;
  /** One step in the list of steps: `data-state` and `aria-current="step"` on the current one. */
  getStepItemProps(step: SessionWizardStep): Slotted<{ 'aria-current': 'step' | undefined }>;
  /** One avatar's radio in step 1 (name, value, checked, disabled when it cannot start a session). */
  getAvatarRadioProps(avatar: SessionAvatar): Slotted<ComponentPropsWithoutRef<'input'>>;
  /** The message that an avatar is needed, and its id for the avatar group's `aria-describedby`. */
  getAvatarErrorProps(): { id: string; role: 'alert'; 'data-slot': string };
  /** The radio of a dynamic session (`true`) or of a scenario-based one (`false`), step 2. */
  getSessionTypeRadioProps(dynamicSession: boolean): Slotted<ComponentPropsWithoutRef<'input'>>;
  /** The emotion control's value and change handler (a `<select>` or your own). */
  getEmotionProps(): {
    id: string;
    value: Emotion;
    onChange(event: ChangeEvent<HTMLSelectElement>): void;
  };
  /** The scenario prompt's textarea, with its hint and error wired by `aria-describedby`. */
  getScenarioPromptProps(): Slotted<ComponentPropsWithoutRef<'textarea'> & { id: string }>;
  getScenarioPromptHintProps(): { id: string };
  getScenarioPromptErrorProps(): { id: string };
  getPatientNameProps(): Slotted<ComponentPropsWithoutRef<'input'>>;
  /** Previous, on steps 2 and 3 (disabled while creating). */
  getBackProps(): Slotted<ComponentPropsWithoutRef<'button'>>;
  /** Next on steps 1 and 2, Create Session on step 3: a submit button, disabled until the step is valid. */
  getNextProps(): Slotted<ComponentPropsWithoutRef<'button'>>;
}

/**
 * The session wizard's state and the props of its parts, for your own markup: spread each
 * getter's result on your element. `SessionWizard` is built on this hook alone.
 */
export function useSessionWizard({
  avatars,
  defaultAvatarId = null,
  onCreate,
  pending = false,
  failedStep = null,
}: UseSessionWizardOptions): SessionWizardControls {
  const [state, dispatch] = useReducer(
    (current: SessionWizardState, event: SessionWizardEvent) => sessionWizardReducer(current, event, avatars),
    defaultAvatarId,
    initialSessionWizard,
  );
  const status = sessionWizardStatus(state, avatars);
  const values = sessionWizardValues(state, avatars);
  const name = useId();
  const ids = { avatarError: useId(), emotion: useId(), prompt: useId(), hint: useId(), error: useId() };

  // A failure that belongs to an earlier step (the avatar was not found) sends the coach back there.
  useEffect(() => {
    if (failedStep !== null && failedStep !== 3) dispatch({ type: 'go-to', step: failedStep });
  }, [failedStep]);

  const send = (event: SessionWizardEvent) => {
    if (event.type === 'submit' && state.step === 3) {
      if (pending) return;
      if (values) {
        onCreate(values);
        return;
      }
    }
    dispatch(event);
  };

  const describedBy = status.promptError ? `${ids.hint} ${ids.error}` : ids.hint;
  return {
    ...status,
    state,
    send,
    avatars: sessionWizardAvatars(avatars),
    values,
    getFormProps: () => ({
      'data-slot': 'session-wizard',
      'data-step': state.step,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        send({ type: 'submit' });
      },
    }),
    getStepItemProps: (step) => {
      const stepState = status.steps[step - 1]?.state ?? 'upcoming';
      return {
        'data-slot': 'session-wizard-step-item',
        'data-state': stepState,
        'aria-current': stepState === 'current' ? 'step' : undefined,
      };
    },
    getAvatarRadioProps: (avatar) => {
      const checked = state.avatarId === avatar.id;
      return {
        type: 'radio',
        name: `${name}-avatar`,
        value: avatar.id,
        checked,
        disabled: !canStartSession(avatar),
        'data-slot': 'session-wizard-avatar',
        'data-state': checked ? 'checked' : 'unchecked',
        'aria-describedby': state.avatarMissing ? ids.avatarError : undefined,
        onChange: () => send({ type: 'choose-avatar', avatarId: avatar.id }),
      };
    },
    getAvatarErrorProps: () => ({
      id: ids.avatarError,
      role: 'alert',
      'data-slot': 'session-wizard-avatar-error',
    }),
    getSessionTypeRadioProps: (dynamicSession) => {
      const checked = state.dynamicSession === dynamicSession;
      return {
        type: 'radio',
        name: `${name}-type`,
        checked,
        'data-slot': 'session-wizard-type',
        'data-state': checked ? 'checked' : 'unchecked',
        onChange: () => send({ type: 'choose-session-type', dynamicSession }),
      };
    },
    getEmotionProps: () => ({
      id: ids.emotion,
      value: state.emotion,
      onChange: (event) => send({ type: 'choose-emotion', emotion: event.target.value as Emotion }),
    }),
    getScenarioPromptProps: () => ({
      id: ids.prompt,
      required: true,
      value: state.scenarioPrompt,
      'data-slot': 'session-wizard-scenario-prompt',
      'data-state': status.promptError ? 'invalid' : 'valid',
      'aria-invalid': status.promptError || undefined,
      'aria-describedby': describedBy,
      onChange: (event) => send({ type: 'type-scenario-prompt', value: event.target.value }),
      onBlur: () => send({ type: 'leave-scenario-prompt' }),
    }),
    getScenarioPromptHintProps: () => ({ id: ids.hint }),
    getScenarioPromptErrorProps: () => ({ id: ids.error }),
    getPatientNameProps: () => ({
      value: state.patientName,
      autoComplete: 'off',
      'data-slot': 'session-wizard-patient-name',
      onChange: (event) => send({ type: 'type-patient-name', value: event.target.value }),
    }),
    getBackProps: () => ({
      type: 'button',
      disabled: pending,
      'data-slot': 'session-wizard-back',
      onClick: () => send({ type: 'back' }),
    }),
    getNextProps: () => ({
      type: 'submit',
      disabled: !status.stepValid,
      'data-slot': state.step === 3 ? 'session-wizard-create' : 'session-wizard-next',
      'data-state': state.step === 3 && pending ? 'pending' : 'idle',
    }),
  };
}
