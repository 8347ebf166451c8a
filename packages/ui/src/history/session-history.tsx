import type { Scorecard, Session } from '@rebond/sdk';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Notice } from '../primitives/notice';
import { Spinner } from '../primitives/spinner';
import { TextField } from '../primitives/text-field';
import { DeleteSessionDialog } from './delete-session-dialog';
import { DeletedAvatarBadge } from './deleted-avatar-badge';
import { EmbedSessionBadge } from './embed-session-badge';
import { useHistoryMessages } from './messages';
import { SessionAvatar } from './session-avatar';
import { SessionDetailsDialog } from './session-details-dialog';
import { isEmbedSession, sessionAvatarName, sessionStatus, sessionVideoCount } from './session-history-model';
import { SessionStatusBadge } from './session-status-badge';
import { useSessionFormat } from './use-session-format';
import { useSessionHistory } from './use-session-history';

/** Where the list stands: still loading, failed to load, or loaded. */
export type SessionHistoryState = 'loading' | 'error' | 'ready';

/** The parts that take their own classes (each has `data-slot="session-history-<part>"`, rows `session-row`). */
export type SessionHistoryPart =
  | 'header'
  | 'title'
  | 'intro'
  | 'loading'
  | 'error'
  | 'stats'
  | 'stat'
  | 'toolbar'
  | 'search'
  | 'filter'
  | 'filterOption'
  | 'empty'
  | 'list'
  | 'row'
  | 'rowActions';

export interface SessionHistoryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading, error ('Failed to load sessions' with Try Again) or ready. */
  state: SessionHistoryState;
  /** The user's sessions, when loaded. */
  sessions?: readonly Session[];
  /** The user pressed Try Again after a failed load. */
  onRetry(): void;
  /**
   * Closes an active session. When the promise rejects, the details dialog shows 'Failed to close
   * session'. The caller updates `sessions`.
   */
  onCloseSession(session: Session): Promise<unknown>;
  /**
   * Deletes a session and its videos, after the user confirmed. When the promise rejects, the
   * confirmation shows 'Failed to delete session and its videos'. The caller updates `sessions`.
   */
  onDeleteSession(session: Session): Promise<unknown>;
  /**
   * Continues an active session (goes to /session/{id}). Without it, Continue is not shown; it is
   * never shown for a visitor's session from a website (`embed` set).
   */
  onContinue?: (session: Session) => void;
  /** The level of the 'Session History' heading. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Loads a session's scorecard when its details open (`client.skills.scorecard(id, { locale })`):
   * the details then show a chip on each coach turn and the scorecard. Without it, neither is shown.
   */
  loadScorecard?: (session: Session) => Promise<Scorecard>;
  /**
   * Confirms or corrects a spoken coach turn of a session (`client.sessions.correctTurn`); the caller
   * updates `sessions` with the answer, and the scorecard is loaded again. Without it turns are read-only.
   */
  onCorrectTurn?: (session: Session, index: number, text: string) => Promise<unknown>;
  /** Classes added to each inner part (`className` goes on the section). */
  classNames?: Partial<Record<SessionHistoryPart, string>>;
}

/**
 * Session History: search (avatar name, summary or id), a status filter, three stat cards, and a
 * row per session with View Details, Delete and Continue. The details and the delete confirmation
 * are dialogs.
 */
export function SessionHistory({
  state,
  sessions = [],
  onRetry,
  onCloseSession,
  onDeleteSession,
  onContinue,
  headingLevel = 2,
  loadScorecard,
  onCorrectTurn,
  className,
  classNames = {},
  ...props
}: SessionHistoryProps) {
  const messages = useHistoryMessages();
  const headingId = useId();
  const { counts, shown, getSearchProps, filterOptions } = useSessionHistory(sessions);
  const [detailsId, setDetailsId] = useState<string>();
  const [deleteId, setDeleteId] = useState<string>();
  const [busy, setBusy] = useState<'closing' | 'deleting'>();
  const [error, setError] = useState<{ kind: 'close' | 'delete'; text: string }>();

  const detailsSession = sessions.find((session) => session.id === detailsId);
  const [scorecard, setScorecard] = useState<{ id: string; card?: Scorecard; failed?: boolean }>();
  // Reload when another session opens, its conversation grows or a turn is confirmed or corrected,
  // not on every list refresh.
  const detailsKey =
    detailsSession && detailsSession.conversation.length > 0
      ? `${detailsSession.id}:${detailsSession.conversation.length}:${JSON.stringify(
          detailsSession.conversation.map((t) => (t.heard ? [t.content, t.heard.confirmed] : 0)),
        )}`
      : '';
  const detailsRef = useRef(detailsSession);
  detailsRef.current = detailsSession;
  useEffect(() => {
    const session = detailsRef.current;
    if (!detailsKey || !session || !loadScorecard) return;
    let live = true;
    setScorecard({ id: session.id });
    loadScorecard(session).then(
      (card) => live && setScorecard({ id: session.id, card }),
      () => live && setScorecard({ id: session.id, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [detailsKey, loadScorecard]);
  const shownScorecard = scorecard && scorecard.id === detailsId ? scorecard : undefined;
  const deleteSession = sessions.find((session) => session.id === deleteId);

  const close = async (session: Session) => {
    setBusy('closing');
    setError(undefined);
    try {
      await onCloseSession(session);
    } catch {
      setError({ kind: 'close', text: messages.closeFailed });
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async (session: Session) => {
    setBusy('deleting');
    setError(undefined);
    try {
      await onDeleteSession(session);
      setDeleteId(undefined);
    } catch {
      setError({ kind: 'delete', text: messages.deleteFailed });
    } finally {
      setBusy(undefined);
    }
  };

  const askDelete = (session: Session) => {
    setError(undefined);
    setDetailsId(undefined);
    setDeleteId(session.id);
  };

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="session-history"
      data-state={state}
      className={cn('rb-history', className)}
    >
      <header data-slot="session-history-header" className={cn('rb-history__header', classNames.header)}>
        <Heading
          level={headingLevel}
          id={headingId}
          data-slot="session-history-title"
          className={cn('rb-history__title', classNames.title)}
        >
          {messages.title}
        </Heading>
        <p data-slot="session-history-intro" className={cn('rb-history__intro', classNames.intro)}>
          {messages.intro}
        </p>
      </header>

      {state === 'loading' ? (
        <div data-slot="session-history-loading" className={cn('rb-history__state', classNames.loading)}>
          <Spinner size="lg" label={messages.loading} />
        </div>
      ) : null}

      {state === 'error' ? (
        <div data-slot="session-history-error" className={cn('rb-history__state', classNames.error)}>
          <Notice tone="error">{messages.loadFailed}</Notice>
          <Button variant="secondary" onClick={onRetry}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : null}

      {state === 'ready' ? (
        <>
          <ul
            aria-label={messages.statsLabel}
            data-slot="session-history-stats"
            className={cn('rb-history-stats', classNames.stats)}
          >
            {(['total', 'active', 'completed'] as const).map((stat) => (
              <li
                key={stat}
                data-slot="session-history-stat"
                data-stat={stat}
                className={cn('rb-history-stat', classNames.stat)}
              >
                <span className="rb-history-stat__value">{counts[stat]}</span>
                <span className="rb-history-stat__label">{messages.stats[stat]}</span>
              </li>
            ))}
          </ul>

          <div data-slot="session-history-toolbar" className={cn('rb-history__toolbar', classNames.toolbar)}>
            <TextField
              {...getSearchProps()}
              label={messages.searchLabel}
              hint={messages.searchHint}
              className={cn('rb-history__search', classNames.search)}
            />
            <fieldset
              data-slot="session-history-filter"
              className={cn('rb-history-filter', classNames.filter)}
            >
              <legend className="rb-field__label">{messages.filterLabel}</legend>
              <div className="rb-history-filter__options">
                {filterOptions.map(({ value, props }) => (
                  <button
                    key={value}
                    {...props}
                    className={cn('rb-history-filter__option', classNames.filterOption)}
                  >
                    {messages.filters[value]}
                  </button>
                ))}
              </div>
            </fieldset>
          </div>

          {shown.length === 0 ? (
            <p
              data-slot="session-history-empty"
              className={cn('rb-history__empty', classNames.empty)}
              role="status"
            >
              {sessions.length === 0 ? messages.emptyNone : messages.emptyFiltered}
            </p>
          ) : (
            <ul
              aria-label={messages.listLabel}
              data-slot="session-history-list"
              className={cn('rb-history-list', classNames.list)}
            >
              {shown.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  onView={() => {
                    setError(undefined);
                    setDetailsId(session.id);
                  }}
                  onDelete={() => askDelete(session)}
                  onContinue={onContinue}
                  classNames={classNames}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}

      <SessionDetailsDialog
        session={detailsSession}
        onOpenChange={(open) => {
          if (!open) setDetailsId(undefined);
        }}
        onCloseSession={(session) => void close(session)}
        onDelete={askDelete}
        onContinue={onContinue}
        closing={busy === 'closing'}
        error={error?.kind === 'close' ? error.text : undefined}
        onCorrectTurn={
          onCorrectTurn && detailsSession
            ? async (index, text) => {
                await onCorrectTurn(detailsSession, index, text);
              }
            : undefined
        }
        {...(loadScorecard
          ? {
              scorecard: shownScorecard?.card,
              scorecardStatus: shownScorecard?.failed ? 'error' : shownScorecard?.card ? 'ready' : 'loading',
            }
          : {})}
      />
      <DeleteSessionDialog
        session={deleteSession}
        onCancel={() => {
          setError(undefined);
          setDeleteId(undefined);
        }}
        onConfirm={(session) => void remove(session)}
        pending={busy === 'deleting'}
        error={error?.kind === 'delete' ? error.text : undefined}
      />
    </section>
  );
}

interface SessionRowProps {
  session: Session;
  onView(): void;
  onDelete(): void;
  onContinue?: ((session: Session) => void) | undefined;
  classNames: Partial<Record<SessionHistoryPart, string>>;
}

function SessionRow({ session, onView, onDelete, onContinue, classNames }: SessionRowProps) {
  const messages = useHistoryMessages();
  const format = useSessionFormat();
  const nameId = useId();
  const status = sessionStatus(session);
  return (
    <li
      data-slot="session-row"
      data-state={status}
      data-status={status}
      data-source={session.embed ? 'embed' : 'coach'}
      className={cn('rb-history-row', classNames.row)}
    >
      <SessionAvatar session={session} />
      <div className="rb-history-row__main">
        <div className="rb-history-row__title">
          <h3 id={nameId} className="rb-history-row__name">
            {sessionAvatarName(session)}
          </h3>
          <SessionStatusBadge status={status} />
          {session.avatar.deleted ? <DeletedAvatarBadge /> : null}
          {session.embed ? <EmbedSessionBadge embed={session.embed} /> : null}
        </div>
        <dl className="rb-history-row__facts">
          <div>
            <dt>{messages.started}</dt>
            <dd>{format.date(session.started_at)}</dd>
          </div>
          <div>
            <dt>{messages.duration}</dt>
            <dd>{format.duration(session)}</dd>
          </div>
          <div>
            <dt>{messages.type}</dt>
            <dd>{format.type(session)}</dd>
          </div>
          <div>
            <dt className="rb-visually-hidden">{messages.details.videos}</dt>
            <dd>{messages.videoCount(sessionVideoCount(session))}</dd>
          </div>
        </dl>
      </div>
      <div data-slot="session-row-actions" className={cn('rb-history-row__actions', classNames.rowActions)}>
        <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={onView}>
          {messages.viewDetails}
        </Button>
        <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={onDelete}>
          {messages.delete}
        </Button>
        {onContinue && status === 'active' && !isEmbedSession(session) ? (
          <Button size="sm" aria-describedby={nameId} onClick={() => onContinue(session)}>
            {messages.continue}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
