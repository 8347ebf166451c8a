import { hasSession, Spinner, useAuthStore } from '@rebond/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePortalMessages } from '../messages';
import { useConsentStatus } from './consent-store';
import { type SignedOutState, sessionExpired, signedOutDestination, signedOutState } from './sign-out';

/**
 * Guards the signed-in screens: without a session it sends to /login (saying so when the session
 * expired); until the platform consent
 * is granted it shows nothing behind the consent modal, so no personal data loads before consent.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const messages = usePortalMessages();
  const location = useLocation();
  const session = useAuthStore(hasSession);
  const staleSession = useAuthStore((state) => state.isAuthenticated);
  const consentStatus = useConsentStatus();
  if (!session) {
    const destination = signedOutDestination();
    const state: SignedOutState = { from: location.pathname, expired: sessionExpired() || staleSession };
    return destination ? (
      <Navigate to={destination} replace state={signedOutState()} />
    ) : (
      <Navigate to="/login" replace state={state} />
    );
  }
  if (consentStatus !== 'granted') {
    return (
      <main id="main" className="portal-center">
        <h1 className="rb-visually-hidden">{messages.appName}</h1>
        {consentStatus === 'required' ? null : <Spinner label={messages.checkingSession} />}
      </main>
    );
  }
  return children;
}
