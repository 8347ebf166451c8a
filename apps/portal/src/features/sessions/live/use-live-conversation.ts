import {
  type Emotion,
  LIVE_CLOSE_TOO_MANY,
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_SAMPLE_RATE,
  type LiveConversation,
  type LiveFace,
  LiveRefusedError,
} from '@rebond/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api';
import { downsampleTo16k } from './downsample';
import { type Microphone, openMicrophone } from './microphone';
import { CLOSED } from './mouth-at';
import { ReplyPlayer } from './reply-player';
import type { SpeechChange, SpeechDetector } from './speech-detector';

/** Where the live conversation stands, as the page says it (`idle`: push to talk, waiting for Talk). */
export type LiveStatus = 'connecting' | 'idle' | 'listening' | 'thinking' | 'speaking' | 'ended';

/**
 * How the coach's turns end: `handsFree`, when they fall silent (the speech detector, or the
 * server's silence rule); `pushToTalk`, when they press Talk again (only then: they may pause).
 */
export type LiveMode = 'handsFree' | 'pushToTalk';

/** Why it stopped or could not start (each has its message), or a turn's failure from the server. */
export type LiveProblem =
  | { kind: 'microphone' | 'signedOut' | 'tooMany' | 'connection' }
  | { kind: 'detail'; detail: string };

/** The problem a close code means (a normal close is none). */
function problemOfClose(code: number): LiveProblem | null {
  if (code === LIVE_CLOSE_UNAUTHORIZED) return { kind: 'signedOut' };
  if (code === LIVE_CLOSE_TOO_MANY) return { kind: 'tooMany' };
  return code === 1000 ? null : { kind: 'connection' };
}

interface Parts {
  context: AudioContext;
  /** The coach cut the reply off: its sentences still on their way are dropped until the next reply. */
  dropping: boolean;
  /** The server has ended the coach's turn (its final transcript came) since the detector heard speech. */
  turnEnded: boolean;
  /** Push to talk: the coach pressed Talk and has not pressed it again (only then is audio sent). */
  talking: boolean;
  microphone?: Microphone;
  conversation?: LiveConversation;
  player: ReplyPlayer;
  /** The coach's voice activity, once its model is loaded. */
  detector?: SpeechDetector;
}

/**
 * Barge-in: the server stops the reply, what plays stops now, and what is on its way is dropped.
 * Answers whether a reply was playing (and so was cut off).
 */
function cutIn(current: Parts): boolean {
  if (!current.player.playing) return false;
  current.dropping = true;
  current.conversation?.interrupt(current.player.heardSeconds());
  current.player.stop();
  return true;
}

/**
 * A live conversation with a session's avatar, from the moment the component mounts (mount it
 * from a click: audio may only start after a gesture): the microphone streams through
 * `client.live` and the reply plays as it arrives. Hands-free, the turn ends when the coach falls
 * silent, and the coach cuts in by speaking (both heard by `SpeechDetector`; the server ends a turn
 * by its own silence rule too, where the detector could not load). Push to talk, `talk()` starts a
 * turn (cutting the avatar off) and ends it; only then is audio sent. `stop()` cuts the avatar off,
 * `end()` closes everything, `onTurnSaved` follows each saved turn. Another `mode` reconnects.
 */
export function useLiveConversation(
  sessionId: string,
  onTurnSaved: () => void,
  mode: LiveMode = 'handsFree',
) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [problem, setProblem] = useState<LiveProblem | null>(null);
  /** What the coach said: the text so far while they speak (`final` false), then the whole turn. */
  const [transcript, setTranscript] = useState({ text: '', final: true });
  const [replyText, setReplyText] = useState('');
  /** The coach cut the last reply off (by speaking or with Stop). */
  const [replyCut, setReplyCut] = useState(false);
  /** The speech detector is at work (its model loaded): speaking cuts the avatar off. */
  const [hearsVoice, setHearsVoice] = useState(false);
  const [talking, setTalking] = useState(false);
  const [face, setFace] = useState<LiveFace | null>(null);
  const [emotion, setEmotion] = useState<Emotion>('normal');
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  const parts = useRef<Parts | null>(null);
  const savedRef = useRef(onTurnSaved);
  savedRef.current = onTurnSaved;

  const stop = useCallback(() => {
    if (parts.current && cutIn(parts.current)) setReplyCut(true);
  }, []);

  const talk = useCallback(() => {
    const current = parts.current;
    if (!current?.conversation) return;
    current.talking = !current.talking;
    setTalking(current.talking);
    if (current.talking) {
      setProblem(null);
      if (cutIn(current)) setReplyCut(true);
      setStatus('listening');
    } else {
      current.conversation.endTurn();
      setStatus('thinking');
    }
  }, []);

  const end = useCallback(() => {
    const current = parts.current;
    parts.current = null;
    if (!current) return;
    current.player.stop();
    current.microphone?.stop();
    current.conversation?.close();
    void current.context.close();
    setStatus('ended');
  }, []);

  useEffect(() => {
    setStatus('connecting');
    setProblem(null);
    setHearsVoice(false);
    setTalking(false);
    const pushToTalk = mode === 'pushToTalk';
    /** What the page waits for between turns: the coach's voice, or their press of Talk. */
    const waiting: LiveStatus = pushToTalk ? 'idle' : 'listening';
    const context = new AudioContext();
    const player = new ReplyPlayer(context, () => setStatus((now) => (now === 'speaking' ? waiting : now)));
    const current: Parts = { context, player, dropping: false, turnEnded: false, talking: false };
    parts.current = current;
    const fail = (found: LiveProblem) => {
      setProblem(found);
      if (parts.current === current) end();
    };

    const heard = (change: SpeechChange) => {
      if (parts.current !== current) return;
      if (change === 'speech') {
        current.turnEnded = false;
        setProblem(null);
        if (cutIn(current)) setReplyCut(true);
        setStatus('listening');
      } else if (!current.turnEnded) {
        // Unless the server's own silence rule has ended the turn already.
        current.conversation?.endTurn();
        setStatus('thinking');
      }
    };
    // Loaded beside the channel, and only hands-free: the model and its runtime are a chunk of
    // their own. Without it the server's silence rule still ends each turn, and Stop still cuts in.
    if (!pushToTalk) {
      import('./speech-detector')
        .then(({ SpeechDetector }) => SpeechDetector.load(heard, () => player.playing))
        .then((detector) => {
          current.detector = detector;
          if (parts.current === current) setHearsVoice(true);
        })
        .catch((error: unknown) => console.warn('live: the speech detector did not load', error));
    }

    const start = async () => {
      // A call first, so that an expired access token is renewed before the channel signs in with it.
      await api.sessions.get(sessionId);
      const conversation = await api.live.connect(sessionId, { endOnSilence: !pushToTalk });
      if (parts.current !== current) return conversation.close();
      current.conversation = conversation;
      setFace(conversation.face);
      setEmotion(conversation.emotion);
      setPictureUrl(conversation.pictureUrl);
      conversation
        .on('transcript', ({ text, final }) => {
          if (final) current.turnEnded = true;
          // A new turn is being heard: the last turn's failure ("No speech was heard") is over.
          setProblem((now) => (now?.kind === 'detail' ? null : now));
          setTranscript({ text, final });
        })
        .on('reply_text', ({ text }) => {
          current.dropping = false;
          setReplyText(text);
          setReplyCut(false);
        })
        .on('reply_audio', (chunk) => {
          if (current.dropping) return;
          player.play(chunk);
          setStatus('speaking');
        })
        .on('turn_end', () => {
          setStatus((now) => (now === 'thinking' ? waiting : now));
          savedRef.current();
        })
        .on('error', ({ detail }) => {
          setProblem({ kind: 'detail', detail });
          setStatus((now) => (now === 'thinking' ? waiting : now));
        })
        .on('close', ({ code }) => {
          const found = problemOfClose(code);
          if (found) fail(found);
        });
      try {
        current.microphone = await openMicrophone(context, (samples, sampleRate) => {
          if (pushToTalk && !current.talking) return;
          const pcm = downsampleTo16k(samples, sampleRate);
          conversation.sendAudio(pcm, LIVE_SAMPLE_RATE);
          current.detector?.push(Float32Array.from(pcm, (sample) => sample / 32768));
        });
      } catch {
        return fail({ kind: 'microphone' });
      }
      if (parts.current === current) setStatus(waiting);
    };
    start().catch((error: unknown) =>
      fail(
        error instanceof LiveRefusedError
          ? (problemOfClose(error.code) ?? { kind: 'connection' })
          : { kind: 'connection' },
      ),
    );
    return () => {
      if (parts.current === current) end();
    };
  }, [sessionId, end, mode]);

  const mouth = useCallback(() => parts.current?.player.mouth() ?? CLOSED, []);
  const stress = useCallback(() => parts.current?.player.stress() ?? 0, []);

  return {
    status,
    problem,
    transcript: transcript.text,
    transcriptFinal: transcript.final,
    replyText,
    replyCut,
    hearsVoice,
    talking,
    talk,
    face,
    emotion,
    pictureUrl,
    mouth,
    stress,
    stop,
    end,
  };
}
