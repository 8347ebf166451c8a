import { type LinkComponentProps, LinkProvider } from '@rebond/ui';
import { Outlet, Link as RouterLink, ScrollRestoration } from 'react-router';
import { ConsentGate } from '../auth/consent-gate';
import { PreferencesSync } from '../auth/preferences-sync';

/** Internal links go through the router; external ones and new tabs stay plain anchors. */
function PortalLink({ href, ...props }: LinkComponentProps) {
  const external = /^[a-z]+:/i.test(href) || props.target === '_blank';
  return external ? <a href={href} {...props} /> : <RouterLink to={href} {...props} />;
}

/** Around every route: router-aware links, the app-level consent gate and the preferences' sync. */
export function RootLayout() {
  return (
    <LinkProvider component={PortalLink}>
      <Outlet />
      <ConsentGate />
      <PreferencesSync />
      <ScrollRestoration />
    </LinkProvider>
  );
}
