import type { Emotion } from '@rebond/sdk';
import { canStartSession, EMOTIONS } from '@rebond/sdk';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { HeadingLevel } from '../internal/heading';
import { Button } from '../primitives/button';
import { Notice } from '../primitives/notice';
import { Select } from '../primitives/select';
import { TextField } from '../primitives/text-field';
import { AvatarPicker } from './avatar-picker';
import { useSessionMessages } from './session-messages';
import type { SessionAvatar } from './session-types';

/** What the wizard collects; `scenarioPrompt` is trimmed and only set for a scenario session. */
export interface SessionWizardValues {
  avatarId: string;
  dynamicSession: boolean;
  emotion: Emotion;
  scenarioPrompt: string | undefined;
  patientName: string | undefined;
}

export type SessionWizardStep = 1 | 2 | 3;

export interface SessionWizardProps {
  /** The coach's avatars; step 1 offers those with a picture. */
  avatars: readonly SessionAvatar[];
  /** The avatar chosen at the start (the avatars tab opens the wizard with one). */
  defaultAvatarId?: string | null;
  /** Step 3's Create Session: create the session with these values. */
  onCreate(values: SessionWizardValues): void;
  /** The session is being created. @default false */
  pending?: boolean;
  /** Why creation failed (from `toUserMessage(error, 'sessionWizard')`). */
  error?: string | null;
  /**
   * The step to show `error` on. The app passes 1 for a 404 (the avatar was not found), so the
   * wizard returns to step 1.
   * @default 3
   */
  errorStep?: SessionWizardStep;
  /** The Back button on step 1 (to /dashboard/coach); without it there is no such button. */
  onBack?(): void;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The 3-step session wizard: 1 Choose an Avatar, 2 Session Type (Dynamic Session or
 * Scenario-Based), 3 Session Configuration (emotion, scenario prompt, patient name). Next is
 * disabled until the step is valid; the step is on the root as `data-step`.
 */
export function SessionWizard({
  avatars,
  defaultAvatarId = null,
  onCreate,
  pending = false,
  error,
  errorStep = 3,
  onBack,
  headingLevel = 2,
}: SessionWizardProps) {
  const messages = useSessionMessages();
  const text = messages.wizard;
  const Heading = `h${headingLevel}` as const;
  const [step, setStep] = useState<SessionWizardStep>(1);
  const [avatarId, setAvatarId] = useState<string | null>(defaultAvatarId);
  const [dynamicSession, setDynamicSession] = useState(true);
  const [emotion, setEmotion] = useState<Emotion>('normal');
  const [scenarioPrompt, setScenarioPrompt] = useState('');
  const [patientName, setPatientName] = useState('');
  const [avatarMissing, setAvatarMissing] = useState(false);
  const [promptTouched, setPromptTouched] = useState(false);
  const ids = {
    avatarError: useId(),
    emotion: useId(),
    prompt: useId(),
    promptHint: useId(),
    promptError: useId(),
  };

  const eligible = avatars.filter(canStartSession);
  const avatarValid = eligible.some((avatar) => avatar.id === avatarId);
  const promptValid = dynamicSession || scenarioPrompt.trim().length > 0;
  const stepValid = step === 1 ? avatarValid : step === 2 ? true : promptValid;
  const chosen = eligible.find((avatar) => avatar.id === avatarId);

  // A failure that belongs to an earlier step (the avatar was not found) sends the coach back there.
  useEffect(() => {
    if (error && errorStep !== 3) setStep(errorStep);
  }, [error, errorStep]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step < 3) {
      if (stepValid) setStep((step + 1) as SessionWizardStep);
      return;
    }
    if (pending) return;
    if (!avatarValid || !avatarId) {
      setAvatarMissing(true);
      return;
    }
    if (!promptValid) {
      setPromptTouched(true);
      return;
    }
    onCreate({
      avatarId,
      dynamicSession,
      emotion,
      scenarioPrompt: dynamicSession ? undefined : scenarioPrompt.trim(),
      patientName: patientName.trim() || undefined,
    });
  }

  const promptError = !dynamicSession && promptTouched && !promptValid ? text.scenarioPromptRequired : null;

  return (
    <form data-slot="session-wizard" data-step={step} className="rb-wizard" onSubmit={submit} noValidate>
      <div className="rb-wizard__header">
        <Heading className="rb-sessions__title">{text.title}</Heading>
        <p className="rb-sessions__muted" data-slot="session-wizard-step">
          {text.stepOf(step, 3)}
        </p>
      </div>
      <ol className="rb-wizard__steps" aria-label={text.title}>
        {text.steps.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'complete' : number === step ? 'current' : 'upcoming';
          return (
            <li key={label} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="rb-wizard__step-number" aria-hidden="true">
                {number}
              </span>
              {label}
            </li>
          );
        })}
      </ol>

      <div className="rb-wizard__body">
        {step === 1 ? (
          <>
            <p className="rb-sessions__muted">
              {eligible.length ? text.chooseAvatarIntro : text.noActiveAvatar}
            </p>
            <AvatarPicker
              avatars={eligible}
              value={avatarId}
              onChange={(id) => {
                setAvatarId(id);
                setAvatarMissing(false);
              }}
              name="wizard-avatar"
              legend={text.steps[0] ?? ''}
              errorId={avatarMissing ? ids.avatarError : undefined}
            />
          </>
        ) : null}

        {step === 2 ? (
          <fieldset className="rb-choice-group">
            <legend className="rb-choice-group__legend">{text.typeLegend}</legend>
            {[
              { dynamic: true, label: text.dynamic, hint: text.dynamicHint },
              { dynamic: false, label: text.scenario, hint: text.scenarioHint },
            ].map((option) => (
              <label
                key={option.label}
                className="rb-choice"
                data-state={dynamicSession === option.dynamic ? 'checked' : 'unchecked'}
              >
                <input
                  type="radio"
                  name="wizard-type"
                  checked={dynamicSession === option.dynamic}
                  onChange={() => setDynamicSession(option.dynamic)}
                />
                <span>
                  <span className="rb-choice__label">{option.label}</span>
                  <span className="rb-choice__hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}

        {step === 3 ? (
          <div className="rb-wizard__fields">
            <dl className="rb-wizard__summary">
              <div>
                <dt>{text.summaryAvatar}</dt>
                <dd>{chosen?.avatar_name ?? '-'}</dd>
              </div>
              <div>
                <dt>{text.summaryType}</dt>
                <dd>{dynamicSession ? text.dynamic : text.scenario}</dd>
              </div>
            </dl>
            <Select<Emotion>
              id={ids.emotion}
              label={text.emotion}
              hint={text.emotionHint}
              options={EMOTIONS.map((value) => ({ value, label: messages.emotions[value] }))}
              value={emotion}
              onValueChange={setEmotion}
            />
            {dynamicSession ? null : (
              <div className="rb-field" data-invalid={promptError ? 'true' : undefined}>
                <label className="rb-field__label" htmlFor={ids.prompt}>
                  {text.scenarioPrompt}
                  <span className="rb-field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <p className="rb-field__hint" id={ids.promptHint}>
                  {text.scenarioPromptHint}
                </p>
                <textarea
                  id={ids.prompt}
                  className="rb-input rb-textarea"
                  rows={5}
                  required
                  value={scenarioPrompt}
                  aria-invalid={promptError ? true : undefined}
                  aria-describedby={promptError ? `${ids.promptHint} ${ids.promptError}` : ids.promptHint}
                  onChange={(event) => setScenarioPrompt(event.target.value)}
                  onBlur={() => setPromptTouched(true)}
                />
                {promptError ? (
                  <p className="rb-field__error" id={ids.promptError}>
                    {promptError}
                  </p>
                ) : null}
              </div>
            )}
            <TextField
              label={text.patientName}
              value={patientName}
              autoComplete="off"
              onChange={(event) => setPatientName(event.target.value)}
            />
          </div>
        ) : null}

        {avatarMissing ? (
          <p id={ids.avatarError} className="rb-field__error" role="alert">
            {text.selectAvatar}
          </p>
        ) : null}
        {error && step === errorStep ? <Notice tone="error">{error}</Notice> : null}
      </div>

      <div className="rb-wizard__actions">
        {step === 1 ? (
          onBack ? (
            <Button variant="secondary" onClick={onBack}>
              {text.backToDashboard}
            </Button>
          ) : (
            <span />
          )
        ) : (
          <Button
            variant="secondary"
            onClick={() => setStep((step - 1) as SessionWizardStep)}
            disabled={pending}
          >
            {text.previous}
          </Button>
        )}
        {step < 3 ? (
          <Button type="submit" disabled={!stepValid}>
            {text.next}
          </Button>
        ) : (
          <Button type="submit" pending={pending} disabled={!stepValid}>
            {text.create}
          </Button>
        )}
      </div>
    </form>
  );
}
