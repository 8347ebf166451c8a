import {
  AvatarJobError,
  type Emotion,
  isRebondError,
  pollAvatarJob,
  type SessionCreateRequest,
} from '@rebond/sdk';
import {
  type CreateSessionFormValues,
  type EmotionalTone,
  Link,
  Notice,
  type SessionDifficulty,
  Spinner,
} from '@rebond/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { usePortalMessages } from '../../messages';
import { PageTitle } from '../../page-title';
import { useErrorMessage } from '../../use-error-message';
import { blockingSessionHref } from './blocking-session';
import { CreateSessionForm } from './create-session-form';
import { useSessionScreenMessages } from './messages';
import { sendMessageSessionPage } from './send-presets';
import { useSendErrorMessage } from './session-data';
import { useSessionAvatars } from './use-session-avatars';

/** How the avatar feels for each emotional tone of the form. */
const TONE_EMOTION: Record<EmotionalTone, Emotion> = {
  challenging: 'anger',
  empathetic: 'sadness',
  supportive: 'happiness',
  direct: 'normal',
  neutral: 'normal',
};

/**
 * The session emotion for a tone and a difficulty: challenging -> anger, empathetic -> sadness,
 * supportive -> happiness, direct and neutral -> normal. Difficulty moves the intensity one step:
 * `hard` turns a calm avatar (normal) angry, `easy` calms an angry one (anger -> normal); `medium`
 * keeps the tone's emotion.
 */
export function sessionEmotion(tone: EmotionalTone, difficulty: SessionDifficulty): Emotion {
  const emotion = TONE_EMOTION[tone];
  if (difficulty === 'hard' && emotion === 'normal') return 'anger';
  if (difficulty === 'easy' && emotion === 'anger') return 'normal';
  return emotion;
}

/** The session the form creates, from its values and the avatar to use. */
export function toSessionRequest(values: CreateSessionFormValues, avatarId: string): SessionCreateRequest {
  return {
    avatar_id: avatarId,
    dynamic_session: false,
    emotion: sessionEmotion(values.emotionalTone, values.difficulty),
    scenario: {
      title: values.sessionTitle,
      description: values.sessionDescription,
      relationship: values.relationshipType,
      context: values.context,
      tone: values.emotionalTone,
      difficulty: values.difficulty,
    },
    // The coach's own words about the situation, which the client speaks from.
    session_specific_prompt: [values.sessionDescription, values.context].filter(Boolean).join('\n'),
    ...(values.patientId ? { patient_name: values.patientId } : {}),
  };
}

/**
 * `/session/new`: the create-session form page (spec section 2). Submit creates, in order: a new
 * avatar from the first photo when no avatar is chosen (polling its job with progress), the scenario
 * session, then the first message (the audio file, or the typed opening line) through the session
 * page flow; it ends on /session/active, which lands on the new session. The back button goes to
 * /dashboard/coach.
 */
export function CreateSessionFormPage() {
  const navigate = useNavigate();
  const messages = useSessionScreenMessages();
  const text = messages.form;
  const launchText = messages.launch;
  const pageMessages = messages.page;
  const portal = usePortalMessages();
  const errorMessage = useErrorMessage();
  const sendErrorMessage = useSendErrorMessage();
  const { avatars, state, reload } = useSessionAvatars();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<ReactNode>(null);
  /** Avatars already made from a photo, so a second try after a later failure reuses them. */
  const madeFrom = useRef(new Map<File, string>());

  /** The server's reason for a refused request or a failed job, else the section 8 message. */
  const reasonOf = (caught: unknown): string => {
    if (caught instanceof AvatarJobError) {
      const message = caught.userMessage;
      if (message.kind === 'detail') return message.text;
      if (message.kind === 'message') return portal.errors[message.key];
    }
    if (isRebondError(caught) && caught.status && caught.status < 500 && caught.detail) return caught.detail;
    return errorMessage(caught, 'generic');
  };

  /** A new avatar named after the session, made from the photo; a failed one is removed again. */
  const createAvatar = async (values: CreateSessionFormValues, photo: File): Promise<string> => {
    setProgress(text.creatingAvatar(0));
    const avatar = await api.avatars.createAvatar({
      avatar_name: values.sessionTitle.slice(0, 100),
      character_profile: JSON.stringify({
        name: values.sessionTitle.slice(0, 100),
        relationship_to_user: values.relationshipType,
        base_emotional_tone: values.emotionalTone,
      }),
    });
    try {
      const job = await api.avatars.createEmotionalAvatars(avatar.id, photo);
      await pollAvatarJob(api, job.job_id, {
        onProgress: (read) => setProgress(text.creatingAvatar(read.progress)),
      });
      return avatar.id;
    } catch (caught) {
      await api.avatars.delete(avatar.id).catch(() => undefined);
      throw caught;
    }
  };

  const submit = async (values: CreateSessionFormValues) => {
    setPending(true);
    setError(null);
    const fail = (message: ReactNode) => {
      setError(message);
      setPending(false);
      setProgress(null);
    };
    let avatarId = values.avatarId;
    const photo = values.photos[0];
    if (!avatarId && photo) {
      try {
        avatarId = madeFrom.current.get(photo) ?? (await createAvatar(values, photo));
        madeFrom.current.set(photo, avatarId);
      } catch (caught) {
        return fail(text.avatarFailed(reasonOf(caught)));
      }
    }
    if (!avatarId) return fail(text.avatarRequired);

    setProgress(text.startingSession);
    let sessionId: string;
    try {
      sessionId = (await api.sessions.create(toSessionRequest(values, avatarId))).id;
    } catch (caught) {
      const blocking = await blockingSessionHref(caught, 'sessionWizard');
      return fail(
        blocking ? (
          <>
            {errorMessage(caught, 'sessionWizard')} <Link href={blocking}>{launchText.goToActive}</Link>
          </>
        ) : (
          errorMessage(caught, 'sessionWizard')
        ),
      );
    }

    const typed = values.useTextToSpeech ? values.textToSpeechText : undefined;
    if (values.audioFile || typed) {
      setProgress(text.sendingFirstMessage(0));
      try {
        await sendMessageSessionPage(api, {
          sessionId,
          audio: values.audioFile,
          text: typed,
          onProgress: (sent) => setProgress(text.sendingFirstMessage(sent.percent)),
        });
      } catch (caught) {
        return fail(
          <>
            {text.firstMessageFailed(sendErrorMessage(caught))}{' '}
            <Link href="/session/active">{text.openSession}</Link>
          </>,
        );
      }
    }
    navigate('/session/active');
  };

  return (
    <main id="main" className="portal-page">
      <PageTitle page="sessionNew" />
      {state === 'loading' ? <Spinner /> : null}
      {state === 'error' ? (
        <Notice tone="error">
          {pageMessages.avatarsLoadFailed}{' '}
          <button type="button" className="rb-link" onClick={() => void reload()}>
            {pageMessages.retry}
          </button>
        </Notice>
      ) : null}
      {state === 'ready' ? (
        <CreateSessionForm
          avatars={avatars}
          onSubmit={(values) => void submit(values)}
          pending={pending}
          progress={progress}
          error={error}
        />
      ) : null}
    </main>
  );
}
