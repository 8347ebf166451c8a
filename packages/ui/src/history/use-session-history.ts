import type { Session } from '@rebond/sdk';
import { type ChangeEvent, useMemo, useState } from 'react';
import { filterSessions, SESSION_FILTERS, type SessionFilter, sessionCounts } from './session-history-model';

export interface SessionHistoryFilterOption {
  value: SessionFilter;
  /** Props of a toggle button for this filter: `aria-pressed`, `data-state="on|off"`, the click. */
  props: {
    type: 'button';
    'aria-pressed': boolean;
    'data-slot': 'session-history-filter-option';
    'data-state': 'on' | 'off';
    onClick(): void;
  };
}

export interface SessionHistoryControls {
  query: string;
  setQuery(query: string): void;
  filter: SessionFilter;
  setFilter(filter: SessionFilter): void;
  /** The sessions the search and filter keep, in their order. */
  shown: Session[];
  /** The three stat cards: total, active and completed (of all sessions, not only those shown). */
  counts: { total: number; active: number; completed: number };
  /** Props of a search input: its value and change handler. */
  getSearchProps(): { type: 'search'; value: string; onChange(event: ChangeEvent<HTMLInputElement>): void };
  /** The four status filters, each with the props of its toggle button. */
  filterOptions: SessionHistoryFilterOption[];
}

/**
 * The session history's search, status filter and stats over `sessions`, for your own markup
 * (`SessionHistory` is built on it). Filtering and counting are the framework-free
 * `filterSessions` and `sessionCounts`.
 */
export function useSessionHistory(sessions: readonly Session[]): SessionHistoryControls {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<SessionFilter>('all');
  const shown = useMemo(() => filterSessions(sessions, query, filter), [sessions, query, filter]);
  const counts = useMemo(() => sessionCounts(sessions), [sessions]);
  return {
    query,
    setQuery,
    filter,
    setFilter,
    shown,
    counts,
    getSearchProps: () => ({
      type: 'search',
      value: query,
      onChange: (event) => setQuery(event.target.value),
    }),
    filterOptions: SESSION_FILTERS.map((value) => ({
      value,
      props: {
        type: 'button',
        'aria-pressed': filter === value,
        'data-slot': 'session-history-filter-option',
        'data-state': filter === value ? 'on' : 'off',
        onClick: () => setFilter(value),
      },
    })),
  };
}
