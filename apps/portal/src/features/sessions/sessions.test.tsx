import { catalogueProblems, LOCALES, type RecorderController } from '@rebond/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { ActiveSession, type ActiveSessionData } from './active-session';
import { CreateVideoMessage } from './create-video-message';
import { LaunchSessionModal } from './launch-session-modal';
import { sessionScreenMessages } from './messages/all-locales';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: '/media/a1.png' },
  { id: 'a2', avatar_name: 'Karl', image_url: '/media/a2.png' },
  { id: 'a3', avatar_name: 'Pending one', image_url: null },
];

function recorder(overrides: Partial<RecorderController> = {}): RecorderController {
  return {
    state: 'idle',
    elapsedMs: 0,
    maxDurationMs: 180_000,
    recording: null,
    error: null,
    limitReached: false,
    requesting: false,
    start: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    stop: vi.fn(),
    reset: vi.fn(),
    requestPermission: vi.fn(),
    ...overrides,
  };
}

function finished(): RecorderController {
  const blob = new Blob(['x'], { type: 'audio/webm' });
  return recorder({
    state: 'finished',
    elapsedMs: 4_000,
    recording: {
      blob,
      file: new File([blob], 'recording.webm'),
      url: 'blob:recording',
      mimeType: 'audio/webm',
      fileName: 'recording.webm',
      durationMs: 4_000,
    },
  });
}

const session: ActiveSessionData = {
  id: 's-1',
  avatar: avatars[0]!,
  conversation: [
    { role: 'user', content: 'Hello there.' },
    { role: 'assistant', content: 'Hi. What brings you here?' },
    { role: 'system', content: 'Session resumed.' },
  ],
  dynamicSession: true,
  emotion: 'sadness',
  scenarioPrompt: null,
  startedAt: '2026-11-20T09:30:00Z',
  endedAt: null,
  videos: [
    { id: 'v1', url: '/media/v1.mp4' },
    { id: 'v2', url: null },
  ],
};

describe('LaunchSessionModal', () => {
  it('asks for an avatar before launching, then launches with the chosen one', async () => {
    const onLaunch = vi.fn();
    render(<LaunchSessionModal open onOpenChange={() => {}} avatars={avatars} onLaunch={onLaunch} />);
    const dialog = screen.getByRole('dialog', { name: 'Launch Session' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch Session' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an avatar to launch the session.');
    expect(onLaunch).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Pending one/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Marion/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch Session' }));
    expect(onLaunch).toHaveBeenCalledWith('a1');
    await expectNoAxeViolations(document.body);
  });
});

describe('ActiveSession', () => {
  it("labels each reply's captions track with the language the reply is spoken in", () => {
    render(
      <ActiveSession
        status="ready"
        session={{
          ...session,
          videos: [
            { id: 'v1', url: '/media/v1.mp4', captionsUrl: '/media/v1.vtt', captionsLanguage: 'es' },
            { id: 'v2', url: '/media/v2.mp4', captionsUrl: '/media/v2.vtt', captionsLanguage: null },
          ],
        }}
        recorder={recorder()}
        onSend={() => {}}
        onEndSession={() => {}}
      />,
    );
    const tracks = [...document.querySelectorAll('track')];
    expect(tracks.map((track) => [track.getAttribute('srclang'), track.getAttribute('label')])).toEqual([
      ['es', 'Captions (Spanish)'],
      [null, 'Captions'],
    ]);
  });

  it('given loading, then a load error, shows each state', () => {
    const { rerender } = render(
      <ActiveSession status="loading" recorder={recorder()} onSend={() => {}} onEndSession={() => {}} />,
    );
    expect(document.querySelector('[data-slot="active-session"]')).toHaveAttribute('data-state', 'loading');
    rerender(
      <ActiveSession status="error" recorder={recorder()} onSend={() => {}} onEndSession={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load session data. Please try again.');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
  });

  it('given an active session, shows the conversation, the replies and Send Message once recorded', async () => {
    const onSend = vi.fn();
    const onEndSession = vi.fn();
    render(
      <main>
        <ActiveSession
          status="ready"
          session={session}
          recorder={finished()}
          onSend={onSend}
          onEndSession={onEndSession}
        />
      </main>,
    );
    expect(document.querySelector('[data-slot="active-session"]')).toHaveAttribute('data-state', 'active');
    const turns = screen.getAllByRole('listitem').filter((item) => item.dataset.slot === 'conversation-turn');
    expect(turns.map((turn) => turn.textContent)).toEqual([
      'YouHello there.',
      'AvatarHi. What brings you here?',
      'SystemSession resumed.',
    ]);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'session-s-1-reply-1.mp4',
    );
    expect(screen.getByText('Processing video...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSend).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    const confirm = screen.getByRole('alertdialog', { name: 'End this session?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'End Session' }));
    expect(onEndSession).toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it('asks for confirmation before End Session; Keep Practising and Escape leave the session open', async () => {
    const onEndSession = vi.fn();
    render(
      <main>
        <ActiveSession
          status="ready"
          session={session}
          recorder={recorder()}
          onSend={() => {}}
          onEndSession={onEndSession}
        />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End this session?' });
    expect(dialog).toHaveAccessibleDescription(/You will not be able to record in it again/);
    expect(within(dialog).getByRole('button', { name: 'Keep Practising' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Practising' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onEndSession).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End Session' }),
    );
    expect(onEndSession).toHaveBeenCalledTimes(1);
  });

  it('given an empty (00:00) recording, disables Send Message and says why', async () => {
    const onSend = vi.fn();
    const blob = new Blob([], { type: 'audio/webm' });
    render(
      <main>
        <ActiveSession
          status="ready"
          session={session}
          recorder={recorder({
            state: 'finished',
            recording: {
              blob,
              file: new File([blob], 'recording.webm'),
              url: 'blob:empty',
              mimeType: 'audio/webm',
              fileName: 'recording.webm',
              durationMs: 400,
            },
          })}
          onSend={onSend}
          onEndSession={() => {}}
        />
      </main>,
    );
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(/This recording is empty \(00:00\)/);
    await userEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it('shows the scenario the coach chose, not the composed prompt', () => {
    render(
      <ActiveSession
        status="ready"
        session={{
          ...session,
          dynamicSession: false,
          scenarioPrompt: 'Title: Salary talk\nAsking for the raise.\nYou are my manager.\nContext: x',
          scenario: { title: 'Salary talk', description: 'Asking for the raise.' },
        }}
        recorder={recorder()}
        onSend={() => {}}
        onEndSession={() => {}}
      />,
    );
    const banner = document.querySelector('[data-slot="session-scenario"]');
    expect(banner).toHaveTextContent('Scenario: Salary talk');
    expect(banner).toHaveTextContent('Asking for the raise.');
    expect(banner).not.toHaveTextContent('Title:');
    expect(banner).not.toHaveTextContent('You are my manager');
  });

  it('given a closed session, says Session Closed and disables recording and End Session', () => {
    render(
      <ActiveSession
        status="ready"
        session={{ ...session, endedAt: '2026-11-20T10:00:00Z', conversation: [] }}
        recorder={recorder()}
        onSend={() => {}}
        onEndSession={() => {}}
      />,
    );
    expect(document.querySelector('[data-slot="active-session"]')).toHaveAttribute('data-state', 'closed');
    expect(screen.getByText('Session Closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End Session' })).toBeDisabled();
    expect(screen.getByText('No conversation history yet')).toBeInTheDocument();
  });

  it('while sending, shows the progress and hides Send Message', () => {
    render(
      <ActiveSession
        status="ready"
        session={session}
        recorder={finished()}
        sending={{ percent: 62.4, stage: 'renderingAvatarVideo' }}
        onSend={() => {}}
        onEndSession={() => {}}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Video creation progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(screen.getByText('62%')).toBeInTheDocument();
    expect(screen.getByText('Rendering avatar video')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });
});

describe('CreateVideoMessage', () => {
  it('given a closed session, says so before any recording and offers no recorder', async () => {
    render(
      <main>
        <CreateVideoMessage
          sessionId="s-1"
          avatar={avatars[0]}
          recorder={recorder()}
          onSend={() => {}}
          closed
          backHref="/session/s-1"
        />
      </main>,
    );
    expect(document.querySelector('[data-slot="create-video"]')).toHaveAttribute('data-state', 'closed');
    expect(screen.getByText('This session is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Session' })).toHaveAttribute('href', '/session/s-1');
    await expectNoAxeViolations(document.body);
  });

  it('given an empty (00:00) recording, disables Send Message and says why', () => {
    const blob = new Blob([], { type: 'audio/webm' });
    render(
      <CreateVideoMessage
        sessionId="s-1"
        avatar={avatars[0]}
        recorder={recorder({
          state: 'finished',
          recording: {
            blob,
            file: new File([blob], 'recording.webm'),
            url: 'blob:empty',
            mimeType: 'audio/webm',
            fileName: 'recording.webm',
            durationMs: 0,
          },
        })}
        onSend={() => {}}
        backHref="/session/s-1"
      />,
    );
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(/This recording is empty/);
  });

  it('given no avatar, says the data was not found', () => {
    render(
      <CreateVideoMessage
        sessionId="s-1"
        avatar={null}
        recorder={recorder()}
        onSend={() => {}}
        backHref="/dashboard/coach"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Session or avatar data not found');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
  });

  it('shows Send Message only once a recording exists, then the success state with Download and Continue Session', async () => {
    const onSend = vi.fn();
    const { rerender } = render(
      <main>
        <CreateVideoMessage
          sessionId="s-1"
          avatar={avatars[0]}
          recorder={recorder()}
          onSend={onSend}
          backHref="/session/s-1"
        />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Create Video Message' })).toBeInTheDocument();
    expect(screen.getByText('s-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/session/s-1');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await expectNoAxeViolations(document.body);

    rerender(
      <main>
        <CreateVideoMessage
          sessionId="s-1"
          avatar={avatars[0]}
          recorder={finished()}
          onSend={onSend}
          backHref="/session/s-1"
        />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSend).toHaveBeenCalled();

    rerender(
      <main>
        <CreateVideoMessage
          sessionId="s-1"
          avatar={avatars[0]}
          recorder={finished()}
          onSend={onSend}
          backHref="/session/s-1"
          videoUrl="/media/reply.mp4"
        />
      </main>,
    );
    expect(screen.getByText('Video Created Successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Continue Session' })).toHaveAttribute('href', '/session/s-1');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });
});

describe("the session screens' catalogue", () => {
  it('has the keys of English in every locale, and no empty text', () => {
    expect(catalogueProblems(sessionScreenMessages)).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue is translated', (locale) => {
    expect(sessionScreenMessages[locale].createVideo.title).not.toBe(
      sessionScreenMessages.en.createVideo.title,
    );
  });
});
