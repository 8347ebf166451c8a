import { type ConsentType, consentVersions } from '@rebond/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { consentStore } from '../auth/consent-store';

/** The cache keys of the coach's consent ledger. */
export const consentKeys = { list: ['consents'] as const };

/** Each consent's latest record in the server's ledger (`GET /consents`). */
export function useConsents() {
  return useQuery({ queryKey: consentKeys.list, queryFn: ({ signal }) => api.consents.list({ signal }) });
}

/**
 * Withdrawing a consent: recorded as not granted at the text's version, then the ledger is read
 * again. Withdrawing the platform consent asks for it again at once.
 */
export function useWithdrawConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: ConsentType) =>
      api.consents.create({ type, granted: false, version: consentVersions[type] }),
    onSuccess: (_record, type) => {
      if (type === 'platform') consentStore.getState().setStatus('required');
      return client.invalidateQueries({ queryKey: consentKeys.list });
    },
  });
}
