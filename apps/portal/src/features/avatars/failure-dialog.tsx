import { AvatarDialog, Button, type PartStatus, type WizardJob } from '@rebond/ui';
import { useAvatarMessages } from './messages';
import { StatusBadge } from './status-badge';
import './avatars.css';

export interface FailureDialogProps {
  open: boolean;
  avatarJob: WizardJob | null;
  voiceJob: WizardJob | null;
  voiceSkipped: boolean;
  onClose(): void;
  /** Offers Try Again; without it only Close is shown. */
  onTryAgain?: () => void;
}

/** 'Avatar Creation Failed': the jobs with their status and reasons, the photo tips, Close and Try Again. */
export function FailureDialog({
  open,
  avatarJob,
  voiceJob,
  voiceSkipped,
  onClose,
  onTryAgain,
}: FailureDialogProps) {
  const messages = useAvatarMessages();
  const rows: { key: string; label: string; status: PartStatus; error?: string }[] = [
    {
      key: 'avatar',
      label: messages.monitor.avatarJob,
      status: avatarJob?.status ?? 'idle',
      error: avatarJob?.error,
    },
    {
      key: 'voice',
      label: messages.monitor.voiceJob,
      status: voiceJob?.status ?? (voiceSkipped ? 'skipped' : 'idle'),
      error: voiceJob?.error,
    },
  ];
  return (
    <AvatarDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      slot="avatar-failure-dialog"
      title={messages.failure.title}
      description={messages.failure.intro}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.failure.close}
          </Button>
          {onTryAgain ? <Button onClick={onTryAgain}>{messages.failure.tryAgain}</Button> : null}
        </>
      }
    >
      <h3 className="rb-dialog__subtitle">{messages.failure.jobs}</h3>
      <ul className="rb-avatar-dialog__jobs">
        {rows.map((row) => (
          <li key={row.key} data-job={row.key} data-status={row.status}>
            <span className="rb-avatar-dialog__job-name">{row.label}</span>
            <StatusBadge status={row.status}>{messages.status[row.status]}</StatusBadge>
            {row.error ? (
              <p className="rb-avatar-dialog__reason">
                <strong>{messages.failure.reason}:</strong> {row.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="rb-dialog__subtitle">{messages.failure.tipsTitle}</h3>
      <ul className="rb-dialog__list">
        {messages.failure.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </AvatarDialog>
  );
}
