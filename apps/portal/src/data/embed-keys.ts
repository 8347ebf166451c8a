import type { EmbedKey, EmbedKeyCreateRequest } from '@rebond/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

/** The cache keys of the coach's embed keys. */
export const embedKeyKeys = { list: ['embed-keys'] as const };

/** The coach's embed keys (`GET /embed/keys`). */
export function useEmbedKeys() {
  return useQuery({
    queryKey: embedKeyKeys.list,
    queryFn: ({ signal }) => api.embedKeys.list({ signal }),
  });
}

/**
 * Creating a key (its secret is in the answer, shown once, never cached) and revoking one: the
 * cached list gets the new key, or is read again after a revocation.
 */
export function useEmbedKeyMutations() {
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (request: EmbedKeyCreateRequest) => api.embedKeys.create(request),
    onSuccess: ({ secret: _secret, ...key }) =>
      client.setQueryData<EmbedKey[]>(embedKeyKeys.list, (list) => [key, ...(list ?? [])]),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.embedKeys.revoke(id),
    onSuccess: (_ack, id) => {
      // Marked at once; the list read again then carries the server's time.
      const revokedAt = new Date().toISOString();
      client.setQueryData<EmbedKey[]>(embedKeyKeys.list, (list) =>
        list?.map((item) => (item.id === id ? { ...item, revoked_at: revokedAt } : item)),
      );
      return client.invalidateQueries({ queryKey: embedKeyKeys.list });
    },
  });
  return { create, revoke };
}
