import { isRebondError } from '@rebond/sdk';
import { type HeadingLevel, Notice, SessionWizard, Spinner } from '@rebond/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { useErrorMessage } from '../../use-error-message';
import { blockingSessionHref } from './blocking-session';
import { useSessionScreenMessages } from './messages';
import { useSessionAvatars } from './use-session-avatars';

export interface SessionWizardPanelProps {
  /** The avatar to start with (from the avatars tab or page). */
  defaultAvatarId?: string | null;
  /** Back on step 1. */
  onBack(): void;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The session wizard wired to the API: step 3 creates the session, then goes to /session/{id}.
 * Errors follow spec section 8 for the wizard (a 404 returns to step 1).
 */
export function SessionWizardPanel({
  defaultAvatarId = null,
  onBack,
  headingLevel = 2,
}: SessionWizardPanelProps) {
  const messages = useSessionScreenMessages().page;
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { avatars, state, reload } = useSessionAvatars();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; step: 1 | 3; activeHref: string | null } | null>(null);

  if (state === 'loading') return <Spinner />;
  if (state === 'error') {
    return (
      <Notice tone="error">
        {messages.avatarsLoadFailed}{' '}
        <button type="button" className="rb-link" onClick={() => void reload()}>
          {messages.retry}
        </button>
      </Notice>
    );
  }

  return (
    <SessionWizard
      avatars={avatars}
      defaultAvatarId={defaultAvatarId}
      headingLevel={headingLevel}
      pending={pending}
      error={error?.text ?? null}
      errorStep={error?.step ?? 3}
      activeSessionHref={error?.activeHref ?? null}
      onBack={onBack}
      onCreate={async (values) => {
        setPending(true);
        setError(null);
        try {
          const session = await api.sessions.create({
            avatar_id: values.avatarId,
            dynamic_session: values.dynamicSession,
            emotion: values.emotion,
            ...(values.scenarioPrompt ? { session_specific_prompt: values.scenarioPrompt } : {}),
            ...(values.patientName ? { patient_name: values.patientName } : {}),
          });
          navigate(`/session/${session.id}`);
        } catch (caught) {
          const notFound = isRebondError(caught) && caught.status === 404;
          setError({
            text: errorMessage(caught, 'sessionWizard'),
            step: notFound ? 1 : 3,
            activeHref: await blockingSessionHref(caught, 'sessionWizard'),
          });
          setPending(false);
        }
      }}
    />
  );
}
