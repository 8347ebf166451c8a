import { type ConsentStatus, createConsentStore } from '@rebond/ui';
import { useStore } from 'zustand';
import { authStore } from './auth-store';

/** The portal's platform consent state, beside its auth state and reset by each sign-in or sign-out. */
export const consentStore = createConsentStore(authStore);

/** The platform consent's status, in React. */
export const useConsentStatus = (): ConsentStatus => useStore(consentStore, (state) => state.status);
