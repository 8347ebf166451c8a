import {
  Button,
  ConsentModal,
  consentVersions,
  DeclineConfirmation,
  Notice,
  useAuthStore,
  useConsentFlow,
} from '@rebond/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { focusMainHeading } from '../focus-main-heading';
import { usePortalMessages } from '../messages';
import { authStore } from './auth-store';
import { consentStore, useConsentStatus } from './consent-store';
import { signOut } from './sign-out';
import { dashboardPath } from './use-sign-in';

/**
 * The platform consent, at app level: once signed in, the server's consent ledger decides whether
 * the modal shows (so a coach who agreed on another device is not asked again). The steps are the
 * ui's consent flow (`useConsentFlow`): accepting records the consent with the text's version and
 * goes to the dashboard, focus on its main heading; declining, once confirmed, signs out and goes
 * home. A failed save goes back to asking, with the error shown.
 */
export function ConsentGate() {
  const messages = usePortalMessages();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const role = useAuthStore((state) => state.user?.role);
  const consentStatus = useConsentStatus();
  const [checkFailed, setCheckFailed] = useState(false);

  const check = useCallback(async () => {
    const { setStatus } = consentStore.getState();
    setCheckFailed(false);
    setStatus('checking');
    try {
      const current = await api.consents.current('platform');
      const agreed = current?.granted === true && current.version === consentVersions.platform;
      setStatus(agreed ? 'granted' : 'required');
    } catch {
      if (authStore.getState().isAuthenticated) {
        setStatus('unknown');
        setCheckFailed(true);
      }
    }
  }, []);

  useEffect(() => {
    if (isAuthenticated && consentStatus === 'unknown' && !checkFailed) void check();
  }, [isAuthenticated, consentStatus, checkFailed, check]);

  const flow = useConsentFlow({
    type: 'platform',
    onAccept: async () => {
      await api.consents.create({ type: 'platform', granted: true, version: consentVersions.platform });
      consentStore.getState().setStatus('granted');
      await navigate(dashboardPath(role));
      focusMainHeading();
    },
    // Declining always leaves: signed out here even if the server cannot be told.
    onDecline: async () => {
      await api.auth.logout().catch(() => undefined);
      signOut(navigate, '/');
    },
  });
  const { step, answer, failed: saveFailed } = flow.state;
  // Asked again after a withdrawal or another sign-in: the flow starts from its first step.
  const asking = consentStatus === 'required';
  const finished = step === 'accepted' || step === 'declined';
  useEffect(() => {
    if (asking && finished) flow.send({ type: 'ask', consent: 'platform' });
  }, [asking, finished, flow]);

  if (!isAuthenticated) return null;
  const failed = checkFailed || saveFailed;
  return (
    <>
      {failed ? (
        <div className="portal-consent-error">
          <Notice tone="error">{messages.consentCheckFailed}</Notice>
          {checkFailed ? (
            <Button variant="secondary" onClick={() => void check()}>
              {messages.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConsentModal
        type="platform"
        open={asking && (step === 'asking' || (step === 'saving' && answer === 'accept'))}
        pending={step === 'saving' && answer === 'accept'}
        onAccept={() => flow.send({ type: 'accept' })}
        onDecline={() => flow.send({ type: 'decline' })}
      />
      <DeclineConfirmation
        open={asking && (step === 'confirming-decline' || (step === 'saving' && answer === 'decline'))}
        onGoBack={() => flow.send({ type: 'cancel-decline' })}
        onConfirm={() => flow.send({ type: 'confirm-decline' })}
      />
    </>
  );
}
