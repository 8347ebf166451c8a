import { hasSession, Spinner, useAuthStore } from '@rebond/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePortalMessages } from '../messages';
import { signedOutDestination } from './sign-out';

/**
 * Guards the signed-in screens: without a session it sends to /login; until the platform consent
 * is granted it shows nothing behind the consent modal, so no personal data loads before consent.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const messages = usePortalMessages();
  const location = useLocation();
  const session = useAuthStore(hasSession);
  const consentStatus = useAuthStore((state) => state.consentStatus);
  if (!session) {
    const destination = signedOutDestination();
    return destination ? (
      <Navigate to={destination} replace />
    ) : (
      <Navigate to="/login" replace state={{ from: location.pathname }} />
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
