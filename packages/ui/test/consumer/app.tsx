/**
 * A third party's page on `@rebond/ui` from its tarball: a recorder, the consent flow, the
 * session history and the session wizard in its own markup on the public hooks, a restyled
 * `ConsentModal`, `Recorder` and `SessionWizard`, and two apps with independent auth stores.
 */
import type { Session } from '@rebond/sdk';
import { ConsentModal, createAuthStore, MessagesProvider, Recorder, SessionWizard } from '@rebond/ui';
import {
  consentFlowReducer,
  filterSessions,
  initialSessionWizard,
  sessionWizardValues,
} from '@rebond/ui/core';
import {
  AuthStoreProvider,
  useAuthStore,
  useConsentFlow,
  useRecorder,
  useSessionHistory,
  useSessionWizard,
} from '@rebond/ui/hooks';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function MyRecorder() {
  const recorder = useRecorder({ maxDurationMs: 60_000 });
  return (
    <section aria-label="My recorder" className="my-recorder" data-recorder-state={recorder.state}>
      <p>State: {recorder.state}</p>
      {recorder.state === 'recording' ? (
        <button type="button" onClick={recorder.stop}>
          Stop
        </button>
      ) : (
        <button type="button" onClick={() => void recorder.start()}>
          Record
        </button>
      )}
    </section>
  );
}

function MyConsent() {
  const flow = useConsentFlow({ type: 'session', onAccept: () => undefined, onDecline: () => undefined });
  const decline = flow.getDeclineProps();
  if (flow.state.step === 'accepted') return <p role="status">Consent saved</p>;
  return (
    <section aria-label="My consent" className="my-consent">
      <button {...flow.getDetailsToggleProps()}>Details</button>
      <ul {...flow.getDetailsProps()}>
        <li>Recordings are kept 30 days.</li>
      </ul>
      <button {...flow.getAcceptProps()}>I agree</button>
      {decline ? <button {...decline}>No thanks</button> : null}
    </section>
  );
}

const sessions = [
  {
    id: 's1',
    ended_at: null,
    conversation: [],
    videos: [],
    summary: 'Salary talk',
    avatar: { name: 'Ana', avatar_name: 'Ana' },
  },
  {
    id: 's2',
    ended_at: '2026-01-02T00:00:00Z',
    conversation: [{}],
    videos: [],
    summary: 'Breakup',
    avatar: { name: 'Bo', avatar_name: 'Bo' },
  },
] as unknown as Session[];

function MyHistory() {
  const history = useSessionHistory(sessions);
  return (
    <section aria-label="My history">
      <p>
        {history.counts.total} sessions, {history.counts.active} active
      </p>
      <label>
        Find <input {...history.getSearchProps()} />
      </label>
      <fieldset>
        <legend>Status</legend>
        {history.filterOptions.map(({ value, props }) => (
          <button key={value} {...props}>
            {value}
          </button>
        ))}
      </fieldset>
      <ol aria-label="Sessions">
        {history.shown.map((session) => (
          <li key={session.id}>{session.summary}</li>
        ))}
      </ol>
    </section>
  );
}

const avatars = [
  { id: 'a1', avatar_name: 'Ana', image_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  { id: 'a2', avatar_name: 'Bo', image_url: null },
];

function MyWizard() {
  const [created, setCreated] = useState('');
  const wizard = useSessionWizard({ avatars, onCreate: (values) => setCreated(JSON.stringify(values)) });
  const { step } = wizard.state;
  if (created) return <output aria-label="Created">{created}</output>;
  return (
    <form {...wizard.getFormProps()} aria-label="My wizard" className="my-wizard">
      <p>Step {step}</p>
      {step === 1 ? (
        <fieldset>
          <legend>Avatar</legend>
          {wizard.avatars.map((avatar) => (
            <label key={avatar.id}>
              <input {...wizard.getAvatarRadioProps(avatar)} />
              {avatar.avatar_name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {step === 2 ? (
        <label>
          <input {...wizard.getSessionTypeRadioProps(false)} /> Scenario
        </label>
      ) : null}
      {step === 3 ? (
        <>
          <label htmlFor={wizard.getScenarioPromptProps().id}>Scenario</label>
          <textarea {...wizard.getScenarioPromptProps()} />
          <p {...wizard.getScenarioPromptHintProps()}>What happens</p>
        </>
      ) : null}
      <button {...wizard.getNextProps()}>{step === 3 ? 'Create' : 'Next'}</button>
    </form>
  );
}

const clinic = createAuthStore({ storageKey: 'clinic-auth' });
const partner = createAuthStore({ storageKey: 'partner-auth' });

function WhoIsSignedIn({ label }: { label: string }) {
  const name = useAuthStore((state) => state.user?.name ?? 'nobody');
  return (
    <p data-app={label}>
      {label}: {name}
    </p>
  );
}

Object.assign(window, {
  rebond: {
    clinic,
    partner,
    coreAnswers: {
      declineNeedsConfirmation: consentFlowReducer(
        { type: 'platform', step: 'asking', details: false, answer: null, failed: false },
        { type: 'decline' },
      ).step,
      activeSessions: filterSessions(sessions, '', 'active').length,
      wizardOnStepOne: sessionWizardValues(initialSessionWizard('a1'), avatars) ?? 'not yet',
    },
  },
});

function RestyledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show the consent modal
      </button>
      <ConsentModal
        type="session"
        open={open}
        onAccept={() => setOpen(false)}
        className="my-dialog"
        classNames={{ title: 'my-title' }}
      />
    </>
  );
}

function RestyledParts() {
  return (
    <section aria-label="Restyled parts">
      <Recorder className="my-styled-recorder" classNames={{ start: 'my-start', idle: 'my-idle' }} />
      <SessionWizard
        avatars={avatars}
        onCreate={() => undefined}
        className="my-session-wizard"
        classNames={{ title: 'my-wizard-title', stepItem: 'my-step', next: 'my-next' }}
      />
    </section>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <MessagesProvider locale="en" messages={{ en: { consent: { accept: 'Yes, record me' } } }}>
    <main>
      <h1>Host page</h1>
      <MyRecorder />
      <MyConsent />
      <MyHistory />
      <MyWizard />
      <RestyledParts />
      <AuthStoreProvider store={clinic}>
        <WhoIsSignedIn label="Clinic" />
      </AuthStoreProvider>
      <AuthStoreProvider store={partner}>
        <WhoIsSignedIn label="Partner" />
      </AuthStoreProvider>
      <RestyledModal />
    </main>
  </MessagesProvider>,
);
