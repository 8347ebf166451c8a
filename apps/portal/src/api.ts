import { RebondClient } from '@rebond/sdk';
import { authTokenStore } from './auth/auth-store';
import { expireSession } from './auth/sign-out';

/** The API base: the server writes it into the page; empty means this origin. */
function apiBase(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="rebond-api-base"]')?.content ?? '';
}

/**
 * The portal's one API client, reading and writing tokens through the auth store. When a session
 * cannot be renewed, clearing the store (and noting that it expired) is enough: a signed-in screen (`RequireAuth`) then sends
 * the user to /login, and a public page stays where it is (say, the home page after deleting the
 * account, while a last request of the old session fails).
 */
export const api = new RebondClient({
  baseUrl: apiBase(),
  tokens: authTokenStore,
  onAuthFailure: expireSession,
});
