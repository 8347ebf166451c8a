import {
  LIVE_CLOSE_TOO_MANY,
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_SAMPLE_RATE,
  LIVE_SILENCE_SECONDS,
  type LiveConversation,
  type LiveFace,
  LiveRefusedError,
} from '@rebond/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { downsampleTo16k } from './downsample';
import { EnergyVad } from './energy-vad';
import { type Microphone, openMicrophone } from './microphone';
import { CLOSED } from './mouth-at';
import { ReplyPlayer } from './reply-player';

/** Where the live conversation stands, as the page says it. */
export type LiveStatus = 'connecting' | 'listening' | 'thinking' | 'speaking' | 'ended';

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
  microphone?: Microphone;
  conversation?: LiveConversation;
  player: ReplyPlayer;
}

/** Barge-in: the server stops the reply, what plays stops now, and what is on its way is dropped. */
function cutIn(current: Parts) {
  if (!current.player.playing) return;
  current.dropping = true;
  current.conversation?.interrupt(current.player.heardSeconds());
  current.player.stop();
}

/**
 * A live conversation with a session's avatar, from the moment the component mounts (mount it
 * from a click: audio may only start after a gesture): the microphone streams through
 * `client.live`, the reply plays as it arrives, and the coach cuts in by speaking (an energy
 * detector) or with `stop()`. `end()` closes everything; `onTurnSaved` follows each saved turn.
 */
export function useLiveConversation(sessionId: string, onTurnSaved: () => void) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [problem, setProblem] = useState<LiveProblem | null>(null);
  /** What the coach said: the text so far while they speak (`final` false), then the whole turn. */
  const [transcript, setTranscript] = useState({ text: '', final: true });
  const [replyText, setReplyText] = useState('');
  const [face, setFace] = useState<LiveFace | null>(null);
  const parts = useRef<Parts | null>(null);
  const savedRef = useRef(onTurnSaved);
  savedRef.current = onTurnSaved;

  const stop = useCallback(() => {
    if (parts.current) cutIn(parts.current);
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
    const context = new AudioContext();
    const player = new ReplyPlayer(context, () =>
      setStatus((now) => (now === 'speaking' ? 'listening' : now)),
    );
    const current: Parts = { context, player, dropping: false };
    parts.current = current;
    const vad = new EnergyVad(LIVE_SILENCE_SECONDS);
    const fail = (found: LiveProblem) => {
      setProblem(found);
      if (parts.current === current) end();
    };

    const start = async () => {
      // A call first, so that an expired access token is renewed before the channel signs in with it.
      await api.sessions.get(sessionId);
      const conversation = await api.live.connect(sessionId);
      if (parts.current !== current) return conversation.close();
      current.conversation = conversation;
      setFace(conversation.face);
      conversation
        .on('transcript', ({ text, final }) => setTranscript({ text, final }))
        .on('reply_text', ({ text }) => {
          current.dropping = false;
          setReplyText(text);
        })
        .on('reply_audio', (chunk) => {
          if (current.dropping) return;
          player.play(chunk);
          setStatus('speaking');
        })
        .on('turn_end', () => {
          setStatus((now) => (now === 'thinking' ? 'listening' : now));
          savedRef.current();
        })
        .on('error', ({ detail }) => {
          setProblem({ kind: 'detail', detail });
          setStatus((now) => (now === 'thinking' ? 'listening' : now));
        })
        .on('close', ({ code }) => {
          const found = problemOfClose(code);
          if (found) fail(found);
        });
      try {
        current.microphone = await openMicrophone(context, (samples, sampleRate) => {
          conversation.sendAudio(downsampleTo16k(samples, sampleRate), LIVE_SAMPLE_RATE);
          const change = vad.push(samples, sampleRate);
          if (change === 'speech') {
            setProblem(null);
            cutIn(current);
            setStatus('listening');
          } else if (change === 'silence') setStatus('thinking');
        });
      } catch {
        return fail({ kind: 'microphone' });
      }
      if (parts.current === current) setStatus('listening');
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
  }, [sessionId, end]);

  const mouth = useCallback(() => parts.current?.player.mouth() ?? CLOSED, []);

  return {
    status,
    problem,
    transcript: transcript.text,
    transcriptFinal: transcript.final,
    replyText,
    face,
    mouth,
    stop,
    end,
  };
}
