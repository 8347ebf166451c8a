import {
  type LinkComponentProps,
  LinkProvider,
  type TypicalWaits,
  TypicalWaitsProvider,
  useAuthStore,
} from '@rebond/ui';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration } from 'react-router';

/** These talk to the API: their code (and the SDK's) arrives once someone signs in. */
const ConsentGate = lazy(() => import('../auth/consent-gate').then((m) => ({ default: m.ConsentGate })));
const AutoLogout = lazy(() => import('../auth/auto-logout').then((m) => ({ default: m.AutoLogout })));
const MeasuredWaits = lazy(() => import('../auth/typical-waits').then((m) => ({ default: m.MeasuredWaits })));
const PreferencesSync = lazy(() =>
  import('../auth/preferences-sync').then((m) => ({ default: m.PreferencesSync })),
);

/** Before the server's figures arrive: no time is promised. */
const NO_WAITS: TypicalWaits = { replySeconds: null, avatarSeconds: null };

/** Internal links go through the router; external ones and new tabs stay plain anchors. */
function PortalLink({ href, ...props }: LinkComponentProps) {
  const external = /^[a-z]+:/i.test(href) || props.target === '_blank';
  return external ? <a href={href} {...props} /> : <RouterLink to={href} {...props} />;
}

/**
 * Around every route: router-aware links and, once signed in, the server's measured waits, the
 * app-level consent gate, the preferences' sync and Settings' auto-logout.
 */
export function RootLayout() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const [waits, setWaits] = useState<TypicalWaits>(NO_WAITS);
  return (
    <LinkProvider component={PortalLink}>
      <TypicalWaitsProvider waits={waits}>
        <Outlet />
      </TypicalWaitsProvider>
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <MeasuredWaits onWaits={setWaits} />
          <ConsentGate />
          <PreferencesSync />
          <AutoLogout />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </LinkProvider>
  );
}
