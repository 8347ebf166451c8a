import { type SessionAvatar, Spinner, useRecorder } from '@rebond/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { api } from '../../api';
import { focusMainHeading } from '../../focus-main-heading';
import { PageTitle } from '../../page-title';
import type { SendingState } from './active-session';
import { toSendingState } from './active-session-page';
import { CreateVideoMessage } from './create-video-message';
import type { CreateVideoState } from './launch-session-button';
import { WIDE } from './layout';
import { createVideoMessage } from './send-presets';
import { toSessionAvatar, useSendErrorMessage } from './session-data';

function readState(state: unknown): Partial<CreateVideoState> {
  return state && typeof state === 'object' ? (state as Partial<CreateVideoState>) : {};
}

/**
 * `/session/:sessionId/create-video`: the Create Video Message screen. It reads `{ sessionId,
 * avatar, fromLaunch }` from the navigation state; opened directly, it loads the session from the
 * route instead. It always reads the session, so a closed one shows as closed (no recorder). Back goes to /dashboard/coach after a launch, else to /session/{id}.
 */
export function CreateVideoPage() {
  const { sessionId: routeId = '' } = useParams();
  const location = useLocation();
  const navigation = readState(location.state);
  const sessionId = navigation.sessionId ?? routeId;
  const sendErrorMessage = useSendErrorMessage();
  const recorder = useRecorder();
  const [avatar, setAvatar] = useState<SessionAvatar | null>(navigation.avatar ?? null);
  const [loading, setLoading] = useState(!navigation.avatar);
  const [closed, setClosed] = useState(false);
  const [sending, setSending] = useState<SendingState | null>(null);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [captions, setCaptions] = useState<{ url: string | null; language: string | null }>({
    url: null,
    language: null,
  });
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Arriving here (from Launch Session, whose dialog is gone), focus goes to the page's heading.
  useEffect(() => focusMainHeading(), []);

  // The session is read even when the avatar came with the navigation: a closed session shows
  // as closed before the coach records anything.
  useEffect(() => {
    let cancelled = false;
    api.sessions
      .get(sessionId)
      .then((session) => {
        if (cancelled) return;
        setClosed(session.ended_at !== null);
        if (!navigation.avatar) setAvatar(toSessionAvatar(session.avatar));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [navigation.avatar, sessionId]);

  // Leaving mid-upload lets the upload finish (the message is not lost, and the session page
  // picks the reply up from the server); leaving while the reply is made stops only the polling.
  const uploading = useRef(false);
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      if (!uploading.current) inFlight.current?.abort();
    };
  }, []);

  const send = async () => {
    const controller = new AbortController();
    inFlight.current = controller;
    uploading.current = true;
    setError(null);
    setSending({ percent: 0, stage: 'uploading' });
    try {
      const reply = await createVideoMessage(api, {
        sessionId,
        audio: recorder.recording?.file,
        signal: controller.signal,
        onProgress: (progress) => {
          uploading.current = progress.phase === 'uploading';
          if (left.current && !uploading.current) controller.abort();
          setSending(toSendingState(progress));
        },
      });
      setVideoUrl(reply.videoUrl);
      setCaptions({ url: reply.captionsUrl, language: reply.captionsLanguage });
    } catch (caught) {
      if (!controller.signal.aborted) setError(sendErrorMessage(caught));
    } finally {
      if (!controller.signal.aborted) setSending(null);
    }
  };

  return (
    <main id="main" className="portal-page" style={WIDE}>
      <PageTitle page="createVideo" />
      {loading ? (
        <Spinner size="lg" />
      ) : (
        <CreateVideoMessage
          sessionId={sessionId}
          avatar={avatar}
          recorder={recorder}
          onSend={() => void send()}
          sending={sending}
          videoUrl={videoUrl}
          captionsUrl={captions.url}
          captionsLanguage={captions.language}
          error={error}
          closed={closed}
          backHref={navigation.fromLaunch ? '/dashboard/coach' : `/session/${sessionId}`}
          continueHref={`/session/${sessionId}`}
        />
      )}
    </main>
  );
}
