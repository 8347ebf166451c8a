import { buttonVariants, coachActiveSession, Link, Notice, Spinner } from '@rebond/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { PageTitle } from '../../page-title';
import './create-session-form.css';
import { useSessionScreenMessages } from './messages';

/**
 * `/session/active`: finds the coach's active session (the one without `ended_at`; a visitor's
 * session from a website is not the coach's) and goes to
 * /session/{id}; without one, says so and links to the form and the wizard that create one.
 */
export function ActiveSessionRedirectPage() {
  const text = useSessionScreenMessages().activeRedirect;
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'none' | 'error'>('loading');

  const find = useCallback(
    async (signal?: AbortSignal) => {
      setState('loading');
      try {
        const sessions = await api.sessions.listByUser();
        if (signal?.aborted) return;
        const active = coachActiveSession(sessions);
        if (active) navigate(`/session/${active.id}`, { replace: true });
        else setState('none');
      } catch {
        if (!signal?.aborted) setState('error');
      }
    },
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    void find(controller.signal);
    return () => controller.abort();
  }, [find]);

  return (
    <main id="main" className="portal-page">
      <PageTitle page="sessionActive" />
      <h1 className="rb-sessions__title">{text.title}</h1>
      {state === 'loading' ? <Spinner label={text.finding} /> : null}
      {state === 'error' ? (
        <Notice tone="error">
          {text.loadFailed}{' '}
          <button type="button" className="rb-link" onClick={() => void find()}>
            {text.retry}
          </button>
        </Notice>
      ) : null}
      {state === 'none' ? (
        <div data-slot="no-active-session" className="rb-session-form__header">
          <p>{text.none}</p>
          <p className="rb-sessions__muted">{text.noneHint}</p>
          <p className="rb-wizard__actions">
            <Link href="/session/new" className={buttonVariants({ variant: 'primary' })}>
              {text.createForm}
            </Link>
            <Link href="/session/create" className={buttonVariants({ variant: 'secondary' })}>
              {text.createWizard}
            </Link>
          </p>
          <Link href="/dashboard/coach">{text.back}</Link>
        </div>
      ) : null}
    </main>
  );
}
