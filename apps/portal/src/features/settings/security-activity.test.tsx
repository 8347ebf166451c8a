import type { AuditEntry } from '@rebond/sdk';
import { LocaleProvider } from '@rebond/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { SecurityActivity } from './security-activity';

const entries: AuditEntry[] = [
  {
    id: 'a3',
    action: 'password.change',
    record_type: 'user',
    record_id: 'u1',
    by_you: true,
    ip: '203.0.113.7',
    at: '2026-11-20T10:15:00Z',
  },
  {
    id: 'a2',
    action: 'embed.session',
    record_type: 'session',
    record_id: 's1',
    by_you: false,
    ip: null,
    at: '2026-11-19T08:00:00Z',
  },
  {
    id: 'a1',
    action: 'something.new',
    record_type: 'gadget',
    record_id: null,
    by_you: true,
    ip: null,
    at: '2026-11-18T08:00:00Z',
  },
];

describe('SecurityActivity', () => {
  it('lists what happened, when, and by whom, newest first, and passes axe', async () => {
    const { container } = render(<SecurityActivity status="ready" entries={entries} />);
    const list = screen.getByRole('list', { name: 'Security activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.rb-security-activity__what')?.textContent)).toEqual([
      'Password changed: account',
      'Embed session started: session',
      // An action this catalogue does not know yet is shown as the server names it.
      'something.new: gadget',
    ]);
    expect(items[0]).toHaveTextContent('by you, from 203.0.113.7');
    expect(items[1]).toHaveTextContent('by someone else');
    expect(items[2]).toHaveTextContent(/by you$/);
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:15:00Z');
    await expectNoAxeViolations(container);
  });

  it('says when there is nothing yet, shows loading, and offers a retry after a failure', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<SecurityActivity status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading security activity');
    rerender(<SecurityActivity status="ready" entries={[]} />);
    expect(screen.getByText('No activity recorded yet.')).toBeInTheDocument();
    rerender(<SecurityActivity status="error" onRetry={onRetry} />);
    expect(screen.getByText('Your security activity could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks French', () => {
    render(
      <LocaleProvider locale="fr">
        <SecurityActivity status="ready" entries={entries.slice(0, 1)} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Activité de sécurité' })).toBeInTheDocument();
    expect(screen.getByText('Mot de passe modifié : compte')).toBeInTheDocument();
    expect(screen.getByText(/par vous, depuis 203\.0\.113\.7/)).toBeInTheDocument();
  });
});
