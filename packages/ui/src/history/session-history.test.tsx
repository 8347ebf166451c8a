import type { Session } from '@rebond/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { embedSessionFixture, historyFixtures, sessionFixture } from './fixtures';
import { SessionHistory, type SessionHistoryProps } from './session-history';
import {
  coachActiveSession,
  filterSessions,
  parseDurationText,
  SESSION_FILTERS,
  sessionCounts,
  sessionSeconds,
  sessionStatus,
} from './session-history-model';

function setup(props: Partial<SessionHistoryProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onCloseSession: vi.fn(async (_session: Session) => undefined),
    onDeleteSession: vi.fn(async (_session: Session) => undefined),
    onContinue: vi.fn(),
  };
  const view = render(<SessionHistory state="ready" sessions={historyFixtures} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

const rows = () => within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');

describe('session history model', () => {
  it('derives active, and completed once ended_at is set, even before any exchange', () => {
    expect(historyFixtures.map(sessionStatus)).toEqual(['active', 'completed', 'completed']);
  });

  it('searches avatar name, summary and id case-insensitively, and filters by status', () => {
    expect(filterSessions(historyFixtures, 'MANAGER', 'all').map((s) => s.id)).toEqual([
      historyFixtures[0]?.id,
    ]);
    expect(filterSessions(historyFixtures, 'gentle talk', 'all')).toHaveLength(1);
    expect(filterSessions(historyFixtures, '1B2C3D4E', 'all')).toHaveLength(1);
    expect(filterSessions(historyFixtures, '', 'completed')).toHaveLength(2);
    expect(filterSessions(historyFixtures, 'jordan', 'active')).toHaveLength(0);
    expect(sessionCounts(historyFixtures)).toEqual({ total: 3, active: 1, completed: 2 });
  });

  it('offers Ended in the filter (spec: All, Active, Completed, Ended): the sessions with ended_at set', () => {
    expect(SESSION_FILTERS).toEqual(['all', 'active', 'completed', 'ended']);
    const ended = filterSessions(historyFixtures, '', 'ended');
    expect(ended.map((s) => s.id)).toEqual(historyFixtures.filter((s) => s.ended_at).map((s) => s.id));
    expect(ended).toHaveLength(2);
    expect(ended.every((s) => s.ended_at !== null)).toBe(true);
  });

  it('reads duration texts, else computes from start and end', () => {
    expect(parseDurationText('4m 12s')).toBe(252);
    expect(parseDurationText('1h 5m')).toBe(3900);
    expect(parseDurationText('soon')).toBeUndefined();
    expect(sessionSeconds(historyFixtures[2] as Session)).toBe(185);
    expect(sessionSeconds(historyFixtures[0] as Session)).toBeUndefined();
  });
});

describe('SessionHistory', () => {
  it('given sessions, shows the stat cards and one row per session, and passes axe', async () => {
    setup();
    const stats = screen.getByRole('list', { name: 'Session statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3Total Sessions', '1Active Sessions', '2Completed Sessions']);
    expect(rows()).toHaveLength(3);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Sam the Manager' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Dynamic');
    expect(first).toHaveTextContent('In progress');
    expect(first).toHaveTextContent('2 videos');
    const second = rows()[1] as HTMLElement;
    expect(second).toHaveTextContent('Scenario');
    expect(second).toHaveTextContent('12m 30s');
    expect(second).toHaveTextContent('Completed');
    expect(rows()[2]).toHaveTextContent('3m 5s');
    await expectNoAxeViolations();
  });

  it('shows Continue only for active sessions, and only with a continue handler', async () => {
    const { onContinue, unmount } = setup();
    expect(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(historyFixtures[0]);
    unmount();
    render(
      <SessionHistory
        state="ready"
        sessions={historyFixtures}
        onRetry={vi.fn()}
        onCloseSession={vi.fn()}
        onDeleteSession={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('when searching and filtering, narrows the rows and says when none match', async () => {
    setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'CALMER');
    expect(rows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(screen.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No sessions match your current filters.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search sessions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toHaveTextContent('Completed');
  });

  it('given no sessions, says none were created yet', async () => {
    setup({ sessions: [] });
    expect(screen.getByRole('status')).toHaveTextContent("You haven't created any sessions yet.");
    await expectNoAxeViolations();
  });

  it('while loading shows a spinner; after a failure offers Try Again', async () => {
    const { rerender, onRetry } = setup({ state: 'loading', sessions: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
    rerender(
      <SessionHistory state="error" onRetry={onRetry} onCloseSession={vi.fn()} onDeleteSession={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sessions');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('opens the details with facts, conversation roles, videos and summary', async () => {
    setup();
    await userEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Session with Jordan' });
    expect(dialog).toHaveTextContent('Scenario prompt');
    expect(dialog).toHaveTextContent('Your mother has just heard she must move to a care home.');
    expect(dialog).toHaveTextContent('Sadness');
    expect(dialog).toHaveTextContent('Jordan (a1b2c3d4)');
    const turns = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.role);
    expect(turns.map((turn) => turn.querySelector('.rb-history-turn__role')?.textContent)).toEqual([
      'System',
      'You',
      'Avatar',
    ]);
    expect(dialog).toHaveTextContent('Processing video...');
    expect(dialog).toHaveTextContent('A gentle talk about moving');
    expect(within(dialog).queryByRole('button', { name: 'Close Session' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Continue Session' })).toBeNull();
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a player for a video with a url, and the empty texts', async () => {
    const session = sessionFixture({
      videos: [{ id: 'f6a7b8c9-6666-4777-8888-d99900011122', video_url: '/media/reply.mp4' }],
      avatar_videos: 1,
    });
    setup({ sessions: [session, sessionFixture({ id: 'aaaaaaaa-0000-4000-8000-000000000000' })] });
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/reply.mp4');
    expect(dialog).toHaveTextContent('No conversation history yet');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'View Details' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('No videos created yet');
  });

  it('closes an active session from the details, and says so when it fails', async () => {
    const { onCloseSession } = setup();
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Session' }));
    expect(onCloseSession).toHaveBeenCalledWith(historyFixtures[0]);
    onCloseSession.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to close session');
  });

  it('continues an active session from the details', async () => {
    const { onContinue } = setup();
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'View Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    expect(onContinue).toHaveBeenCalledWith(historyFixtures[0]);
  });

  it('asks before deleting, naming the videos, and deletes on confirmation', async () => {
    const { onDeleteSession } = setup();
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this session?' });
    expect(confirm).toHaveAccessibleDescription(
      'This will permanently delete the session and all 2 video(s) associated with it. This action cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Session' }));
    expect(onDeleteSession).toHaveBeenCalledWith(historyFixtures[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('omits the video part when there are none, keeps the dialog open on failure, and cancels', async () => {
    const { onDeleteSession } = setup();
    await userEvent.click(within(rows()[2] as HTMLElement).getByRole('button', { name: 'View Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Session' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription(
      'This will permanently delete the session. This action cannot be undone.',
    );
    onDeleteSession.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Session' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Failed to delete session and its videos',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("marks a visitor's session from a website with the key and the site, without Continue, and deletes it", async () => {
    const openEmbed = { ...embedSessionFixture, id: 'f0f0f0f0-0000-4000-8000-000000000001', ended_at: null };
    const { onDeleteSession } = setup({ sessions: [embedSessionFixture, openEmbed] });
    const [ended, open] = rows() as HTMLElement[];
    expect(ended).toHaveAttribute('data-source', 'embed');
    expect(
      within(ended as HTMLElement).getByText('Website: Homework page · clinic.example'),
    ).toBeInTheDocument();
    expect(within(open as HTMLElement).queryByRole('button', { name: 'Continue' })).toBeNull();

    await userEvent.click(within(open as HTMLElement).getByRole('button', { name: 'View Details' }));
    const details = screen.getByRole('dialog');
    expect(within(details).getByText('Started from')).toBeInTheDocument();
    expect(within(details).getByText('Website: Homework page · clinic.example')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Continue Session' })).toBeNull();
    await expectNoAxeViolations();
    await userEvent.click(within(details).getByRole('button', { name: 'Delete Session' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Session' }),
    );
    expect(onDeleteSession).toHaveBeenCalledWith(openEmbed);
  });

  it("never takes a visitor's open session for the coach's active one", () => {
    const visitor = { ...embedSessionFixture, ended_at: null };
    expect(coachActiveSession([visitor])).toBeUndefined();
    expect(coachActiveSession([visitor, ...historyFixtures])).toBe(historyFixtures[0]);
  });

  it('speaks French', () => {
    render(
      <LocaleProvider locale="fr">
        <SessionHistory
          state="ready"
          sessions={[]}
          onRetry={vi.fn()}
          onCloseSession={vi.fn()}
          onDeleteSession={vi.fn()}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Historique des séances' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vous n’avez encore créé aucune séance.');
  });

  it('marks embed sessions in French', () => {
    render(
      <LocaleProvider locale="fr">
        <SessionHistory
          state="ready"
          sessions={[embedSessionFixture]}
          onRetry={vi.fn()}
          onCloseSession={vi.fn()}
          onDeleteSession={vi.fn()}
        />
      </LocaleProvider>,
    );
    expect(screen.getByText('Site web : Homework page · clinic.example')).toBeInTheDocument();
  });
});
