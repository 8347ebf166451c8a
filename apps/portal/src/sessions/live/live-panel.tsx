import { Button, Notice } from '@rebond/ui';
import { useEffect, useRef } from 'react';
import { usePortalMessages } from '../../messages';
import { TalkingFace } from './talking-face';
import { type LiveProblem, useLiveConversation } from './use-live-conversation';

export interface LivePanelProps {
  sessionId: string;
  avatarName: string;
  avatarImageUrl: string;
  /** A turn was saved in the session's conversation. */
  onTurnSaved: () => void;
  /** The coach ended the live conversation. */
  onEnd: () => void;
}

/**
 * Live mode of the active session: the avatar's face, what the coach said (growing while they speak)
 * and what the avatar answers (a polite live region), Stop to cut the avatar off, and End to leave
 * live mode.
 */
export function LivePanel({ sessionId, avatarName, avatarImageUrl, onTurnSaved, onEnd }: LivePanelProps) {
  const texts = usePortalMessages().live;
  const live = useLiveConversation(sessionId, onTurnSaved);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const problemText = (problem: LiveProblem) =>
    problem.kind === 'detail' ? problem.detail : texts.errors[problem.kind];

  return (
    <section className="portal-live" aria-labelledby="live-heading" data-slot="live-panel">
      <h2 id="live-heading" ref={heading} tabIndex={-1}>
        {texts.heading}
      </h2>
      <p>{texts.intro}</p>
      <TalkingFace
        imageUrl={avatarImageUrl}
        face={live.face}
        mouth={live.mouth}
        label={texts.face(avatarName)}
      />
      {/* Busy while the coach's words are still being recognised: the text grows on screen, and a
          screen reader reads it once, whole, when the turn has ended. */}
      <div role="status" aria-live="polite" aria-busy={!live.transcriptFinal} className="portal-live__words">
        <p data-slot="live-status" data-status={live.status}>
          {texts.status[live.status]}
        </p>
        {live.transcript && (
          <p data-slot="live-transcript" data-partial={!live.transcriptFinal}>
            <strong>{texts.you}</strong> {live.transcript}
          </p>
        )}
        {live.replyText && (
          <p data-slot="live-reply">
            <strong>{avatarName}:</strong> {live.replyText}
          </p>
        )}
      </div>
      {live.problem && <Notice tone="error">{problemText(live.problem)}</Notice>}
      <div className="portal-live__actions">
        <Button variant="secondary" onClick={live.stop} disabled={live.status !== 'speaking'}>
          {texts.stop}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            live.end();
            onEnd();
          }}
        >
          {texts.end}
        </Button>
      </div>
    </section>
  );
}
