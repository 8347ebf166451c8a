import { Button, Notice, TextField } from '@rebond/ui';
import { type FormEvent, useState } from 'react';
import { usePortalMessages } from '../messages';

export interface TwoFactorStepProps {
  /** Sends the code; a rejection shows `error` from the page. */
  onSubmit(code: string): Promise<void>;
  /** Back to the password form. */
  onBack(): void;
  error?: string;
}

/** Sign-in's second step when two-factor sign-in is on: a code from the app or a recovery code. */
export function TwoFactorStep({ onSubmit, onBack, error }: TwoFactorStepProps) {
  const messages = usePortalMessages().twoFactor;
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !code.trim()) return;
    setPending(true);
    try {
      await onSubmit(code.trim());
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="two-factor-step"
      data-slot="two-factor-step"
      className="rb-auth-form"
      onSubmit={(event) => void submit(event)}
    >
      <div className="rb-auth-form__header">
        <h1 id="two-factor-step" className="rb-auth-form__title">
          {messages.stepHeading}
        </h1>
        <p className="rb-auth-form__subtitle">{messages.stepIntro}</p>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label={messages.code}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth pending={pending}>
        {messages.verify}
      </Button>
      <p className="rb-auth-form__switch">
        <Button variant="ghost" onClick={onBack}>
          {messages.back}
        </Button>
      </p>
    </form>
  );
}
