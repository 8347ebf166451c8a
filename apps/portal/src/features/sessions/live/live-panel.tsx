import { Button, Notice } from '@rebond/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { usePortalMessages } from '../../../messages';
import { TalkingFace } from './talking-face';
import { type LiveMode, type LiveProblem, useLiveConversation } from './use-live-conversation';

const MODES: readonly LiveMode[] = ['handsFree', 'pushToTalk'];

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
 * Live mode of the active session: how the coach talks (hands-free, or push to talk with a Talk
 * toggle button; changing it reconnects), the avatar's face, what the coach said (growing while they
 * speak) and what the avatar answers (a polite live region), Stop to cut the avatar off, and End
 * to leave live mode.
 */
export function LivePanel({ sessionId, avatarName, avatarImageUrl, onTurnSaved, onEnd }: LivePanelProps) {
  const texts = usePortalMessages().live;
  const [mode, setMode] = useState<LiveMode>('handsFree');
  const live = useLiveConversation(sessionId, onTurnSaved, mode);
  const modeName = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const problemText = (problem: LiveProblem) =>
    problem.kind === 'detail' ? problem.detail : texts.errors[problem.kind];

  return (
    <section
      className="portal-live"
      aria-labelledby="live-heading"
      data-slot="live-panel"
      data-voice={live.hearsVoice ? 'heard' : 'loading'}
    >
      <h2 id="live-heading" ref={heading} tabIndex={-1}>
        {texts.heading}
      </h2>
      <p>{texts.intro[mode]}</p>
      <fieldset className="portal-live__mode">
        <legend>{texts.mode}</legend>
        {MODES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={modeName}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {texts.modes[value]}
          </label>
        ))}
      </fieldset>
      <TalkingFace
        imageUrl={live.pictureUrl ?? avatarImageUrl}
        face={live.face}
        emotion={live.emotion}
        mouth={live.mouth}
        stress={live.stress}
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
          <p data-slot="live-reply" data-cut={live.replyCut}>
            <strong>{avatarName}:</strong> {live.replyText} {live.replyCut && <em>{texts.cutOff}</em>}
          </p>
        )}
      </div>
      {live.problem && <Notice tone="error">{problemText(live.problem)}</Notice>}
      <div className="portal-live__actions">
        {mode === 'pushToTalk' && (
          <Button
            aria-pressed={live.talking}
            onClick={live.talk}
            disabled={live.status === 'connecting' || live.status === 'ended'}
          >
            {texts.talk}
          </Button>
        )}
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
