/**
 * A composed story of a portal screen: the portal's own routes in a memory router, its auth store,
 * and `fetch` answered by the real server's recorded answers (recorded-api.ts). Signed in, the
 * story is the recorded coach.
 */
import type { LoginResponse } from '@rebond/sdk';
import { AuthStoreProvider } from '@rebond/ui';
import { Suspense, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authStore } from '../apps/portal/src/auth/auth-store';
import { signInAsCoach } from '../apps/portal/src/auth/use-sign-in';
import { routes } from '../apps/portal/src/router';
import { installRecordedApi, type Recording, recordedBody } from './recorded-api';
import '../apps/portal/src/portal.css';

export interface PortalPageProps {
  /** The portal path the story opens. */
  path: string;
  /** The location state it opens with (the dashboard reads `{ tab }`). */
  state?: unknown;
}

/** The portal at `path`. */
export function PortalPage({ path, state }: PortalPageProps) {
  const [router] = useState(() =>
    createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] }),
  );
  return (
    <AuthStoreProvider store={authStore}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AuthStoreProvider>
  );
}

/**
 * A story's `beforeEach`: the recorded API (with `overrides` first) and, when `signedIn`, the
 * recorded coach's sign-in; both undone after the story.
 */
export function recordedPortal({ signedIn = false, overrides = [] as Recording[] } = {}) {
  return () => {
    const restore = installRecordedApi(overrides);
    // Whatever an earlier story left (a sign-in), each story starts from its own state.
    authStore.getState().clear();
    if (signedIn) {
      const { user_id, access_token, refresh_token, token_type, expires_in, ...user } =
        recordedBody<LoginResponse>('auth-login');
      signInAsCoach({ ...user, id: user_id }, { access_token, refresh_token }, false);
    }
    return () => {
      authStore.getState().clear();
      restore();
    };
  };
}
