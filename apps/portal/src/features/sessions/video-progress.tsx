import { cn, useLocaleTag, useTypicalWaits, waitText } from '@rebond/ui';
import type { SEND_STAGES } from '@rebond/vocabulary';
import type { ComponentProps } from 'react';
import { useSessionScreenMessages } from './messages';
import './sessions.css';

/** The stage keys the progress can show (the SDK's `SendStage` values, plus the upload). */
export type VideoProgressStage = 'uploading' | (typeof SEND_STAGES)[number];

export interface VideoProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0 to 100. */
  percent: number;
  /** Which stage text to show. */
  stage: VideoProgressStage;
}

/** 'Creating Video...' with a progress bar, its percent, the stage text and the wait measured on the server. */
export function VideoProgress({ percent, stage, className, ...props }: VideoProgressProps) {
  const messages = useSessionScreenMessages().progress;
  const wait = waitText(useTypicalWaits().replySeconds, useLocaleTag());
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div {...props} data-slot="video-progress" className={cn('rb-video-progress', className)}>
      <p className="rb-video-progress__title">{messages.title}</p>
      <div className="rb-video-progress__bar-row">
        <div
          role="progressbar"
          aria-label={messages.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${messages.percent(value)} ${messages.stages[stage]}`}
          className="rb-video-progress__bar"
        >
          <span className="rb-video-progress__fill" style={{ width: `${value}%` }} />
        </div>
        <span className="rb-video-progress__percent" data-slot="video-progress-percent">
          {messages.percent(value)}
        </span>
      </div>
      <p
        role="status"
        className="rb-video-progress__stage"
        data-slot="video-progress-stage"
        data-stage={stage}
      >
        {messages.stages[stage]}
      </p>
      <p className="rb-sessions__muted" data-slot="video-progress-wait">
        {messages.hint(wait)}
      </p>
    </div>
  );
}
