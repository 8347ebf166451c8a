import type { UseQueryResult } from '@tanstack/react-query';

/** What a panel shows for its data: the ui's panels take these three states. */
export type PanelState = 'loading' | 'error' | 'ready';

/**
 * A query's state for a panel: ready once it has data (a failed read in the background keeps what
 * was shown), an error only when there is nothing to show and no new read is under way (a retry
 * shows as loading, as the panels expect).
 */
export function panelState(query: Pick<UseQueryResult, 'data' | 'isError' | 'isFetching'>): PanelState {
  if (query.data !== undefined) return 'ready';
  return query.isError && !query.isFetching ? 'error' : 'loading';
}
