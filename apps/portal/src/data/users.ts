import type { User, UserUpdateRequest } from '@rebond/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

/** The cache keys of user records. */
export const userKeys = { byUsername: (username: string) => ['users', username] as const };

/** The signed-in coach's record, found by username (`GET /users/search`, as the spec says). */
export function useUserRecord(username: string | undefined) {
  return useQuery({
    queryKey: userKeys.byUsername(username ?? ''),
    queryFn: ({ signal }) => {
      if (!username) throw new Error('not signed in');
      return api.users.search(username, { signal });
    },
  });
}

/** Saving the profile: the cached record becomes the server's answer. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, values }: { user: User; values: UserUpdateRequest }) =>
      api.users.update(user.id, values),
    onSuccess: (updated) => client.setQueryData(userKeys.byUsername(updated.username), updated),
  });
}
