import { type Avatar, pollAvatarJob } from '@rebond/sdk';
import { type QueryClient, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { sessionKeys } from './sessions';

/** The cache keys of the coach's avatars. */
export const avatarKeys = {
  list: ['avatars'] as const,
  one: (id: string | null) => ['avatars', id] as const,
};

/**
 * The coach's avatars (`GET /avatars`), shared by the avatars tab, the session screens and the
 * embed tab; each picks what it shows with `select`.
 */
export function useAvatars<T = Avatar[]>(select?: (avatars: Avatar[]) => T, enabled = true) {
  return useQuery({
    queryKey: avatarKeys.list,
    queryFn: ({ signal }) => api.avatars.list({ signal }),
    enabled,
    ...(select ? { select } : {}),
  });
}

/** One avatar (`GET /avatars/{id}`), read while there is an id; `select` picks what is shown. */
export function useAvatar<T = Avatar>(id: string | null, select?: (avatar: Avatar) => T) {
  return useQuery({
    queryKey: avatarKeys.one(id),
    queryFn: id ? ({ signal }) => api.avatars.get(id, { signal }) : skipToken,
    ...(select ? { select } : {}),
  });
}

const updateAvatar = (client: QueryClient, id: string, change: (avatar: Avatar) => Avatar) =>
  client.setQueryData<Avatar[]>(avatarKeys.list, (list) =>
    list?.map((item) => (item.id === id ? change(item) : item)),
  );

/** Saving a profile, creating a failed avatar again from a new photo, deleting: each updates the cache. */
export function useAvatarMutations() {
  const client = useQueryClient();
  const saveProfile = useMutation({
    mutationFn: ({ id, profile }: { id: string; profile: string }) =>
      api.avatars.update(id, { character_profile: profile }),
    onSuccess: (updated) => updateAvatar(client, updated.id, () => updated),
  });
  const recreate = useMutation({
    mutationFn: async ({ id, photo }: { id: string; photo: Blob }) =>
      (await api.avatars.createEmotionalAvatars(id, photo)).job_id,
    // Pending while its creation job runs; the list is read again when the job ends, either way.
    onSuccess: (jobId, { id }) => {
      updateAvatar(client, id, (avatar) => ({ ...avatar, status: 'pending' }));
      void pollAvatarJob(api, jobId)
        .catch(() => undefined)
        .then(() => client.invalidateQueries({ queryKey: avatarKeys.list }));
    },
  });
  const remove = useMutation({
    mutationFn: ({ id, deleteSessions }: { id: string; deleteSessions: boolean }) =>
      api.avatars.delete(id, { deleteSessions }),
    onSuccess: (_ack, { id }) => {
      client.setQueryData<Avatar[]>(avatarKeys.list, (list) => list?.filter((item) => item.id !== id));
      // The sessions with this avatar are gone too, or now show it as deleted.
      void client.invalidateQueries({ queryKey: sessionKeys.list });
    },
  });
  return { saveProfile, recreate, remove };
}
