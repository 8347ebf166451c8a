import type { TwoFactorSetup, TwoFactorStatus } from '@rebond/sdk';
import '../profile/profile.css';
import { Button, Notice, PasswordField, Spinner, TextField } from '@rebond/ui';
import { type FormEvent, forwardRef, useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { usePortalMessages } from '../../messages';

type Step =
  | { name: 'status' }
  | { name: 'confirm'; setup: TwoFactorSetup }
  | { name: 'recovery'; codes: string[] };

/**
 * Settings' two-factor section (the Two-Factor Authentication button leads here): turning TOTP
 * sign-in on (password, then the QR code drawn by the server and the key, then a first code, then
 * the recovery codes, shown this once) and off (password and a code).
 */
export const TwoFactorSection = forwardRef<HTMLElement>(function TwoFactorSection(_props, ref) {
  const messages = usePortalMessages().twoFactor;
  const [status, setStatus] = useState<TwoFactorStatus>();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await api.auth.twoFactorStatus());
    } catch {
      setError(messages.loadFailed);
    }
  }, [messages.loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
    } catch {
      setError(messages.failed);
    } finally {
      setPending(false);
    }
  };

  const start = run(async () => {
    const setup = await api.auth.setupTwoFactor({ password });
    setPassword('');
    setCode('');
    setStep({ name: 'confirm', setup });
  });
  const confirm = run(async () => {
    const { recovery_codes } = await api.auth.enableTwoFactor({ code });
    setCode('');
    setStep({ name: 'recovery', codes: recovery_codes });
  });
  const disable = run(async () => {
    await api.auth.disableTwoFactor({ password, code });
    setPassword('');
    setCode('');
    setNotice(messages.turnedOff);
    await load();
  });

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="two-factor-settings" className="portal-panel">
      <h3 id="two-factor-settings">{messages.heading}</h3>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {!status && !error ? <Spinner label={messages.heading} /> : null}
      {status && step.name === 'status' ? (
        <>
          <p data-slot="two-factor-state">{status.enabled ? messages.on : messages.off}</p>
          {status.enabled ? <p>{messages.codesLeft(status.recovery_codes_left)}</p> : null}
          {status.required ? <p>{messages.required}</p> : null}
          <form
            className="rb-profile-form"
            onSubmit={(event) => void (status.enabled ? disable : start)(event)}
          >
            <PasswordField
              label={messages.password}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {status.enabled ? (
              <TextField
                label={messages.disableCode}
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            ) : null}
            <div className="rb-profile-form__actions">
              <Button type="submit" variant={status.enabled ? 'danger' : 'primary'} pending={pending}>
                {status.enabled ? messages.disable : messages.start}
              </Button>
            </div>
          </form>
        </>
      ) : null}
      {step.name === 'confirm' ? (
        <form className="rb-profile-form" onSubmit={(event) => void confirm(event)}>
          <p>{messages.scan}</p>
          <img src={step.setup.qr_code} alt={messages.qrAlt} width={200} height={200} />
          <p>
            {messages.key}: <code data-slot="two-factor-key">{step.setup.secret}</code>
          </p>
          <TextField
            label={messages.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="rb-profile-form__actions">
            <Button type="submit" pending={pending}>
              {messages.confirm}
            </Button>
          </div>
        </form>
      ) : null}
      {step.name === 'recovery' ? (
        <>
          <h4>{messages.recoveryHeading}</h4>
          <p>{messages.recoveryIntro}</p>
          <ul data-slot="recovery-codes">
            {step.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button
            onClick={() => {
              setStep({ name: 'status' });
              void load();
            }}
          >
            {messages.done}
          </Button>
        </>
      ) : null}
    </section>
  );
});
