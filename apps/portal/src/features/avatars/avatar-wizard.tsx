import {
  type AvatarWizardState,
  Button,
  ConfirmDialog,
  cn,
  creationOutcome,
  fileKey,
  Heading,
  type HeadingLevel,
  Notice,
  type WizardStep,
} from '@rebond/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { CharacterStep } from './character-step';
import { DetailsStep } from './details-step';
import { FailureDialog } from './failure-dialog';
import { useAvatarMessages } from './messages';
import { MonitorStep, ProgressBar } from './monitor-step';
import { PhotoFailure } from './photo-failure';
import { PicturesStep } from './pictures-step';
import { type AvatarCreatedDetails, SuccessDialog } from './success-dialog';
import { VoiceStep } from './voice-step';
import { QuickNav, StatusPanel, type StepMark } from './wizard-sidebar';
import './avatars.css';

/** What the page does when the user acts; the wizard itself makes no server call. */
export interface AvatarWizardActions {
  /** Continue (or Create Avatar on step 4) was pressed and the step's rules pass. */
  onContinue(): void;
  /** The user confirmed 'Are you sure you want to cancel? All progress will be lost.' */
  onCancel(): void;
  /** Re-uploads the picture and starts a new creation job. */
  onRetryAvatar(): void;
  /** Starts the voice job again from the same input. */
  onRetryVoice(): void;
  /** Clears everything and returns to step 1. */
  onReset(): void;
  /** Step 3: generate three voice previews. */
  onGeneratePreviews(): void;
  /** The failure dialog's Try Again. */
  onTryAgain(): void;
  /** Create Another (success dialog) or Create New Avatar (step 5). */
  onCreateAnother(): void;
  /** View Avatars: go to the avatars tab. */
  onViewAvatars(): void;
  /** Start Session in the success dialog: practise with the new avatar now; no button without it. */
  onStartSession?(): void;
  /** The user chose to go on without a voice in the voice prompt. */
  onVoicePromptConfirm(): void;
  /** The user stayed on the voice step. */
  onVoicePromptDismiss(): void;
}

/** The parts that take their own classes (each has `data-slot="avatar-wizard-<part>"`, kebab-cased). */
export type AvatarWizardPart =
  | 'header'
  | 'title'
  | 'intro'
  | 'steps'
  | 'step'
  | 'layout'
  | 'main'
  | 'stepTitle'
  | 'notice'
  | 'error'
  | 'footer'
  | 'previous'
  | 'cancel'
  | 'continue'
  | 'blocker'
  | 'aside';

export interface AvatarWizardProps extends AvatarWizardActions {
  /** The state from `useAvatarWizard`. */
  wizard: AvatarWizardState;
  /** A step's server work is running: Continue shows a spinner and navigation waits. @default false */
  busy?: boolean;
  /** Voice previews are being generated. @default false */
  generatingPreviews?: boolean;
  /** The last error of a step action (section 8 texts), shown above the buttons. */
  error?: string | null;
  /** A success message (voice created...). */
  notice?: string | null;
  /** Step 5 could not read the jobs. @default false */
  checkFailed?: boolean;
  /** Asks whether to go on without a voice: after an empty record step, or after voice processing failed. */
  voicePrompt?: 'noVoice' | 'voiceFailed' | null;
  /** When set and the creation is complete, the success dialog shows these details. */
  created?: AvatarCreatedDetails | null;
  /** The failure dialog offers Try Again. @default true */
  canTryAgain?: boolean;
  /** The title's heading level. @default 2 */
  headingLevel?: HeadingLevel;
  /** Classes added to the section. */
  className?: string;
  /** Classes added to each inner part. */
  classNames?: Partial<Record<AvatarWizardPart, string>>;
}

function stepMarks(wizard: AvatarWizardState, voiceSkipped: boolean): Record<WizardStep, StepMark> {
  const { step, draft } = wizard;
  const outcome = creationOutcome(draft.jobs.avatar, draft.jobs.voice);
  const mark = (target: WizardStep, failed: boolean, done: boolean): StepMark =>
    failed ? 'failed' : target === step ? 'current' : done ? 'done' : 'none';
  return {
    1: mark(1, false, Boolean(draft.avatarId) && step > 1),
    2: mark(2, draft.jobs.avatar?.status === 'failed', Boolean(draft.jobs.avatar) && step > 2),
    3: mark(
      3,
      draft.jobs.voice?.status === 'failed',
      step > 3 && (Boolean(draft.jobs.voice) || voiceSkipped),
    ),
    4: mark(4, false, step > 4),
    5: mark(5, step === 5 && outcome === 'failed', false),
  };
}

/**
 * The avatar creation wizard: a progress bar, the five steps, Previous/Cancel/Continue with the
 * cancel confirmation, the quick navigation with check or failure marks, the status panel, and
 * the failure and success dialogs. State comes from `useAvatarWizard`; the page supplies the
 * server work through the `on...` actions. `data-step` carries the step on show.
 */
export function AvatarWizard(props: AvatarWizardProps) {
  const {
    wizard,
    busy = false,
    generatingPreviews = false,
    error,
    notice,
    checkFailed = false,
    voicePrompt = null,
    created = null,
    canTryAgain = true,
    headingLevel = 2,
    className,
    classNames = {},
  } = props;
  const messages = useAvatarMessages();
  const titleId = useId();
  const blockerId = useId();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // A dialog the user closed stays closed until the jobs change or step 5 is shown again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const { step, draft } = wizard;
  useEffect(() => {
    if (step !== 5) setDismissed(null);
  }, [step]);
  const stepIndex = step - 1;
  const voiceSkipped = !draft.jobs.voice && step >= 4;
  const outcome = creationOutcome(draft.jobs.avatar, draft.jobs.voice);
  const jobsKey = `${draft.jobs.avatar?.id}:${draft.jobs.avatar?.status}:${draft.jobs.voice?.id}:${draft.jobs.voice?.status}`;
  const failureOpen = step === 5 && outcome === 'failed' && dismissed !== jobsKey;
  const successOpen = step === 5 && outcome === 'completed' && created !== null && dismissed !== jobsKey;
  const blocker = wizard.blocker ? messages.wizard.blockers[wizard.blocker] : null;
  const mainRef = useRef<HTMLFormElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // After a step change, focus goes to the new step's heading: the next thing to read, never <body>.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeadingRef.current?.focus();
  }, [step]);
  // A picture chosen from the file picker: Continue, the next thing to do, gets the focus.
  const continueRef = useRef<HTMLButtonElement>(null);
  const chosenPicture = draft.data.pictures[0];
  const pictureShown = useRef(chosenPicture);
  useEffect(() => {
    if (pictureShown.current === chosenPicture) return;
    pictureShown.current = chosenPicture;
    const active = mainRef.current?.ownerDocument.activeElement;
    if (chosenPicture && active instanceof HTMLInputElement && active.type === 'file')
      continueRef.current?.focus();
  }, [chosenPicture]);
  // A refused photo shows in the main panel from the moment its job fails, on every later step,
  // until another picture is chosen.
  const photoFailed =
    step >= 2 &&
    draft.jobs.avatar?.status === 'failed' &&
    (step > 2 || draft.pictureSource === fileKey(draft.data.pictures[0]));
  const uploadAgain = () => {
    wizard.removePicture();
    wizard.goTo(2);
    requestAnimationFrame(() =>
      mainRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus(),
    );
  };
  const stepTitle = messages.wizard.stepTitles[stepIndex];

  return (
    <section
      aria-labelledby={titleId}
      data-slot="avatar-wizard"
      data-step={step}
      data-outcome={step === 5 ? outcome : undefined}
      className={cn('rb-avatar-wizard', className)}
    >
      <header data-slot="avatar-wizard-header" className={cn('rb-avatar-wizard__header', classNames.header)}>
        <Heading
          level={headingLevel}
          id={titleId}
          data-slot="avatar-wizard-title"
          className={cn('rb-avatar-wizard__title', classNames.title)}
        >
          {messages.wizard.title}
        </Heading>
        <p data-slot="avatar-wizard-intro" className={cn('rb-avatar-wizard__intro', classNames.intro)}>
          {messages.wizard.intro}
        </p>
        <ProgressBar
          value={(step / 5) * 100}
          label={messages.wizard.progress(step, 5)}
          valueText={`${messages.wizard.progress(step, 5)}: ${messages.wizard.stepNames[stepIndex]}`}
        />
        <ol
          data-slot="avatar-wizard-steps"
          className={cn('rb-avatar-wizard__steps', classNames.steps)}
          aria-hidden="true"
        >
          {messages.wizard.stepNames.map((name, index) => (
            <li
              key={name}
              data-slot="avatar-wizard-step"
              data-state={index < stepIndex ? 'done' : index === stepIndex ? 'current' : 'upcoming'}
              className={classNames.step}
            >
              <span className="rb-avatar-wizard__step-number">{index + 1}</span>
              <span className="rb-avatar-wizard__step-name">{name}</span>
            </li>
          ))}
        </ol>
      </header>

      <div data-slot="avatar-wizard-layout" className={cn('rb-avatar-wizard__layout', classNames.layout)}>
        <form
          ref={mainRef}
          data-slot="avatar-wizard-main"
          className={cn('rb-avatar-wizard__main', classNames.main)}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step < 5 && wizard.canContinue && !busy) props.onContinue();
          }}
        >
          <Heading
            ref={stepHeadingRef}
            tabIndex={-1}
            level={Math.min(headingLevel + 1, 4) as HeadingLevel}
            data-slot="avatar-wizard-step-title"
            className={cn('rb-avatar-wizard__step-title', classNames.stepTitle)}
          >
            <span className="rb-avatar-wizard__step-count">{messages.wizard.progress(step, 5)}</span>
            {stepTitle}
          </Heading>
          {photoFailed ? (
            <PhotoFailure
              reason={draft.jobs.avatar?.error}
              onUploadAgain={uploadAgain}
              headingLevel={Math.min(headingLevel + 2, 4) as HeadingLevel}
            />
          ) : null}
          {step === 1 ? <DetailsStep wizard={wizard} /> : null}
          {step === 2 ? <PicturesStep wizard={wizard} /> : null}
          {step === 3 ? (
            <VoiceStep
              wizard={wizard}
              generating={generatingPreviews}
              onGeneratePreviews={props.onGeneratePreviews}
            />
          ) : null}
          {step === 4 ? <CharacterStep wizard={wizard} /> : null}
          {step === 5 ? (
            <MonitorStep
              avatarJob={draft.jobs.avatar}
              voiceJob={draft.jobs.voice}
              voiceSkipped={voiceSkipped}
              checkFailed={checkFailed}
            />
          ) : null}

          {notice ? (
            <Notice tone="success" data-slot="avatar-wizard-notice" className={classNames.notice}>
              {notice}
            </Notice>
          ) : null}
          {error ? (
            <Notice tone="error" data-slot="avatar-wizard-error" className={classNames.error}>
              {error}
            </Notice>
          ) : null}

          <div data-slot="avatar-wizard-footer" className={cn('rb-avatar-wizard__footer', classNames.footer)}>
            <Button
              variant="secondary"
              data-slot="avatar-wizard-previous"
              className={classNames.previous}
              disabled={step === 1 || busy}
              onClick={() => wizard.back()}
            >
              {messages.wizard.previous}
            </Button>
            <Button
              variant="ghost"
              data-slot="avatar-wizard-cancel"
              className={classNames.cancel}
              onClick={() => setConfirmCancel(true)}
            >
              {messages.wizard.cancel}
            </Button>
            {step < 5 ? (
              <Button
                ref={continueRef}
                type="submit"
                data-slot="avatar-wizard-continue"
                className={classNames.continue}
                pending={busy}
                disabled={!wizard.canContinue}
                aria-describedby={blocker ? blockerId : undefined}
              >
                {step === 4 ? messages.wizard.createAvatar : messages.wizard.continue}
              </Button>
            ) : (
              <Button
                data-slot="avatar-wizard-continue"
                className={classNames.continue}
                onClick={props.onCreateAnother}
              >
                {messages.wizard.createNew}
              </Button>
            )}
          </div>
          {blocker && step < 5 ? (
            <p
              id={blockerId}
              data-slot="avatar-wizard-blocker"
              className={cn('rb-avatar-wizard__blocker', classNames.blocker)}
            >
              {blocker}
            </p>
          ) : null}
        </form>

        <aside
          data-slot="avatar-wizard-aside"
          className={cn('rb-avatar-wizard__aside', classNames.aside)}
          aria-label={messages.statusPanel.title}
        >
          <QuickNav
            step={step}
            marks={stepMarks(wizard, voiceSkipped)}
            disabled={busy}
            onGoTo={(target) => wizard.goTo(target)}
          />
          <StatusPanel
            avatarId={draft.avatarId}
            avatarJob={draft.jobs.avatar}
            voiceJob={draft.jobs.voice}
            voiceSkipped={voiceSkipped}
            busy={busy}
            onRetryAvatar={props.onRetryAvatar}
            onRetryVoice={props.onRetryVoice}
            onReset={props.onReset}
          />
        </aside>
      </div>

      <ConfirmDialog
        open={confirmCancel}
        slot="avatar-cancel-dialog"
        title={messages.cancelDialog.title}
        body={messages.cancelDialog.body}
        confirmLabel={messages.cancelDialog.confirm}
        cancelLabel={messages.cancelDialog.keep}
        tone="danger"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          props.onCancel();
        }}
      />
      <ConfirmDialog
        open={voicePrompt !== null}
        slot="avatar-voice-prompt"
        title={messages.voicePrompt.title}
        body={voicePrompt === 'voiceFailed' ? messages.voicePrompt.voiceFailed : messages.voicePrompt.noVoice}
        confirmLabel={messages.voicePrompt.confirm}
        cancelLabel={messages.voicePrompt.stay}
        onCancel={props.onVoicePromptDismiss}
        onConfirm={props.onVoicePromptConfirm}
      />
      <FailureDialog
        open={failureOpen}
        avatarJob={draft.jobs.avatar}
        voiceJob={draft.jobs.voice}
        voiceSkipped={voiceSkipped}
        onClose={() => setDismissed(jobsKey)}
        onTryAgain={canTryAgain ? props.onTryAgain : undefined}
      />
      <SuccessDialog
        open={successOpen}
        details={created}
        onClose={() => setDismissed(jobsKey)}
        onCreateAnother={props.onCreateAnother}
        onViewAvatars={props.onViewAvatars}
        onStartSession={props.onStartSession}
      />
    </section>
  );
}
