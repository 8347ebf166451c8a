import type { Avatar, CaseFormulation } from '@rebond/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

type AvatarVersion = Pick<Avatar, 'id' | 'updated_at'>;

/**
 * An avatar's case formulation (`GET /avatars/{id}/case_formulation`), cached under the profile's
 * save time: saving the profile again (its `updated_at` moves) reads it afresh.
 */
export const caseFormulationQuery = (avatar: AvatarVersion) =>
  queryOptions({
    queryKey: ['avatars', avatar.id, 'case-formulation', avatar.updated_at] as const,
    queryFn: ({ signal }) => api.avatars.caseFormulation(avatar.id, { signal }),
  });

/** The chosen avatar's case formulation; nothing while there is no avatar. */
export function useCaseFormulation(avatar: AvatarVersion | undefined) {
  return useQuery({
    ...caseFormulationQuery(avatar ?? { id: '', updated_at: '' }),
    enabled: Boolean(avatar?.id && avatar.updated_at),
  });
}

/** Saving an edited formulation: the cache holds the server's answer. */
export function useSaveCaseFormulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ avatar, formulation }: { avatar: AvatarVersion; formulation: CaseFormulation }) =>
      api.avatars.updateCaseFormulation(avatar.id, { formulation }),
    onSuccess: (answer, { avatar }) => client.setQueryData(caseFormulationQuery(avatar).queryKey, answer),
  });
}
