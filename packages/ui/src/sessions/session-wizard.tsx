import { EMOTIONS, type Emotion } from '@rebond/sdk';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import type { HeadingLevel } from '../primitives/heading';
import { Link } from '../primitives/link';
import { Notice } from '../primitives/notice';
import { Select } from '../primitives/select';
import { TextField } from '../primitives/text-field';
import { AvatarPicker } from './avatar-picker';
import { useSessionMessages } from './session-messages';
import type { SessionAvatar } from './session-types';
import type { SessionWizardStep, SessionWizardValues } from './session-wizard-model';
import { useSessionWizard } from './use-session-wizard';

/** The parts of the wizard that take their own classes (each has `data-slot="session-wizard-<part>"`). */
export type SessionWizardPart =
  | 'header'
  | 'title'
  | 'step'
  | 'steps'
  | 'stepItem'
  | 'body'
  | 'summary'
  | 'error'
  | 'actions'
  | 'back'
  | 'next';

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
  /** With an "already has an active session" error: the blocking session's page, linked after it. */
  activeSessionHref?: string | null;
  /** The Back button on step 1 (to /dashboard/coach); without it there is no such button. */
  onBack?(): void;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Classes added to the form (the `session-wizard` part). */
  className?: string;
  /** Classes added to each inner part. */
  classNames?: Partial<Record<SessionWizardPart, string>>;
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
  activeSessionHref = null,
  onBack,
  headingLevel = 2,
  className,
  classNames = {},
}: SessionWizardProps) {
  const messages = useSessionMessages();
  const text = messages.wizard;
  const Heading = `h${headingLevel}` as const;
  const wizard = useSessionWizard({
    avatars,
    defaultAvatarId,
    onCreate,
    pending,
    failedStep: error ? errorStep : null,
  });
  const { state, avatar: chosen } = wizard;
  const { step, dynamicSession, emotion, avatarMissing } = state;
  const setEmotion = (value: Emotion) => wizard.send({ type: 'choose-emotion', emotion: value });
  const ids = { emotion: wizard.getEmotionProps().id };
  const avatarError = wizard.getAvatarErrorProps();
  const promptError = wizard.promptError ? text.scenarioPromptRequired : null;
  const { 'data-slot': _backSlot, ...backProps } = wizard.getBackProps();
  const nextProps = wizard.getNextProps();
  const { 'data-slot': _patientSlot, ...patientNameProps } = wizard.getPatientNameProps();

  return (
    <form {...wizard.getFormProps()} className={cn('rb-wizard', className)}>
      <div data-slot="session-wizard-header" className={cn('rb-wizard__header', classNames.header)}>
        <Heading data-slot="session-wizard-title" className={cn('rb-sessions__title', classNames.title)}>
          {text.title}
        </Heading>
        <p data-slot="session-wizard-step" className={cn('rb-sessions__muted', classNames.step)}>
          {text.stepOf(step, 3)}
        </p>
      </div>
      <ol
        data-slot="session-wizard-steps"
        className={cn('rb-wizard__steps', classNames.steps)}
        aria-label={text.title}
      >
        {text.steps.map((label, index) => (
          <li
            key={label}
            {...wizard.getStepItemProps((index + 1) as SessionWizardStep)}
            className={classNames.stepItem}
          >
            <span className="rb-wizard__step-number" aria-hidden="true">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>

      <div data-slot="session-wizard-body" className={cn('rb-wizard__body', classNames.body)}>
        {step === 1 ? (
          <>
            <p className="rb-sessions__muted">
              {wizard.avatars.length ? text.chooseAvatarIntro : text.noActiveAvatar}
            </p>
            <AvatarPicker
              avatars={wizard.avatars}
              value={state.avatarId}
              onChange={(avatarId) => wizard.send({ type: 'choose-avatar', avatarId })}
              name="wizard-avatar"
              legend={text.steps[0] ?? ''}
              errorId={avatarMissing ? avatarError.id : undefined}
            />
          </>
        ) : null}

        {step === 2 ? (
          <fieldset className="rb-choice-group">
            <legend className="rb-choice-group__legend">{text.typeLegend}</legend>
            {[
              { dynamic: true, label: text.dynamic, hint: text.dynamicHint },
              { dynamic: false, label: text.scenario, hint: text.scenarioHint },
            ].map((option) => {
              const { 'data-slot': _slot, ...radio } = wizard.getSessionTypeRadioProps(option.dynamic);
              return (
                <label key={option.label} className="rb-choice" data-state={radio['data-state']}>
                  <input {...radio} name="wizard-type" />
                  <span>
                    <span className="rb-choice__label">{option.label}</span>
                    <span className="rb-choice__hint">{option.hint}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}

        {step === 3 ? (
          <div className="rb-wizard__fields">
            <dl data-slot="session-wizard-summary" className={cn('rb-wizard__summary', classNames.summary)}>
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
                <label className="rb-field__label" htmlFor={wizard.getScenarioPromptProps().id}>
                  {text.scenarioPrompt}
                  <span className="rb-field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <p className="rb-field__hint" {...wizard.getScenarioPromptHintProps()}>
                  {text.scenarioPromptHint}
                </p>
                <textarea {...wizard.getScenarioPromptProps()} className="rb-input rb-textarea" rows={5} />
                {promptError ? (
                  <p className="rb-field__error" {...wizard.getScenarioPromptErrorProps()}>
                    {promptError}
                  </p>
                ) : null}
              </div>
            )}
            <TextField label={text.patientName} {...patientNameProps} />
          </div>
        ) : null}

        {avatarMissing ? (
          <p {...avatarError} className="rb-field__error">
            {text.selectAvatar}
          </p>
        ) : null}
        {error && step === errorStep ? (
          <Notice tone="error" data-slot="session-wizard-error" className={classNames.error}>
            {error}
            {activeSessionHref ? (
              <>
                {' '}
                <Link href={activeSessionHref}>{messages.wizard.goToActive}</Link>
              </>
            ) : null}
          </Notice>
        ) : null}
      </div>

      <div data-slot="session-wizard-actions" className={cn('rb-wizard__actions', classNames.actions)}>
        {step === 1 ? (
          onBack ? (
            <Button
              variant="secondary"
              data-slot="session-wizard-back"
              className={classNames.back}
              onClick={onBack}
            >
              {text.backToDashboard}
            </Button>
          ) : (
            <span />
          )
        ) : (
          <Button
            variant="secondary"
            data-slot="session-wizard-back"
            className={classNames.back}
            {...backProps}
          >
            {text.previous}
          </Button>
        )}
        <Button {...nextProps} className={classNames.next} pending={step === 3 && pending}>
          {step < 3 ? text.next : text.create}
        </Button>
      </div>
    </form>
  );
}
