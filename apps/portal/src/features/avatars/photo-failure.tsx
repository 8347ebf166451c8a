import { Button, Heading, type HeadingLevel } from '@rebond/ui';
import { useId } from 'react';
import { useAvatarMessages } from './messages';
import './avatars.css';

export interface PhotoFailureProps {
  /** The server's reason ("No face found in the photo..."), when it gave one. */
  reason?: string | undefined;
  /** Goes back to the picture step with the file picker focused. */
  onUploadAgain(): void;
  /** @default 4 */
  headingLevel?: HeadingLevel;
}

/**
 * The refused photo, in the wizard's main panel where the coach looks, from the moment the job
 * fails: the reason, the photo tips and Upload Again. Announced (`role="alert"`) when it appears.
 */
export function PhotoFailure({ reason, onUploadAgain, headingLevel = 4 }: PhotoFailureProps) {
  const messages = useAvatarMessages().failure;
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      data-slot="avatar-photo-failure"
      className="rb-avatar-photo-failure"
    >
      <Heading level={headingLevel} id={titleId} className="rb-avatar-photo-failure__title">
        {messages.photoTitle}
      </Heading>
      {reason ? (
        <p className="rb-avatar-photo-failure__reason">
          <strong>{messages.reason}:</strong> {reason}
        </p>
      ) : null}
      <p className="rb-avatar-photo-failure__tips-title">{messages.tipsTitle}</p>
      <ul className="rb-dialog__list">
        {messages.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Button variant="primary" onClick={onUploadAgain}>
        {messages.uploadAgain}
      </Button>
    </section>
  );
}
