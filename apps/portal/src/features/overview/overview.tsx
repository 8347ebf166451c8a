import { type Session, sessionStatus } from '@rebond/sdk';
import { type ComponentProps, useId, useMemo } from 'react';
import './overview.css';
import {
  Button,
  cn,
  Heading,
  type HeadingLevel,
  Notice,
  Spinner,
  sessionVideoCount,
  useHistoryMessages,
  useLocale,
  useSessionFormat,
} from '@rebond/ui';
import { useOverviewMessages } from './messages';
import { overviewStats, recentSessions } from './overview-model';

/** Where the sessions stand: still loading, failed to load, or loaded. */
export type OverviewState = 'loading' | 'error' | 'ready';

export interface OverviewProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The name the welcome greets (first name or username); empty greets without a name. */
  userName?: string | undefined;
  /** Loading, error ('Failed to load sessions' with Try Again) or ready. */
  status: OverviewState;
  /** The user's sessions, when loaded; the stats count them all, the list shows the 5 newest. */
  sessions?: readonly Session[];
  /** The user pressed Try Again after a failed load. */
  onRetry(): void;
  /** The Launch session quick action (the caller opens the Launch Session modal). */
  onLaunch(): void;
  /** The Create Avatar quick action. */
  onCreateAvatar(): void;
  /** The Create Session quick action, and the empty state's button. */
  onCreateSession(): void;
  /** The Manage Avatars quick action. */
  onManageAvatars(): void;
  /** The user chose a recent session (the portal goes to /session/{id}). */
  onOpenSession(id: string): void;
  /** The level of the welcome heading; section headings are one below. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The dashboard overview: a welcome, four stat cards (Total Sessions, Active Sessions, Avg. Session
 * Time, Success Rate), four quick actions and the five most recent sessions; an empty state offers
 * Create Session.
 */
export function Overview({
  userName = '',
  status,
  sessions = [],
  onRetry,
  onLaunch,
  onCreateAvatar,
  onCreateSession,
  onManageAvatars,
  onOpenSession,
  headingLevel = 2,
  className,
  ...props
}: OverviewProps) {
  const messages = useOverviewMessages();
  const locale = useLocale();
  const headingId = useId();
  const recentId = useId();
  const subLevel = Math.min(headingLevel + 1, 4) as HeadingLevel;
  const stats = overviewStats(sessions);
  const recent = recentSessions(sessions);
  const numbers = useMemo(
    () => ({
      minutes: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    }),
    [locale],
  );

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="overview"
      data-state={status}
      className={cn('rb-overview', className)}
    >
      <header className="rb-overview__header">
        <Heading level={headingLevel} id={headingId} className="rb-overview__title">
          {messages.welcome(userName)}
        </Heading>
        <p className="rb-overview__intro">{messages.intro}</p>
      </header>

      {status === 'ready' ? (
        <ul aria-label={messages.statsLabel} className="rb-history-stats" data-slot="overview-stats">
          <StatCard label={messages.stats.total} value={String(stats.total)} />
          <StatCard label={messages.stats.active} value={String(stats.active)} />
          <StatCard
            label={messages.stats.averageTime}
            value={messages.minutes(numbers.minutes.format(stats.averageMinutes))}
          />
          <StatCard
            label={messages.stats.successRate}
            value={messages.percent(numbers.percent.format(stats.successRate))}
            how={messages.successRateHow}
          />
        </ul>
      ) : null}

      <nav aria-label={messages.quickActions} className="rb-overview-actions">
        <Button onClick={onLaunch}>{messages.actions.launch}</Button>
        <Button variant="secondary" onClick={onCreateAvatar}>
          {messages.actions.createAvatar}
        </Button>
        <Button variant="secondary" onClick={onCreateSession}>
          {messages.actions.createSession}
        </Button>
        <Button variant="secondary" onClick={onManageAvatars}>
          {messages.actions.manageAvatars}
        </Button>
      </nav>

      <section aria-labelledby={recentId} className="rb-overview__recent">
        <Heading level={subLevel} id={recentId} className="rb-overview__subtitle">
          {messages.recentTitle}
        </Heading>

        {status === 'loading' ? (
          <div className="rb-history__state">
            <Spinner size="lg" label={messages.loading} />
          </div>
        ) : null}

        {status === 'error' ? (
          <div className="rb-history__state" data-slot="overview-error">
            <Notice tone="error">{messages.loadFailed}</Notice>
            <Button variant="secondary" onClick={onRetry}>
              {messages.tryAgain}
            </Button>
          </div>
        ) : null}

        {status === 'ready' && recent.length === 0 ? (
          <div className="rb-overview-empty" data-slot="overview-empty">
            <p className="rb-overview-empty__title">{messages.emptyTitle}</p>
            <p className="rb-overview-empty__body">{messages.emptyBody}</p>
            <Button onClick={onCreateSession}>{messages.actions.createSession}</Button>
          </div>
        ) : null}

        {status === 'ready' && recent.length > 0 ? (
          <ul aria-labelledby={recentId} className="rb-overview-list">
            {recent.map((session) => (
              <RecentSession key={session.id} session={session} onOpen={onOpenSession} />
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}

function StatCard({ label, value, how }: { label: string; value: string; how?: string }) {
  return (
    <li className="rb-history-stat">
      <span className="rb-history-stat__value">{value}</span>
      <span className="rb-history-stat__label">{label}</span>
      {how ? (
        <span className="rb-history-stat__how" data-slot="overview-stat-how">
          {how}
        </span>
      ) : null}
    </li>
  );
}

interface RecentSessionProps {
  session: Session;
  onOpen(id: string): void;
}

function RecentSession({ session, onOpen }: RecentSessionProps) {
  const messages = useOverviewMessages();
  const history = useHistoryMessages();
  const format = useSessionFormat();
  const status = sessionStatus(session);
  const title = session.session_specific_prompt?.trim() || messages.untitled;
  return (
    <li data-slot="overview-session" data-status={status} className="rb-overview-session">
      <div className="rb-overview-session__main">
        <button
          type="button"
          className="rb-overview-session__title"
          title={title}
          onClick={() => onOpen(session.id)}
        >
          {title}
        </button>
        <span className="rb-overview-session__patient">
          {session.patient_name?.trim() || messages.patient}
        </span>
      </div>
      <dl className="rb-history-row__facts">
        <div>
          <dt>{messages.started}</dt>
          <dd>{format.date(session.started_at)}</dd>
        </div>
        <div>
          <dt>{messages.emotion}</dt>
          <dd>{history.emotions[session.emotion]}</dd>
        </div>
        <div>
          <dt>{messages.duration}</dt>
          <dd>{format.duration(session)}</dd>
        </div>
      </dl>
      <div className="rb-overview-session__side">
        <span data-slot="overview-status" data-status={status} className="rb-history-badge">
          {history.status[status]}
        </span>
        <span className="rb-overview-session__videos">{history.videoCount(sessionVideoCount(session))}</span>
      </div>
    </li>
  );
}
