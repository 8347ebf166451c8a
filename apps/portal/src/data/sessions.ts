import type { Session } from '@rebond/sdk';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

/** The cache keys of the coach's sessions. */
export const sessionKeys = { list: ['sessions'] as const };

/** The coach's sessions (`GET /sessions/user`), shared by the overview, the history and the profile. */
export function useSessions<T = Session[]>(select?: (sessions: Session[]) => T) {
  return useQuery({
    queryKey: sessionKeys.list,
    queryFn: ({ signal }) => api.sessions.listByUser({ signal }),
    ...(select ? { select } : {}),
  });
}

/** Puts a session the server sent back into the cached list, in its place. */
const replaceSession = (client: QueryClient) => (session: Session) =>
  client.setQueryData<Session[]>(sessionKeys.list, (list) =>
    list?.map((item) => (item.id === session.id ? session : item)),
  );

/** Closing, correcting a heard turn and deleting a session: each updates the cached list. */
export function useSessionMutations() {
  const client = useQueryClient();
  const close = useMutation({
    mutationFn: (id: string) => api.sessions.close(id),
    onSuccess: replaceSession(client),
  });
  const correctTurn = useMutation({
    mutationFn: ({ id, index, text }: { id: string; index: number; text: string }) =>
      api.sessions.correctTurn(id, { index, text }),
    onSuccess: replaceSession(client),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.sessions.delete(id),
    onSuccess: (_ack, id) =>
      client.setQueryData<Session[]>(sessionKeys.list, (list) => list?.filter((item) => item.id !== id)),
  });
  return { close, correctTurn, remove };
}
