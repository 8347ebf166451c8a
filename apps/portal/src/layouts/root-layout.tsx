import { type LinkComponentProps, LinkProvider, useAuthStore } from '@rebond/ui';
import { lazy, Suspense } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration } from 'react-router';

/** These talk to the API: their code (and the SDK's) arrives once someone signs in. */
const ConsentGate = lazy(() => import('../auth/consent-gate').then((m) => ({ default: m.ConsentGate })));
const AutoLogout = lazy(() => import('../auth/auto-logout').then((m) => ({ default: m.AutoLogout })));
const PreferencesSync = lazy(() =>
  import('../auth/preferences-sync').then((m) => ({ default: m.PreferencesSync })),
);

/** Internal links go through the router; external ones and new tabs stay plain anchors. */
function PortalLink({ href, ...props }: LinkComponentProps) {
  const external = /^[a-z]+:/i.test(href) || props.target === '_blank';
  return external ? <a href={href} {...props} /> : <RouterLink to={href} {...props} />;
}

/**
 * Around every route: router-aware links and, once signed in, the app-level consent gate, the
 * preferences' sync and Settings' auto-logout.
 */
export function RootLayout() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <LinkProvider component={PortalLink}>
      <Outlet />
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <ConsentGate />
          <PreferencesSync />
          <AutoLogout />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </LinkProvider>
  );
}
