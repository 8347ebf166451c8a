import type { Session } from '@rebond/sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { historyFixtures } from './fixtures';
import { sessionAvatarName } from './session-history-model';
import { useSessionHistory } from './use-session-history';

/** A host app's own history table, on the hook alone. */
function MyHistory({ sessions }: { sessions: Session[] }) {
  const history = useSessionHistory(sessions);
  return (
    <main>
      <p>
        {history.counts.total} sessions, {history.counts.active} active
      </p>
      <label>
        Find <input {...history.getSearchProps()} />
      </label>
      <fieldset>
        <legend>Status</legend>
        {history.filterOptions.map(({ value, props }) => (
          <button key={value} {...props}>
            {value}
          </button>
        ))}
      </fieldset>
      <ol aria-label="Sessions">
        {history.shown.map((session) => (
          <li key={session.id}>{sessionAvatarName(session)}</li>
        ))}
      </ol>
    </main>
  );
}

describe('useSessionHistory in your own markup', () => {
  it('searches, filters and counts, with pressed-state filter buttons, axe clean', async () => {
    const { container } = render(<MyHistory sessions={historyFixtures} />);
    const list = screen.getByRole('list', { name: 'Sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(historyFixtures.length);
    const first = sessionAvatarName(historyFixtures[0] as Session);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find' }), first);
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((item) => item.textContent === first),
    ).toBe(true);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Find' }));
    const active = screen.getByRole('button', { name: 'active' });
    await userEvent.click(active);
    expect(active).toHaveAttribute('aria-pressed', 'true');
    expect(active).toHaveAttribute('data-state', 'on');
    const activeCount = historyFixtures.filter((session) => !session.ended_at).length;
    expect(within(list).queryAllByRole('listitem')).toHaveLength(activeCount);
    expect(screen.getByText(`${historyFixtures.length} sessions, ${activeCount} active`)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
