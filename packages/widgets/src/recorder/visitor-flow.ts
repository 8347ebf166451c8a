/**
 * A visitor's practice conversation without a framework: the flow of `<rebond-recorder>` (consent,
 * microphone, record, send with progress, the avatar's reply, more turns, end; token expiry,
 * errors, limits) as a small store over a `RecorderApi` and `createRecorder`. The element renders
 * it; a page that wants its own UI renders it too. No DOM here: events are plain callbacks, and
 * the only words are the visitor-facing texts the events and the live announcement carry.
 */

import { type EmbedMessages, embedMessages, type Locale, visitorConsentVersions } from '@rebond/ui/messages';
import {
  createRecorder,
  formatDuration,
  type RecorderSnapshot,
  type RecorderStore,
} from '@rebond/ui/recorder-core';
import { MESSAGE_RECORDING_SECONDS } from '@rebond/vocabulary';
import type { RebondErrorStep, RebondEventMap, RebondEventName } from '../events';
import {
  type EmbedContext,
  type EmbedErrorKind,
  type EmbedReply,
  embedErrorKind,
  REPLY_STAGES,
  type RecorderApi,
  type ReplyProgress,
} from './api';

/**
 * Where the visit is, shown as `data-state` on `<rebond-recorder>`:
 * `loading` (reading the embed context), `consent`, `declined`, `denied` (microphone refused),
 * `idle`, `recording`, `paused`, `processing` (finalising a recording), `recorded` (ready to play
 * or send), `sending` (with progress), `reply` (the avatar's video), `ended`, and `unavailable`
 * (the session cannot run: expired token, origin not allowed, quota, no api configured).
 */
export type RecorderWidgetState =
  | 'loading'
  | 'consent'
  | 'declined'
  | 'denied'
  | 'idle'
  | 'recording'
  | 'paused'
  | 'processing'
  | 'recorded'
  | 'sending'
  | 'reply'
  | 'ended'
  | 'unavailable';

/** The step of the visit; `recorder` is detailed by the recorder's own state. */
export type VisitorFlowPhase =
  | 'loading'
  | 'consent'
  | 'declined'
  | 'recorder'
  | 'sending'
  | 'reply'
  | 'ended'
  | 'unavailable';

/** An api call that failed: what it was, and the `errors` text to show. */
export interface VisitorFlowError {
  kind: EmbedErrorKind;
  step: RebondErrorStep;
  /** The key of `embedMessages[locale].recorder.errors`: the kind's own text, or `notConfigured`. */
  text: keyof EmbedMessages['recorder']['errors'];
}

/** One exchange: what the server heard, and what the avatar answered. */
export interface VisitorTurn {
  user: string;
  avatar: string;
}

/** Everything a view needs to draw the visit. A new object after every change. */
export interface VisitorFlowSnapshot {
  /** Where the visit is (`data-state`). */
  state: RecorderWidgetState;
  phase: VisitorFlowPhase;
  /** What the token or key gives access to, once loaded. */
  context: EmbedContext | null;
  /** The longest recording in seconds: the page's own limit, capped by the server's. */
  maxSeconds: number;
  /** An api call is under way (consent, send, close, the first context): its controls are off. */
  busy: boolean;
  /** The session, once the first recording was sent. */
  sessionId: string | null;
  /** The conversation so far. */
  turns: readonly VisitorTurn[];
  /** The latest reply, shown in the `reply` phase. */
  reply: EmbedReply | null;
  /** Where the reply being made is; the percent never goes down within a turn. */
  progress: ReplyProgress;
  /** What a polite live region says now (stages and quarters, recording, reply, end). */
  announcement: string;
  /** The api call that failed, if any; the microphone's own errors are in `recorder.error`. */
  error: VisitorFlowError | null;
  /** The error shown (`data-error`): the api's kind, else `microphone` for the recorder's. */
  errorKind: EmbedErrorKind | null;
  /** Try Again can help: the failed step can run again (not for a kind only the page can fix). */
  canRetry: boolean;
  /** The recording is under a second (00:00) or empty: nothing to send. */
  tooShort: boolean;
  /** End Session is offered: the conversation started, and nothing is being recorded or sent. */
  canEnd: boolean;
  /** The microphone recorder's own state. */
  recorder: RecorderSnapshot;
}

/** An event of the flow: the `rebond:*` events of `<rebond-recorder>`, with the same details. */
export type VisitorFlowEvent = {
  [K in RebondEventName]: { type: K; detail: RebondEventMap[K]['detail'] };
}[RebondEventName];

/** Options of `createVisitorFlow`. */
export interface VisitorFlowOptions {
  /** The api, or a function giving the current one (`undefined` while there is none yet). */
  api: RecorderApi | (() => RecorderApi | undefined);
  /** The longest recording in seconds, before the server's limit. @default 180 */
  maxSeconds?: number;
  /** The language of the events' messages and the announcements. @default 'en' */
  locale?: Locale | (() => Locale);
  /**
   * Whether the page renews the token itself (a `data-token`; a publishable key renews its own):
   * then the flow fires `rebond:token-expiring` ahead of expiry and `rebond:error` (`expired`)
   * when it expires. Asked each time a context arrives. @default false
   */
  pageRenewsToken?: () => boolean;
}

/** A visitor's flow: a store to read and subscribe to, its events, and the visitor's actions. */
export interface VisitorFlow {
  /** The current snapshot; the same object until something changes (safe for `useSyncExternalStore`). */
  getState(): VisitorFlowSnapshot;
  /** Calls `listener` after every change (ten a second while recording); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with every `rebond:*` event; returns the unsubscribe function. */
  on(listener: (event: VisitorFlowEvent) => void): () => void;
  /** Starts: follows the recorder and loads the context, unless a visit is already under way. */
  connect(): void;
  /** Stops: releases the microphone (a recording under way is lost), timers and calls in flight. */
  disconnect(): void;
  /** The api changed (a fresh token): a visit that could not start tries again, one under way continues. */
  apiChanged(): void;
  /** Loads the context again with a new api, while loading or unavailable. */
  reload(): void;
  /** The page's own limit changed (`undefined`: the default). */
  setMaxSeconds(seconds: number | undefined): void;
  /** I Understand and Agree. */
  accept(): Promise<void>;
  /** I Don't Agree. */
  decline(): Promise<void>;
  /** After declining: shows the consent step again. */
  reviewConsent(): void;
  /** Asks for the microphone again after it was refused. */
  allowMicrophone(): Promise<void>;
  /** Start Recording. */
  start(): Promise<void>;
  /** Pauses the recording; the timer stops. */
  pause(): void;
  /** Resumes a paused recording. */
  resume(): void;
  /** Stops the recording: `processing`, then `recorded`. */
  stop(): void;
  /** Record Again: discards the recording. */
  recordAgain(): void;
  /** Sends the recording; it is kept until the reply arrives, so a failed send can run again. */
  send(): Promise<void>;
  /** Record Your Answer: after a reply, records the next turn. */
  next(): Promise<void>;
  /** Try Again: runs the failed step again. */
  retry(): void;
  /** End Session. */
  end(): Promise<void>;
}

/** The recording limit when the page gives none. */
const DEFAULT_MAX_SECONDS = MESSAGE_RECORDING_SECONDS;
/** How long a flow without an api waits for one (a page that sets its token after load) before saying so. */
const NOT_CONFIGURED_GRACE_MS = 3000;
/** `rebond:token-expiring` comes this long before the token expires (or half its life, when shorter). */
const EXPIRING_LEAD_MS = 60_000;

/**
 * Kinds that Try Again cannot fix: the page or the clinic must change something, the day must
 * end (quota), or the page must give a fresh token (expired: it continues the visit by itself).
 */
const FINAL_KINDS: readonly EmbedErrorKind[] = [
  'revoked',
  'origin',
  'too_large',
  'microphone',
  'quota',
  'expired',
];

/** The longest recording: the page's limit (when valid), capped by the server's. */
export function effectiveMaxSeconds(own: number | undefined, context: EmbedContext | null): number {
  const page = own !== undefined && Number.isFinite(own) && own > 0 ? own : DEFAULT_MAX_SECONDS;
  const server = context?.max_seconds;
  return server && server > 0 ? Math.min(page, server) : page;
}

/** The reply's stage and percent in words ("Sending your recording: 25%"). */
export function replyStageText(messages: EmbedMessages['recorder'], progress: ReplyProgress): string {
  const stages = messages.stages;
  const label = (REPLY_STAGES as readonly string[]).includes(progress.stage)
    ? stages[progress.stage as keyof typeof stages]
    : stages.working;
  return messages.progress(label, progress.percent);
}

function widgetState(phase: VisitorFlowPhase, recorder: RecorderSnapshot): RecorderWidgetState {
  if (phase !== 'recorder') return phase;
  if (recorder.state === 'permission-unknown') return 'idle';
  if (recorder.state === 'finished') return 'recorded';
  return recorder.state;
}

/**
 * Creates a visitor's flow. Nothing happens until `connect()`.
 *
 * @example
 * const flow = createVisitorFlow({ api: sdkRecorderApi({ baseUrl, publishableKey }), locale: 'fr' });
 * flow.subscribe(() => render(flow.getState()));
 * flow.on((event) => console.log(event.type, event.detail));
 * flow.connect();
 * // the visitor's buttons: flow.accept(), flow.start(), flow.stop(), flow.send(), flow.next(), flow.end()
 */
export function createVisitorFlow(options: VisitorFlowOptions): VisitorFlow {
  const { api: apiOption, locale = 'en', pageRenewsToken = () => false } = options;
  const getApi = typeof apiOption === 'function' ? apiOption : () => apiOption;
  const messages = () => embedMessages[typeof locale === 'function' ? locale() : locale].recorder;
  let ownMaxSeconds = options.maxSeconds;
  const recorder: RecorderStore = createRecorder({
    maxDurationMs: effectiveMaxSeconds(ownMaxSeconds, null) * 1000,
  });

  let phase: VisitorFlowPhase = 'loading';
  let context: EmbedContext | null = null;
  let error: VisitorFlowError | null = null;
  let busy = false;
  let sessionId: string | null = null;
  let turns: VisitorTurn[] = [];
  let reply: EmbedReply | null = null;
  let progress: ReplyProgress = { stage: 'uploading', percent: 0 };
  let announcement = '';
  let recording: RecorderSnapshot = recorder.getState();
  let abort: AbortController | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let stopFollowingRecorder: (() => void) | null = null;

  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: VisitorFlowEvent) => void>();
  let snapshot: VisitorFlowSnapshot | null = null;

  function getState(): VisitorFlowSnapshot {
    if (snapshot) return snapshot;
    const state = widgetState(phase, recording);
    const inRecorder = phase === 'recorder';
    const live = state === 'recording' || state === 'paused';
    const finished = recording.recording;
    snapshot = {
      state,
      phase,
      context,
      maxSeconds: effectiveMaxSeconds(ownMaxSeconds, context),
      busy,
      sessionId,
      turns,
      reply,
      progress,
      announcement,
      error,
      errorKind: error?.kind ?? (inRecorder && recording.error ? 'microphone' : null),
      canRetry:
        error !== null &&
        error.step !== 'consent' &&
        error.text !== 'notConfigured' &&
        !FINAL_KINDS.includes(error.kind),
      tooShort: !finished || finished.durationMs < 1000 || finished.blob.size === 0,
      canEnd: (inRecorder && !live && state !== 'processing') || phase === 'reply',
      recorder: recording,
    };
    return snapshot;
  }

  /** Marks the state changed; `getState` builds the next snapshot when asked. */
  function changed() {
    snapshot = null;
  }

  /** Tells the subscribers. */
  function commit() {
    changed();
    for (const listener of [...listeners]) listener();
  }

  function emit(event: VisitorFlowEvent) {
    for (const listener of [...eventListeners]) listener(event);
  }

  function fail(step: RebondErrorStep, thrown: unknown) {
    const kind = embedErrorKind(thrown);
    if (kind === 'unknown' && !(thrown instanceof Error && thrown.name === 'EmbedError')) {
      console.warn(
        '[rebond] <rebond-recorder>: the api failed with an error that is not an EmbedError',
        thrown,
      );
    }
    error = { kind, step, text: kind };
    changed();
    emit({ type: 'rebond:error', detail: { kind, step, message: messages().errors[kind] } });
  }

  function clearTimers() {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  }

  /** With the page's own token, tells it ahead of time that it needs a fresh one, and when it expired. */
  function scheduleExpiry(expiresAt: string) {
    clearTimers();
    if (!pageRenewsToken()) return;
    const left = new Date(expiresAt).getTime() - Date.now();
    if (!Number.isFinite(left)) return;
    const api = getApi();
    // A fresh token gives a fresh api: the old token's warnings are then moot.
    const unchanged = () => getApi() === api;
    timers.push(
      setTimeout(
        () => {
          if (unchanged()) emit({ type: 'rebond:token-expiring', detail: { expiresAt } });
        },
        Math.max(0, left - Math.min(EXPIRING_LEAD_MS, left / 2)),
      ),
      setTimeout(
        () => {
          if (unchanged()) {
            emit({
              type: 'rebond:error',
              detail: { kind: 'expired', step: 'context', message: messages().errors.expired },
            });
          }
        },
        Math.max(0, left),
      ),
    );
  }

  function setRecorderLimit() {
    recorder.setOptions({ maxDurationMs: effectiveMaxSeconds(ownMaxSeconds, context) * 1000 });
  }

  async function load() {
    const api = getApi();
    abort?.abort();
    if (!api) {
      // No api yet: a factory about to be registered, or a page that sets its token after load.
      phase = 'loading';
      error = null;
      timers.push(
        setTimeout(() => {
          if (getApi() || phase !== 'loading') return;
          phase = 'unavailable';
          error = { kind: 'unknown', step: 'context', text: 'notConfigured' };
          console.warn(
            '[rebond] <rebond-recorder> has no api: give it data-token or data-key (with a factory registered by configureRecorderApi), or set element.api.',
          );
          commit();
        }, NOT_CONFIGURED_GRACE_MS),
      );
      commit();
      return;
    }
    const controller = new AbortController();
    abort = controller;
    phase = 'loading';
    error = null;
    busy = true;
    commit();
    try {
      const loaded = await api.context(controller.signal);
      if (controller.signal.aborted) return;
      context = loaded;
      changed();
      if (loaded.consent_version !== visitorConsentVersions.session) {
        console.warn(
          `[rebond] <rebond-recorder>: the server expects consent text ${loaded.consent_version}, this widget shows ${visitorConsentVersions.session}.`,
        );
      }
      setRecorderLimit();
      scheduleExpiry(loaded.expires_at);
      // What would refuse the first Send is said now, before the visitor records.
      const refusal = loaded.quota_reached ? 'quota' : loaded.avatar_ready === false ? 'not_ready' : null;
      if (refusal) {
        phase = 'unavailable';
        error = { kind: refusal, step: 'context', text: refusal };
        changed();
        emit({
          type: 'rebond:error',
          detail: { kind: refusal, step: 'context', message: messages().errors[refusal] },
        });
      } else {
        phase = 'consent';
        changed();
        emit({
          type: 'rebond:ready',
          detail: {
            avatar: { id: loaded.avatar.id, name: loaded.avatar.name },
            maxSeconds: effectiveMaxSeconds(ownMaxSeconds, loaded),
            expiresAt: loaded.expires_at,
          },
        });
      }
    } catch (thrown) {
      if (controller.signal.aborted) return;
      phase = 'unavailable';
      fail('context', thrown);
    } finally {
      if (abort === controller) abort = null;
      busy = false;
    }
    commit();
  }

  /** Reads the context again with the current api (a fresh token): new expiry, errors it fixes cleared. */
  async function refresh() {
    const api = getApi();
    if (!api) return;
    try {
      const loaded = await api.context();
      if (api !== getApi()) return;
      context = loaded;
      scheduleExpiry(loaded.expires_at);
      if (error?.kind === 'expired') {
        error = null;
        if (phase === 'unavailable') phase = sessionId ? 'recorder' : 'consent';
      }
    } catch (thrown) {
      fail('context', thrown);
    }
    commit();
  }

  async function answerConsent(granted: boolean) {
    const api = getApi();
    if (!api || busy || phase !== 'consent') return;
    const version = visitorConsentVersions.session;
    busy = true;
    error = null;
    commit();
    try {
      await api.consent({ granted, version });
      emit({ type: 'rebond:consent', detail: { type: 'session', granted, version } });
      phase = granted ? 'recorder' : 'declined';
    } catch (thrown) {
      fail('consent', thrown);
    } finally {
      busy = false;
    }
    commit();
  }

  function onProgress(controller: AbortController, session: string, turn: number, next: ReplyProgress) {
    if (controller.signal.aborted) return;
    const percent = Math.round(Math.min(100, Math.max(progress.percent, next.percent)));
    const stage = next.stage || progress.stage;
    if (stage === progress.stage && percent === progress.percent) return;
    const previous = progress;
    progress = { stage, percent };
    // New stages and every quarter, not every percent: a screen reader would read nothing else.
    if (stage !== previous.stage || Math.floor(percent / 25) !== Math.floor(previous.percent / 25)) {
      announcement = replyStageText(messages(), progress);
    }
    changed();
    emit({ type: 'rebond:reply-progress', detail: { sessionId: session, turn, stage, percent } });
    commit();
  }

  async function send() {
    const api = getApi();
    const audio = recording.recording;
    if (!api || !audio || busy || phase !== 'recorder' || getState().tooShort) return;
    const turn = turns.length + 1;
    const controller = new AbortController();
    abort = controller;
    busy = true;
    error = null;
    phase = 'sending';
    progress = { stage: 'uploading', percent: 0 };
    announcement = replyStageText(messages(), progress);
    commit();
    try {
      sessionId ??= (await api.startSession()).id;
      const session = sessionId;
      const answer = await api.send(session, audio.blob, {
        signal: controller.signal,
        onProgress: (next) => onProgress(controller, session, turn, next),
      });
      if (controller.signal.aborted) return;
      turns = [...turns, { user: answer.user_transcript, avatar: answer.avatar_script }];
      reply = answer;
      phase = 'reply';
      // The reply is in: the recording has done its job.
      recorder.reset();
      announcement = messages().replyReady(context?.avatar.name ?? messages().fallbackName);
      commit();
      emit({
        type: 'rebond:reply-ready',
        detail: {
          sessionId: session,
          turn,
          videoUrl: answer.video_url,
          userTranscript: answer.user_transcript,
          avatarScript: answer.avatar_script,
        },
      });
    } catch (thrown) {
      if (controller.signal.aborted) return;
      // Nothing is lost: the recording is still in the recorder, ready to be sent again.
      phase = 'recorder';
      fail('send', thrown);
    } finally {
      if (abort === controller) abort = null;
      busy = false;
    }
    commit();
  }

  async function end() {
    const api = getApi();
    if (busy || !getState().canEnd) return;
    if (sessionId && api) {
      busy = true;
      error = null;
      commit();
      try {
        await api.close(sessionId);
      } catch (thrown) {
        busy = false;
        fail('close', thrown);
        commit();
        return;
      }
      busy = false;
    }
    recorder.dispose();
    phase = 'ended';
    error = null;
    announcement = messages().endedTitle;
    changed();
    emit({ type: 'rebond:session-end', detail: { sessionId, turns: turns.length } });
    commit();
  }

  function onRecorder() {
    const previous = recording;
    const next = recorder.getState();
    recording = next;
    changed();
    const turn = turns.length + 1;
    const wasUnderWay = previous.state === 'recording' || previous.state === 'paused';
    if (next.state === 'recording' && !wasUnderWay) {
      announcement = messages().recording;
      changed();
      emit({ type: 'rebond:recording-start', detail: { turn } });
    }
    if (next.state === 'finished' && previous.state !== 'finished' && next.recording) {
      announcement = messages().recorded(formatDuration(next.recording.durationMs));
      changed();
      emit({
        type: 'rebond:recording-stop',
        detail: { turn, durationMs: next.recording.durationMs, limitReached: next.limitReached },
      });
    }
    if (next.error && next.error !== previous.error) {
      emit({
        type: 'rebond:error',
        detail: {
          kind: next.error === 'processing-failed' ? 'unknown' : 'microphone',
          step: 'recording',
          message: messages().recorderErrors[next.error],
          code: next.error,
        },
      });
    }
    commit();
  }

  return {
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    connect() {
      recording = recorder.getState();
      stopFollowingRecorder ??= recorder.subscribe(onRecorder);
      if (phase === 'loading' || (phase === 'unavailable' && !context)) void load();
      else commit();
    },
    disconnect() {
      stopFollowingRecorder?.();
      stopFollowingRecorder = null;
      abort?.abort();
      abort = null;
      clearTimers();
      // Releases the microphone; a recording under way is discarded.
      recorder.dispose();
      recording = recorder.getState();
      if (phase === 'sending') phase = 'recorder';
      changed();
    },
    apiChanged() {
      // A visit that could not start tries again; one under way keeps its state, and its new api
      // continues the visit (the same session, the consent given) from a quiet context call.
      if (!context) {
        if (!busy) void load();
        return;
      }
      if (phase !== 'ended') void refresh();
    },
    reload() {
      if (phase === 'loading' || phase === 'unavailable') void load();
    },
    setMaxSeconds(seconds) {
      ownMaxSeconds = seconds;
      setRecorderLimit();
      changed();
    },
    accept: () => answerConsent(true),
    decline: () => answerConsent(false),
    reviewConsent() {
      if (phase !== 'declined') return;
      phase = 'consent';
      commit();
    },
    allowMicrophone: () => recorder.requestPermission(),
    start() {
      error = null;
      changed();
      return recorder.start();
    },
    pause: () => recorder.pause(),
    resume: () => recorder.resume(),
    stop: () => recorder.stop(),
    recordAgain() {
      error = null;
      changed();
      recorder.reset();
    },
    send,
    next() {
      if (phase !== 'reply') return Promise.resolve();
      phase = 'recorder';
      error = null;
      const started = recorder.start();
      commit();
      return started;
    },
    retry() {
      const step = error?.step;
      if (step === 'context') void load();
      else if (step === 'send') void send();
      else if (step === 'close') void end();
      else if (step === 'consent') {
        error = null;
        commit();
      }
    },
    end,
  };
}
