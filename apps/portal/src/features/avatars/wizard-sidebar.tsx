import { Button, WIZARD_STEPS, type WizardJob, type WizardStep } from '@rebond/ui';
import { useAvatarMessages } from './messages';
import { StatusBadge } from './status-badge';
import './avatars.css';

/** What a quick-navigation entry shows beside its name. */
export type StepMark = 'done' | 'failed' | 'current' | 'none';

export interface QuickNavProps {
  step: WizardStep;
  marks: Record<WizardStep, StepMark>;
  /** Jumps to an earlier step; later steps are not offered. */
  onGoTo(step: WizardStep): void;
  disabled?: boolean;
}

/** The quick navigation panel: Details, Pictures, Voice, Character, Complete with check or failure marks. */
export function QuickNav({ step, marks, onGoTo, disabled = false }: QuickNavProps) {
  const messages = useAvatarMessages().wizard;
  return (
    <nav aria-label={messages.quickNav} data-slot="avatar-wizard-quick-nav" className="rb-avatar-wizard-nav">
      <h3 className="rb-avatar-wizard-aside__title">{messages.quickNav}</h3>
      <ol className="rb-avatar-wizard-nav__list">
        {WIZARD_STEPS.map((target, index) => {
          const mark = marks[target];
          const name = messages.quickNavNames[index];
          const reachable = target < step && !disabled;
          return (
            <li key={target}>
              <button
                type="button"
                className="rb-avatar-wizard-nav__item"
                data-mark={mark}
                aria-current={target === step ? 'step' : undefined}
                disabled={!reachable}
                onClick={() => onGoTo(target)}
              >
                <span className="rb-avatar-wizard-nav__icon" aria-hidden="true">
                  {mark === 'done' ? '✓' : mark === 'failed' ? '✕' : String(target)}
                </span>
                <span>{name}</span>
                {mark === 'done' || mark === 'failed' ? (
                  <span className="rb-visually-hidden">
                    {` (${mark === 'done' ? messages.markDone : messages.markFailed})`}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface StatusPanelProps {
  avatarId: string | null;
  avatarJob: WizardJob | null;
  /** The voice job; with `voiceSkipped` the badge says 'Skipped'. */
  voiceJob: WizardJob | null;
  voiceSkipped: boolean;
  onRetryAvatar(): void;
  onRetryVoice(): void;
  onReset(): void;
  /** Retry Voice needs the voice input still at hand. @default true */
  canRetryVoice?: boolean;
  busy?: boolean;
}

/** The status panel: avatar id prefix, job badges, Retry Avatar, Retry Voice and Reset. */
export function StatusPanel({
  avatarId,
  avatarJob,
  voiceJob,
  voiceSkipped,
  onRetryAvatar,
  onRetryVoice,
  onReset,
  canRetryVoice = true,
  busy = false,
}: StatusPanelProps) {
  const messages = useAvatarMessages();
  const avatarStatus = avatarJob?.status ?? 'idle';
  const voiceStatus = voiceJob?.status ?? (voiceSkipped ? 'skipped' : 'idle');
  return (
    <section
      aria-label={messages.statusPanel.title}
      data-slot="avatar-wizard-status"
      className="rb-avatar-wizard-status"
    >
      <h3 className="rb-avatar-wizard-aside__title">{messages.statusPanel.title}</h3>
      <dl className="rb-avatar-wizard-status__list">
        <div>
          <dt>{messages.statusPanel.avatarId}</dt>
          <dd data-slot="avatar-id-prefix">
            {avatarId ? (
              <code title={avatarId}>{avatarId.slice(0, 8)}</code>
            ) : (
              messages.statusPanel.notCreated
            )}
          </dd>
        </div>
        <div>
          <dt>{messages.statusPanel.avatarJob}</dt>
          <dd>
            <StatusBadge status={avatarStatus} data-job="avatar">
              {messages.status[avatarStatus]}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{messages.statusPanel.voiceJob}</dt>
          <dd>
            <StatusBadge status={voiceStatus} data-job="voice">
              {messages.status[voiceStatus]}
            </StatusBadge>
          </dd>
        </div>
      </dl>
      <div className="rb-avatar-wizard-status__actions">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || avatarStatus !== 'failed'}
          onClick={onRetryAvatar}
        >
          {messages.statusPanel.retryAvatar}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || voiceStatus !== 'failed' || !canRetryVoice}
          onClick={onRetryVoice}
        >
          {messages.statusPanel.retryVoice}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onReset}>
          {messages.statusPanel.reset}
        </Button>
      </div>
    </section>
  );
}
