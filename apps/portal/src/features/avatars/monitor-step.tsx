import {
  creationOutcome,
  Notice,
  overallPercent,
  type PartStatus,
  PROGRESS_MESSAGE_INTERVAL_MS,
  progressMessageIndex,
  useLocaleTag,
  useTypicalWaits,
  type WizardJob,
  waitText,
} from '@rebond/ui';
import { useEffect, useId, useState } from 'react';
import { useAvatarMessages } from './messages';
import { StatusBadge } from './status-badge';
import './avatars.css';

export interface MonitorStepProps {
  avatarJob: WizardJob | null;
  voiceJob: WizardJob | null;
  /** No voice was asked for: voice cloning shows 'Skipped'. */
  voiceSkipped: boolean;
  /** Reading the jobs failed ('Error occurred while checking status'). @default false */
  checkFailed?: boolean;
}

/** Step 5: each job with status and progress, the overall percent and the time remaining (from the server's measured median). */
export function MonitorStep({ avatarJob, voiceJob, voiceSkipped, checkFailed = false }: MonitorStepProps) {
  const messages = useAvatarMessages();
  const locale = useLocaleTag();
  const typical = useTypicalWaits().avatarSeconds;
  const percent = overallPercent(avatarJob, voiceJob);
  // Time left from the measured median, in proportion to what is left to do; none without a figure.
  const remaining = typical === null ? null : waitText((typical * (100 - percent)) / 100, locale);
  const outcome = creationOutcome(avatarJob, voiceJob);
  const [elapsed, setElapsed] = useState(0);
  const overallId = useId();

  useEffect(() => {
    if (outcome === 'completed' || outcome === 'failed') return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), PROGRESS_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [outcome]);

  const message = messages.monitor.messages[progressMessageIndex(elapsed, percent)];
  return (
    <div className="rb-avatar-wizard-step" data-slot="avatar-step-monitor" data-outcome={outcome}>
      {outcome === 'failed' ? (
        <Notice tone="error">{messages.monitor.jobsFailed}</Notice>
      ) : (
        <p className="rb-avatar-wizard-step__intro">{messages.monitor.intro}</p>
      )}
      <ul className="rb-avatar-wizard-jobs">
        <JobRow label={messages.monitor.avatarJob} job={avatarJob} fallback="idle" kind="avatar" />
        <JobRow
          label={messages.monitor.voiceJob}
          job={voiceJob}
          fallback={voiceSkipped ? 'skipped' : 'idle'}
          kind="voice"
        />
      </ul>
      {/* A failed creation shows what failed and why, never progress or a time left. */}
      {outcome === 'failed' ? null : (
        <div className="rb-avatar-wizard-overall">
          <div className="rb-avatar-wizard-overall__head">
            <span id={overallId} className="rb-field__label">
              {messages.monitor.overall}
            </span>
            <span data-slot="avatar-overall-percent" className="rb-avatar-wizard-overall__percent">
              {`${percent}%`}
            </span>
          </div>
          <ProgressBar value={percent} labelledBy={overallId} />
          {outcome === 'completed' ? (
            <p className="rb-avatar-wizard-overall__line" role="status">
              {messages.monitor.finished}
            </p>
          ) : (
            <>
              <p className="rb-avatar-wizard-overall__line" aria-live="polite">
                {message}
              </p>
              {remaining ? (
                <p className="rb-avatar-wizard-overall__line" data-slot="avatar-time-remaining">
                  {messages.monitor.remaining(remaining)}
                </p>
              ) : null}
            </>
          )}
          <p className="rb-field__hint" data-slot="avatar-typical-wait">
            {messages.monitor.note(waitText(typical, locale))}
          </p>
        </div>
      )}
      {checkFailed ? <Notice tone="error">{messages.monitor.checkFailed}</Notice> : null}
    </div>
  );
}

function JobRow({
  label,
  job,
  fallback,
  kind,
}: {
  label: string;
  job: WizardJob | null;
  fallback: PartStatus;
  kind: 'avatar' | 'voice';
}) {
  const messages = useAvatarMessages();
  const status = job?.status ?? fallback;
  const progress = status === 'completed' ? 100 : Math.round(job?.progress ?? 0);
  const labelId = useId();
  return (
    <li className="rb-avatar-wizard-job" data-slot="avatar-job" data-job={kind} data-status={status}>
      <div className="rb-avatar-wizard-job__head">
        <span id={labelId} className="rb-avatar-wizard-job__name">
          {label}
        </span>
        <StatusBadge status={status}>{messages.status[status]}</StatusBadge>
      </div>
      {status === 'skipped' || status === 'idle' ? null : (
        <ProgressBar
          value={progress}
          labelledBy={labelId}
          tone={status === 'failed' ? 'danger' : 'primary'}
        />
      )}
      {job?.error ? <p className="rb-field__error">{job.error}</p> : null}
    </li>
  );
}

/** A determinate progress bar (0-100). */
export function ProgressBar({
  value,
  labelledBy,
  label,
  tone = 'primary',
  valueText,
}: {
  value: number;
  labelledBy?: string;
  label?: string;
  tone?: 'primary' | 'danger';
  valueText?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      aria-labelledby={labelledBy}
      aria-label={label}
      data-tone={tone}
      className="rb-progress"
    >
      <div className="rb-progress__fill" style={{ width: `${clamped}%` }} />
    </div>
  );
}
