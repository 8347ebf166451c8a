import type { AuthUser, StoredTokens } from '@rebond/sdk';
import { authStore } from './auth-store';
import { resetSignOut } from './sign-out';

/** Dashboard of a role: coaches and patients land on different screens. */
export const dashboardPath = (role: AuthUser['role'] | undefined) =>
  role === 'patient' ? '/dashboard/patient' : '/dashboard/coach';

/**
 * Records a fresh sign-in. The role is always coach on the client side, as the spec says: the
 * portal is the coaches' portal, whatever the server's record holds.
 */
export function signInAsCoach(user: AuthUser, tokens: StoredTokens, remember: boolean) {
  resetSignOut();
  authStore.getState().signIn({ ...user, role: 'coach' }, tokens, { remember });
}
