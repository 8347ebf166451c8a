import * as Dialog from '@radix-ui/react-dialog';
import type { ConversationTurn, Scorecard, Session } from '@rebond/sdk';
import { useId } from 'react';
import { Button } from '../primitives/button';
import { DialogBody } from '../primitives/dialog-body';
import { Notice } from '../primitives/notice';
import { replyFileName } from '../sessions/reply-file-name';
import { VideoReplyPlayer } from '../sessions/video-reply-player';
import { HeardTurnChip, HeardTurnText } from '../skills/heard-turn';
import { ScorecardPanel } from '../skills/scorecard-panel';
import { DeletedAvatarBadge } from './deleted-avatar-badge';
import { EmbedSessionBadge } from './embed-session-badge';
import { useHistoryMessages } from './messages';
import { SessionAvatar } from './session-avatar';
import { isEmbedSession, sessionAvatarName, sessionStatus, shortId } from './session-history-model';
import { SessionStatusBadge } from './session-status-badge';
import { useSessionFormat } from './use-session-format';

export interface SessionDetailsDialogProps {
  /** The session to show; the dialog is closed while it is `undefined`. */
  session: Session | undefined;
  /** The user closed the dialog (Close, Escape or a click outside). */
  onOpenChange(open: boolean): void;
  /** The user pressed Close Session (shown for an active session only). */
  onCloseSession(session: Session): void;
  /** The user pressed Delete Session. */
  onDelete(session: Session): void;
  /** The user pressed Continue Session; without it the button is not shown. */
  onContinue?: (session: Session) => void;
  /** Closing the session is in progress. @default false */
  closing?: boolean;
  /** An error to show above the footer, such as 'Failed to close session'. */
  error?: string;
  /** The session's scorecard: chips on the coach turns, and the scorecard panel after the conversation. */
  scorecard?: Scorecard | null | undefined;
  /** Where the scorecard stands. @default 'ready' */
  scorecardStatus?: 'loading' | 'error' | 'ready';
  /** Confirms or corrects a spoken coach turn (its index in the conversation); without it turns are read-only. */
  onCorrectTurn?: ((index: number, text: string) => Promise<void>) | undefined;
}

/**
 * The details of one session: status, duration, type, emotion, avatar, scenario prompt, the
 * conversation, the videos and the summary, with Close Session, Delete Session, Continue Session
 * and Close in the footer.
 */
export function SessionDetailsDialog({
  session,
  onOpenChange,
  onCloseSession,
  onDelete,
  onContinue,
  closing = false,
  error,
  scorecard,
  scorecardStatus = 'ready',
  onCorrectTurn,
}: SessionDetailsDialogProps) {
  const messages = useHistoryMessages();
  return (
    <Dialog.Root open={session !== undefined} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="session-details-overlay" className="rb-dialog__overlay" />
        <Dialog.Content
          data-slot="session-details"
          data-status={session ? sessionStatus(session) : undefined}
          data-source={session ? (session.embed ? 'embed' : 'coach') : undefined}
          className="rb-dialog rb-history-details"
        >
          {session ? (
            <>
              <DetailsBody
                session={session}
                scorecard={scorecard}
                scorecardStatus={scorecardStatus}
                onCorrectTurn={onCorrectTurn}
              />
              {error ? (
                <Notice tone="error" className="rb-history-details__error">
                  {error}
                </Notice>
              ) : null}
              <div data-slot="session-details-actions" className="rb-dialog__actions">
                {sessionStatus(session) === 'active' ? (
                  <Button variant="secondary" pending={closing} onClick={() => onCloseSession(session)}>
                    {messages.details.closeSession}
                  </Button>
                ) : null}
                <Button variant="danger" onClick={() => onDelete(session)}>
                  {messages.details.deleteSession}
                </Button>
                {onContinue && sessionStatus(session) === 'active' && !isEmbedSession(session) ? (
                  <Button onClick={() => onContinue(session)}>{messages.details.continueSession}</Button>
                ) : null}
                <Dialog.Close asChild>
                  <Button variant="ghost">{messages.details.close}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailsBody({
  session,
  scorecard,
  scorecardStatus,
  onCorrectTurn,
}: {
  session: Session;
  scorecard: Scorecard | null | undefined;
  scorecardStatus: 'loading' | 'error' | 'ready';
  onCorrectTurn: ((index: number, text: string) => Promise<void>) | undefined;
}) {
  const messages = useHistoryMessages();
  const details = messages.details;
  const format = useSessionFormat();
  const conversationId = useId();
  const videosId = useId();
  const summaryId = useId();
  const avatarName = sessionAvatarName(session);
  return (
    <DialogBody>
      <div className="rb-history-details__header">
        <SessionAvatar session={session} size="lg" />
        <div>
          <Dialog.Title className="rb-dialog__title">{messages.sessionWith(avatarName)}</Dialog.Title>
          {session.avatar.deleted ? <DeletedAvatarBadge /> : null}
          <Dialog.Description className="rb-dialog__description">
            {details.description(format.date(session.started_at))}
          </Dialog.Description>
        </div>
      </div>
      <dl data-slot="session-details-facts" className="rb-history-facts">
        <div>
          <dt>{details.status}</dt>
          <dd>
            <SessionStatusBadge status={sessionStatus(session)} />
          </dd>
        </div>
        <div>
          <dt>{details.duration}</dt>
          <dd>{format.duration(session)}</dd>
        </div>
        <div>
          <dt>{details.type}</dt>
          <dd>{format.type(session)}</dd>
        </div>
        <div>
          <dt>{details.emotion}</dt>
          <dd>{messages.emotions[session.emotion]}</dd>
        </div>
        <div>
          <dt>{details.avatar}</dt>
          <dd>
            {avatarName} <span className="rb-history-facts__id">({shortId(session.avatar.id)})</span>
          </dd>
        </div>
        {session.embed ? (
          <div className="rb-history-facts__wide">
            <dt>{details.source}</dt>
            <dd>
              <EmbedSessionBadge embed={session.embed} />
            </dd>
          </div>
        ) : null}
        {session.session_specific_prompt ? (
          <div className="rb-history-facts__wide">
            <dt>{details.scenario}</dt>
            <dd>{session.session_specific_prompt}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby={conversationId} className="rb-history-details__section">
        <h3 id={conversationId} className="rb-dialog__subtitle">
          {details.conversation}
        </h3>
        {session.conversation.length > 0 ? (
          <ol data-slot="session-conversation" className="rb-history-conversation">
            {session.conversation.map((turn, index) => {
              const code =
                turn.role === 'user'
                  ? scorecard?.turns[
                      session.conversation.slice(0, index).filter((t) => t.role === 'user').length
                    ]
                  : undefined;
              return (
                // Turns have no id; their order never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: the conversation is append-only
                <li key={index} data-role={turn.role} className="rb-history-turn">
                  <span className="rb-turn-head">
                    <span className="rb-history-turn__role">{roleName(turn, details)}</span>
                    {turn.role === 'user' ? <HeardTurnChip turn={turn} code={code} /> : null}
                  </span>
                  {turn.role === 'user' ? (
                    <HeardTurnText
                      turn={turn}
                      textClassName="rb-history-turn__text"
                      onCorrect={onCorrectTurn ? (text) => onCorrectTurn(index, text) : undefined}
                    />
                  ) : (
                    <p className="rb-history-turn__text">{turn.content}</p>
                  )}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="rb-history-details__empty">{details.noConversation}</p>
        )}
      </section>

      {session.conversation.some((turn) => turn.role === 'user') ? (
        <ScorecardPanel
          scorecard={scorecard}
          status={scorecardStatus}
          headingLevel={3}
          className="rb-history-details__section"
        />
      ) : null}

      <section aria-labelledby={videosId} className="rb-history-details__section">
        <h3 id={videosId} className="rb-dialog__subtitle">
          {details.videos}
        </h3>
        {session.videos.length > 0 ? (
          <ul data-slot="session-videos" className="rb-history-videos">
            {session.videos.map((video, index) =>
              video.video_url ? (
                <li key={video.id}>
                  <VideoReplyPlayer
                    className="rb-history-video"
                    src={video.video_url}
                    avatarName={`${avatarName}, ${details.video(index + 1)}`}
                    download={replyFileName(session.id, index + 1)}
                    captions={
                      video.captions_url
                        ? { src: video.captions_url, srclang: video.captions_language ?? null }
                        : null
                    }
                  />
                </li>
              ) : (
                <li key={video.id} data-state="processing" className="rb-history-video--processing">
                  {details.processing}
                </li>
              ),
            )}
          </ul>
        ) : (
          <p className="rb-history-details__empty">{details.noVideos}</p>
        )}
      </section>

      <section aria-labelledby={summaryId} className="rb-history-details__section">
        <h3 id={summaryId} className="rb-dialog__subtitle">
          {details.summary}
        </h3>
        <p className={session.summary ? undefined : 'rb-history-details__empty'}>
          {session.summary || details.noSummary}
        </p>
      </section>
    </DialogBody>
  );
}

function roleName(turn: ConversationTurn, details: { you: string; avatarRole: string; system: string }) {
  if (turn.role === 'user') return details.you;
  if (turn.role === 'assistant') return details.avatarRole;
  return details.system;
}
