import { RebondClient } from '@rebond/sdk';
import { authTokenStore, useAuthStore } from '@rebond/ui';

/** The API base: the server writes it into the page; empty means this origin. */
function apiBase(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="rebond-api-base"]')?.content ?? '';
}

type AuthFailureListener = () => void;
let onAuthFailure: AuthFailureListener = () => undefined;

/** The router registers where to send the user when their session cannot be renewed. */
export function setAuthFailureListener(listener: AuthFailureListener) {
  onAuthFailure = listener;
}

/** The portal's one API client, reading and writing tokens through the auth store. */
export const api = new RebondClient({
  baseUrl: apiBase(),
  tokens: authTokenStore,
  onAuthFailure: () => {
    useAuthStore.getState().clear();
    onAuthFailure();
  },
});
