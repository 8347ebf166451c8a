import { Button, CONSENT_TYPES, type ConsentType, Notice, Spinner, useLocale } from '@rebond/ui';
import { useState } from 'react';
import { useConsents, useWithdrawConsent } from '../../data/consents';
import { usePortalMessages } from '../../messages';

/** Settings: each consent's current state from the server's ledger, and a way to withdraw it. */
export function ConsentSettings() {
  const messages = usePortalMessages().settings;
  const locale = useLocale();
  const consents = useConsents();
  const withdrawal = useWithdrawConsent();
  const [withdrawFailed, setWithdrawFailed] = useState(false);
  const records = consents.data ?? null;
  const error = withdrawFailed ? messages.withdrawFailed : consents.isError ? messages.loadFailed : undefined;

  const withdraw = async (type: ConsentType) => {
    setWithdrawFailed(false);
    try {
      await withdrawal.mutateAsync(type);
    } catch {
      setWithdrawFailed(true);
    }
  };

  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' });
  return (
    <section aria-labelledby="consent-settings" className="portal-panel">
      <h3 id="consent-settings">{messages.consentHeading}</h3>
      <p>{messages.consentIntro}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {records === null && !error ? <Spinner label={messages.consentHeading} /> : null}
      {records ? (
        <ul className="portal-consents">
          {CONSENT_TYPES.map((type) => {
            const current = records.find((record) => record.type === type);
            return (
              <li key={type} data-state={current?.granted ? 'granted' : 'not-granted'}>
                <span className="portal-consents__name">{messages.types[type]}</span>
                <span className="portal-consents__state">
                  {current
                    ? (current.granted ? messages.consentGranted : messages.consentWithdrawn)(
                        date(current.timestamp),
                      )
                    : messages.consentNever}
                </span>
                {current?.granted ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${messages.withdraw}: ${messages.types[type]}`}
                    onClick={() => void withdraw(type)}
                  >
                    {messages.withdraw}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
