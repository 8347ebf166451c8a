import { LocaleProvider } from '@rebond/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { sessionFixture } from '../../test/session-fixture';
import { overviewFixtures } from './fixtures';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { Overview, type OverviewProps } from './overview';
import { overviewStats, recentSessions } from './overview-model';

function setup(props: Partial<OverviewProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onLaunch: vi.fn(),
    onCreateAvatar: vi.fn(),
    onCreateSession: vi.fn(),
    onManageAvatars: vi.fn(),
    onOpenSession: vi.fn(),
  };
  const view = render(
    <Overview userName="Maya" status="ready" sessions={overviewFixtures} {...handlers} {...props} />,
  );
  return { ...handlers, ...view };
}

const stats = () =>
  within(screen.getByRole('list', { name: 'Your practice at a glance' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const recent = () => within(screen.getByRole('list', { name: 'Recent sessions' })).getAllByRole('listitem');

describe('overview model', () => {
  it('counts sessions, averages the duration texts in minutes and rates positive completed sessions', () => {
    expect(overviewStats(overviewFixtures)).toEqual({
      total: 6,
      active: 3,
      // 10m + 5m + 2m30s + 20m over the four sessions with a duration text.
      averageMinutes: 37.5 / 4,
      // One positive out of three completed.
      successRate: 33,
    });
    expect(overviewStats([])).toEqual({
      total: 0,
      active: 0,
      averageMinutes: 0,
      successRate: 0,
    });
    const unreadable = sessionFixture({
      ended_at: '2026-11-20T14:10:00.000Z',
      duration: 'soon',
      outcome: 'positive',
    });
    expect(overviewStats([unreadable])).toMatchObject({ averageMinutes: 0, successRate: 100 });
  });

  it("leaves a visitor's open session from a website out of the active count", () => {
    const visitor = sessionFixture({
      started_at: '2026-11-20T14:00:00.000Z',
      embed: { key_id: null, key_name: 'Homework page', origin: 'https://clinic.example' },
    });
    expect(overviewStats([visitor])).toMatchObject({ total: 1, active: 0 });
  });

  it('keeps the five newest sessions by start date', () => {
    expect(recentSessions(overviewFixtures).map((session) => session.id.slice(0, 1))).toEqual([
      '3',
      '2',
      '1',
      '4',
      '5',
    ]);
    expect(recentSessions(overviewFixtures, 2)).toHaveLength(2);
  });
});

describe('Overview', () => {
  it('given sessions, greets the user, shows the four stat cards and the five newest sessions, and passes axe', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Welcome back, Maya');
    expect(stats()).toEqual([
      '6Total Sessions',
      '3Active Sessions',
      '9.4 minAvg. Session Time',
      '33%Success RateCompleted sessions with a positive outcome: the client’s resistance fell and your reflections and questions were within the MITI bands.',
    ]);
    expect(recent()).toHaveLength(5);
    expect(screen.queryByText('The oldest rehearsal.')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows each session with its title, patient, date, emotion, duration, status and videos', () => {
    setup();
    const [unnamed, active, completed] = recent();
    expect(unnamed).toHaveAttribute('data-status', 'active');
    expect(within(unnamed as HTMLElement).getByText('Patient')).toBeVisible();

    const activeRow = within(active as HTMLElement);
    expect(activeRow.getByRole('button', { name: 'Session with avatar' })).toBeVisible();
    expect(activeRow.getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(activeRow.getByText('Sadness')).toBeVisible();
    expect(activeRow.getByText('In progress')).toBeVisible();
    expect(activeRow.getByText('1 video')).toBeVisible();

    const completedRow = within(completed as HTMLElement);
    expect(
      completedRow.getByRole('button', { name: 'Your manager refuses the raise you were promised.' }),
    ).toBeVisible();
    expect(completedRow.getByText('Alex Martin')).toBeVisible();
    expect(completedRow.getByText('Completed')).toBeVisible();
    expect(completedRow.getByText('Anger')).toBeVisible();
    expect(completedRow.getByText('10m 0s')).toBeVisible();
    expect(completedRow.getByText('3 videos')).toBeVisible();
    expect(completedRow.getByText(/2026/)).toBeVisible();
  });

  it('after clicking a session title or a quick action, calls its handler', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    await user.click(within(recent()[1] as HTMLElement).getByRole('button', { name: 'Session with avatar' }));
    expect(handlers.onOpenSession).toHaveBeenCalledWith('22222222-2222-4222-8222-222222222222');
    const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    await user.click(actions.getByRole('button', { name: 'Launch session' }));
    await user.click(actions.getByRole('button', { name: 'Create Avatar' }));
    await user.click(actions.getByRole('button', { name: 'Create Session' }));
    await user.click(actions.getByRole('button', { name: 'Manage Avatars' }));
    expect(handlers.onLaunch).toHaveBeenCalledTimes(1);
    expect(handlers.onCreateAvatar).toHaveBeenCalledTimes(1);
    expect(handlers.onCreateSession).toHaveBeenCalledTimes(1);
    expect(handlers.onManageAvatars).toHaveBeenCalledTimes(1);
  });

  it('given no sessions, shows zeros and an empty state whose Create Session works, and passes axe', async () => {
    const user = userEvent.setup();
    const handlers = setup({ sessions: [], userName: '' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Welcome back$/);
    expect(stats()).toEqual([
      '0Total Sessions',
      '0Active Sessions',
      '0 minAvg. Session Time',
      '0%Success RateCompleted sessions with a positive outcome: the client’s resistance fell and your reflections and questions were within the MITI bands.',
    ]);
    expect(screen.getByText('No sessions yet')).toBeVisible();
    const empty = screen.getByText('No sessions yet').parentElement as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Create Session' }));
    expect(handlers.onCreateSession).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('while loading, shows a spinner and no stats; after an error, Try Again retries', async () => {
    const user = userEvent.setup();
    const { rerender, onRetry, ...handlers } = setup({ status: 'loading', sessions: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
    expect(screen.queryByRole('list', { name: 'Your practice at a glance' })).toBeNull();
    rerender(<Overview status="error" onRetry={onRetry} {...handlers} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sessions');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('in French, speaks French and formats the numbers the French way', () => {
    render(
      <LocaleProvider locale="fr">
        <Overview
          userName="Maya"
          status="ready"
          sessions={overviewFixtures}
          onRetry={vi.fn()}
          onLaunch={vi.fn()}
          onCreateAvatar={vi.fn()}
          onCreateSession={vi.fn()}
          onManageAvatars={vi.fn()}
          onOpenSession={vi.fn()}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bon retour, Maya');
    expect(screen.getByText('9,4 min')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lancer une séance' })).toBeVisible();
  });

  it('has every text in every locale', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        inner && typeof inner === 'object' ? keys(inner).map((k) => `${key}.${k}`) : [key],
      );
    for (const catalogue of [fr, es, de]) expect(keys(catalogue).sort()).toEqual(keys(en).sort());
  });
});
