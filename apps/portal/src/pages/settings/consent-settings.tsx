import type { ConsentRecord } from '@rebond/sdk';
import { Button, CONSENT_TYPES, consentVersions, Notice, Spinner, useLocale } from '@rebond/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { consentStore } from '../../auth/consent-store';
import { usePortalMessages } from '../../messages';

/** Settings: each consent's current state from the server's ledger, and a way to withdraw it. */
export function ConsentSettings() {
  const messages = usePortalMessages().settings;
  const locale = useLocale();
  const [records, setRecords] = useState<ConsentRecord[] | null>(null);
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      setRecords(await api.consents.list());
    } catch {
      setError(messages.loadFailed);
    }
  }, [messages.loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  const withdraw = async (type: ConsentRecord['type']) => {
    setError(undefined);
    try {
      await api.consents.create({ type, granted: false, version: consentVersions[type] });
      if (type === 'platform') consentStore.getState().setStatus('required');
      await load();
    } catch {
      setError(messages.withdrawFailed);
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
