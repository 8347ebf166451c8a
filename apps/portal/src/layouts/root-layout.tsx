import { type LinkComponentProps, LinkProvider } from '@rebond/ui';
import { useEffect } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration, useNavigate } from 'react-router';
import { setAuthFailureListener } from '../api';
import { ConsentGate } from '../auth/consent-gate';

/** Internal links go through the router; external ones and new tabs stay plain anchors. */
function PortalLink({ href, ...props }: LinkComponentProps) {
  const external = /^[a-z]+:/i.test(href) || props.target === '_blank';
  return external ? <a href={href} {...props} /> : <RouterLink to={href} {...props} />;
}

/** Around every route: router-aware links, the app-level consent gate, and auth-failure handling. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthFailureListener(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <LinkProvider component={PortalLink}>
      <Outlet />
      <ConsentGate />
      <ScrollRestoration />
    </LinkProvider>
  );
}
