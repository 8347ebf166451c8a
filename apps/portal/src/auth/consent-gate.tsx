import { Button, ConsentModal, consentVersions, DeclineConfirmation, Notice, useAuthStore } from '@rebond/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { focusMainHeading } from '../focus-main-heading';
import { usePortalMessages } from '../messages';
import { authStore } from './auth-store';
import { signOut } from './sign-out';
import { dashboardPath } from './use-sign-in';

/**
 * The platform consent, at app level: once signed in, the server's consent ledger decides whether
 * the modal shows (so a coach who agreed on another device is not asked again). Accepting records
 * the consent with the text's version and goes to the dashboard, focus on its main heading; declining, once confirmed, signs
 * out and goes home.
 */
export function ConsentGate() {
  const messages = usePortalMessages();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const consentStatus = useAuthStore((state) => state.consentStatus);
  const showConsentModal = useAuthStore((state) => state.showConsentModal);
  const role = useAuthStore((state) => state.user?.role);
  const setConsentStatus = useAuthStore((state) => state.setConsentStatus);
  const [declining, setDeclining] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const check = useCallback(async () => {
    setFailed(false);
    setConsentStatus('checking');
    try {
      const current = await api.consents.current('platform');
      const agreed = current?.granted === true && current.version === consentVersions.platform;
      setConsentStatus(agreed ? 'granted' : 'required');
    } catch {
      if (authStore.getState().isAuthenticated) {
        setConsentStatus('unknown');
        setFailed(true);
      }
    }
  }, [setConsentStatus]);

  useEffect(() => {
    if (isAuthenticated && consentStatus === 'unknown' && !failed) void check();
  }, [isAuthenticated, consentStatus, failed, check]);

  const accept = async () => {
    setPending(true);
    try {
      await api.consents.create({ type: 'platform', granted: true, version: consentVersions.platform });
      setConsentStatus('granted');
      await navigate(dashboardPath(role));
      focusMainHeading();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const confirmDecline = async () => {
    setDeclining(false);
    await api.auth.logout();
    signOut(navigate, '/');
  };

  if (!isAuthenticated) return null;
  return (
    <>
      {failed ? (
        <div className="portal-consent-error">
          <Notice tone="error">{messages.consentCheckFailed}</Notice>
          <Button
            variant="secondary"
            onClick={() => (consentStatus === 'required' ? setFailed(false) : void check())}
          >
            {messages.retry}
          </Button>
        </div>
      ) : null}
      <ConsentModal
        type="platform"
        open={showConsentModal && !declining}
        pending={pending}
        onAccept={() => void accept()}
        onDecline={() => setDeclining(true)}
      />
      <DeclineConfirmation
        open={declining}
        onGoBack={() => setDeclining(false)}
        onConfirm={() => void confirmDecline()}
      />
    </>
  );
}
