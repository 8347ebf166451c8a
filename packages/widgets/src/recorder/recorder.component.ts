import { type EmbedMessages, embedMessages, type Locale, visitorConsentVersions } from '@rebond/ui/messages';
import {
  createRecorder,
  formatDuration,
  type RecorderSnapshot,
  type RecorderStore,
} from '@rebond/ui/recorder-core';
import { defineElement } from '../define';
import type { RebondErrorStep, RebondEventMap } from '../events';
import { API_ATTRIBUTES, ApiSource, readApiConfig } from '../internal/api-source';
import { getConfig, subscribeConfig } from '../internal/config';
import { inheritedLang, resolveLocale } from '../internal/locale';
import {
  type EmbedContext,
  type EmbedErrorKind,
  type EmbedReply,
  embedErrorKind,
  REPLY_STAGES,
  type RecorderApi,
  type ReplyProgress,
} from './api';
import { buildWebVtt } from './captions';
import { recorderStyles } from './recorder.styles';

/**
 * Where the widget is, shown as `data-state` on the element:
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

type Phase = 'loading' | 'consent' | 'declined' | 'recorder' | 'sending' | 'reply' | 'ended' | 'unavailable';

/** What failed, and what Try Again runs. */
interface WidgetError {
  kind: EmbedErrorKind;
  step: RebondErrorStep;
  /** The `errors` key to show: the kind's own text, or `notConfigured`. */
  text: keyof EmbedMessages['recorder']['errors'];
}

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

/** How long an element without a token or key waits for one (a page that sets it after load) before saying so. */
const NOT_CONFIGURED_GRACE_MS = 3000;
/** `rebond:token-expiring` comes this long before the token expires (or half its life, when shorter). */
const EXPIRING_LEAD_MS = 60_000;

const DEFAULT_MAX_SECONDS = 180;

// Server rendering has no HTMLElement: the class must still evaluate, it is just never defined.
const BaseElement = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

const MIC_ICON =
  '<svg class="icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="2" width="6" height="12" rx="3"/><path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8"/></svg>';

let template: HTMLTemplateElement | undefined;

function getTemplate(): HTMLTemplateElement {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = `<style>${recorderStyles}</style>
<section class="root" part="base" aria-labelledby="title">
  <header class="header" part="header">
    <img class="avatar" part="avatar" alt="" hidden>
    <h2 class="title" part="title" id="title" tabindex="-1"></h2>
  </header>
  <p class="muted" part="loading" data-view="loading"></p>
  <div class="stack" part="consent" data-view="consent">
    <h3 class="title-small" id="consent-title"></h3>
    <p data-text="consent-description"></p>
    <div><button class="link" part="button details-toggle" type="button" data-action="toggle" aria-expanded="false" aria-controls="consent-details"></button></div>
    <ul class="details" part="consent-details" id="consent-details" hidden></ul>
    <p class="muted" data-text="consent-note"></p>
    <div class="actions">
      <button part="button decline" type="button" data-action="decline"></button>
      <button class="primary" part="button accept" type="button" data-action="accept"></button>
    </div>
  </div>
  <div class="stack" part="declined" data-view="declined">
    <p data-text="declined"></p>
    <div class="actions"><button part="button review" type="button" data-action="review"></button></div>
  </div>
  <div class="stack" part="reply" data-view="reply">
    <video part="video" controls playsinline preload="metadata"><track kind="captions" default></video>
    <details part="transcript"><summary data-text="transcript"></summary><ol class="turns"></ol></details>
    <div class="actions">
      <button class="primary" part="button next" type="button" data-action="next"></button>
    </div>
  </div>
  <div class="stack" part="recorder" data-view="recorder">
    <div class="stack" part="permission" data-view="denied">
      <div class="notice"><p class="title-small" data-text="permission-title"></p><p data-text="permission-text"></p></div>
      <div class="actions"><button part="button allow-microphone" type="button" data-action="allow"></button></div>
    </div>
    <div class="row" data-view="idle">
      <button class="primary" part="button start" type="button" data-action="start">${MIC_ICON}<span></span></button>
      <span class="muted" data-text="limit"></span>
      <p class="muted" data-text="asking"></p>
    </div>
    <div class="stack" data-view="live">
      <div class="row">
        <span class="badge" part="recording-status"><span class="dot" aria-hidden="true"></span><span></span></span>
        <span class="timer" part="timer" role="timer"></span>
        <span class="muted" data-text="max"></span>
      </div>
      <div class="actions">
        <button part="button pause" type="button" data-action="pause"></button>
        <button part="button resume" type="button" data-action="resume"></button>
        <button class="danger" part="button stop" type="button" data-action="stop"></button>
      </div>
    </div>
    <p class="muted" data-view="processing"></p>
    <div class="stack" part="recorded" data-view="recorded">
      <p class="complete" data-text="complete"></p>
      <audio preload="metadata"></audio>
      <div class="actions">
        <button part="button play" type="button" data-action="play" aria-pressed="false"></button>
        <button part="button record-again" type="button" data-action="record-again"></button>
        <button class="primary" part="button send" type="button" data-action="send" aria-describedby="send-hint"></button>
      </div>
      <p class="muted" id="send-hint" data-text="send-hint"></p>
    </div>
    <p class="info" data-text="limit-reached"></p>
  </div>
  <div class="stack" part="progress" data-view="sending">
    <p data-text="stage"></p>
    <div class="bar" part="progress-bar" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-labelledby="progress-label"><div class="bar-fill"></div></div>
    <span class="sr-only" id="progress-label" data-text="progress-label"></span>
  </div>
  <div class="stack" part="ended" data-view="ended">
    <h3 class="title-small" data-text="ended-title" tabindex="-1"></h3>
    <p data-text="ended-text"></p>
  </div>
  <div class="stack" data-view="error">
    <div class="notice" part="error" role="alert"><p></p></div>
    <div class="actions"><button part="button retry" type="button" data-action="retry"></button></div>
  </div>
  <div class="footer" part="footer" data-view="footer">
    <button part="button end" type="button" data-action="end"></button>
  </div>
  <div class="sr-only" aria-live="polite" aria-atomic="true" data-text="live"></div>
</section>`;
  }
  return template;
}

/**
 * `<rebond-recorder>`: a clinic visitor's whole practice conversation with an avatar, in one
 * element. Consent, microphone permission, record / pause / resume / stop with an mm:ss timer and
 * the maximum length, playback and Record Again, Send with honest progress, the avatar's
 * lip-synced video reply with captions, further turns, and End Session.
 *
 * It talks to the API only through a `RecorderApi`: the `api` property, or the factory registered
 * with `configureRecorderApi` applied to `data-token` / `data-key`, `data-avatar` and `data-api`.
 *
 * @attr data-token - An embed token minted by the clinic's server (short-lived, one avatar, one origin).
 * @attr data-key - A publishable key, for static sites; only works on the key's allowed origins.
 * @attr data-avatar - The avatar, when the key allows several.
 * @attr data-api - The Rebond server's base URL; the page's origin when absent.
 * @attr data-locale - `en`, `fr`, `es` or `de`; otherwise `Rebond('init')`, the nearest `lang`, English.
 * @attr data-max-seconds - The longest recording in seconds (default 180); the server's limit wins when lower.
 * @attr data-state - Read only: a `RecorderWidgetState`.
 * @attr data-error - Read only: the `EmbedErrorKind` shown, if any.
 *
 * @fires rebond:ready @fires rebond:consent @fires rebond:recording-start
 * @fires rebond:recording-stop @fires rebond:reply-progress @fires rebond:reply-ready
 * @fires rebond:session-end @fires rebond:error
 *
 * @csspart base - The box around everything.
 * @csspart header @csspart avatar @csspart title
 * @csspart loading @csspart consent @csspart consent-details @csspart declined
 * @csspart recorder @csspart permission @csspart recording-status @csspart timer @csspart recorded
 * @csspart progress @csspart progress-bar @csspart reply @csspart video @csspart transcript
 * @csspart ended @csspart error @csspart footer
 * @csspart button - Every button; each also has its own part: details-toggle, accept, decline,
 *   review, allow-microphone, start, pause, resume, stop, play, record-again, send, next, retry, end.
 */
export class RebondRecorder extends BaseElement {
  /** The tag name this class is defined under. */
  static readonly tagName = 'rebond-recorder';

  /** Attributes that update the element when they change. */
  static readonly observedAttributes = ['data-locale', 'data-max-seconds', ...API_ATTRIBUTES];

  /** Defines `<rebond-recorder>`; safe to call twice. Returns whether this call defined it. */
  static define(): boolean {
    return defineElement(RebondRecorder.tagName, RebondRecorder);
  }

  readonly #root: ShadowRoot;
  readonly #source = new ApiSource(this);
  readonly #recorder: RecorderStore;
  #snapshot: RecorderSnapshot;
  #phase: Phase = 'loading';
  #context: EmbedContext | null = null;
  #error: WidgetError | null = null;
  #consentOpen = false;
  #busy = false;
  #sessionId: string | null = null;
  #turns: { user: string; avatar: string }[] = [];
  #reply: EmbedReply | null = null;
  #progress: ReplyProgress = { stage: 'uploading', percent: 0 };
  #abort: AbortController | null = null;
  #captionsUrl: string | null = null;
  #announcement = '';
  /** Focus waits on the title (its control went away and the view had none): move it on. */
  #focusParked = false;
  /** The visitor pressed a control of the widget: when it goes (or is disabled and loses focus), focus moves on. */
  #focusFollows = false;
  #cleanups: (() => void)[] = [];
  #timers: ReturnType<typeof setTimeout>[] = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.appendChild(getTemplate().content.cloneNode(true));
    this.#recorder = createRecorder({ maxDurationMs: this.maxSeconds * 1000 });
    this.#snapshot = this.#recorder.getState();
    this.#root.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button[data-action]');
      if (button instanceof HTMLButtonElement && !button.disabled) {
        this.#focusFollows = true;
        this.#act(button.dataset.action ?? '');
      }
    });
    const audio = this.#el('audio') as HTMLAudioElement;
    for (const type of ['play', 'pause', 'ended']) audio.addEventListener(type, () => this.#render());
    const video = this.#el('video') as HTMLVideoElement;
    video.addEventListener('loadedmetadata', () => this.#buildCaptions());
  }

  /* ----------------------------------------------------------------------------------------------
   * Public properties
   * --------------------------------------------------------------------------------------------*/

  /**
   * The API the element talks to. Set it to use your own (tests, stories); otherwise the factory
   * registered with `configureRecorderApi` builds one from the `data-*` attributes.
   */
  get api(): RecorderApi | undefined {
    return this.#source.resolve();
  }

  set api(value: RecorderApi | undefined) {
    this.#source.explicit = value;
    if (this.isConnected && (this.#phase === 'loading' || this.#phase === 'unavailable')) void this.#load();
  }

  /** Where the widget is (also `data-state`). */
  get state(): RecorderWidgetState {
    switch (this.#phase) {
      case 'recorder':
        switch (this.#snapshot.state) {
          case 'permission-unknown':
            return 'idle';
          case 'finished':
            return 'recorded';
          default:
            return this.#snapshot.state;
        }
      default:
        return this.#phase;
    }
  }

  /** The language the element is shown in. */
  get locale(): Locale {
    return resolveLocale([this.getAttribute('data-locale'), getConfig().locale, inheritedLang(this)]);
  }

  /** The longest recording in seconds: `data-max-seconds` (default 180), capped by the server's limit. */
  get maxSeconds(): number {
    const attribute = Number(this.getAttribute('data-max-seconds'));
    const own = Number.isFinite(attribute) && attribute > 0 ? attribute : DEFAULT_MAX_SECONDS;
    const server = this.#context?.max_seconds;
    return server && server > 0 ? Math.min(own, server) : own;
  }

  /** The context the api returned, once loaded. */
  get context(): EmbedContext | null {
    return this.#context;
  }

  /* ----------------------------------------------------------------------------------------------
   * Lifecycle
   * --------------------------------------------------------------------------------------------*/

  /** @internal */
  connectedCallback(): void {
    this.#snapshot = this.#recorder.getState();
    this.#cleanups = [
      subscribeConfig(() => this.#render()),
      this.#source.subscribe(() => this.#onApiChange()),
      this.#recorder.subscribe(() => this.#onRecorder()),
    ];
    if (this.#phase === 'loading' || (this.#phase === 'unavailable' && !this.#context)) void this.#load();
    else this.#render();
  }

  /** @internal */
  disconnectedCallback(): void {
    for (const cleanup of this.#cleanups) cleanup();
    this.#cleanups = [];
    this.#abort?.abort();
    this.#abort = null;
    this.#clearTimers();
    // Releases the microphone; a recording under way is discarded.
    this.#recorder.dispose();
    if (this.#phase === 'sending') this.#phase = 'recorder';
    this.#revokeCaptions();
  }

  /** @internal */
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (!this.isConnected || oldValue === newValue) return;
    if (name === 'data-max-seconds') this.#recorder.setOptions({ maxDurationMs: this.maxSeconds * 1000 });
    if ((API_ATTRIBUTES as readonly string[]).includes(name)) this.#onApiChange();
    this.#render();
  }

  /* ----------------------------------------------------------------------------------------------
   * Flow
   * --------------------------------------------------------------------------------------------*/

  #onApiChange(): void {
    // A new token or a newly registered factory: a visit that could not start tries again; one
    // under way keeps its state, and its new api continues the visit (the same session, the
    // consent given) from a quiet context call that also learns the new token's expiry.
    if (!this.#context) {
      if (!this.#busy) void this.#load();
      return;
    }
    if (this.#phase !== 'ended') void this.#refresh();
  }

  /** Reads the context again with the current api (a fresh token): new expiry, errors it fixes cleared. */
  async #refresh(): Promise<void> {
    const api = this.api;
    if (!api) return;
    try {
      const context = await api.context();
      if (api !== this.api) return;
      this.#context = context;
      this.#scheduleExpiry(context.expires_at);
      if (this.#error?.kind === 'expired') {
        this.#error = null;
        if (this.#phase === 'unavailable') this.#phase = this.#sessionId ? 'recorder' : 'consent';
      }
    } catch (error) {
      this.#fail('context', error);
    }
    this.#render();
  }

  #clearTimers(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
  }

  /**
   * With a page's own token (`data-token`, no key), tells the page ahead of time that it needs a
   * fresh one (`rebond:token-expiring`), and when the token has expired (`rebond:error`, kind
   * `expired`). A publishable key renews its token by itself.
   */
  #scheduleExpiry(expiresAt: string): void {
    this.#clearTimers();
    const config = readApiConfig(this);
    if (this.#source.explicit || !config?.token || config.publishableKey) return;
    const left = new Date(expiresAt).getTime() - Date.now();
    if (!Number.isFinite(left)) return;
    const token = config.token;
    const unchanged = () => this.getAttribute('data-token') === token;
    this.#timers.push(
      setTimeout(
        () => {
          if (unchanged()) this.#emit('rebond:token-expiring', { expiresAt });
        },
        Math.max(0, left - Math.min(EXPIRING_LEAD_MS, left / 2)),
      ),
      setTimeout(
        () => {
          if (unchanged())
            this.#emit('rebond:error', {
              kind: 'expired',
              step: 'context',
              message: this.#messages().errors.expired,
            });
        },
        Math.max(0, left),
      ),
    );
  }

  async #load(): Promise<void> {
    const api = this.api;
    this.#abort?.abort();
    if (!api) {
      // A token or key but no factory yet: the runtime registers the adapter in a moment. Neither
      // yet: many pages set the token after load, so the widget waits a moment before saying so.
      this.#phase = 'loading';
      this.#error = null;
      const waited = setTimeout(() => {
        if (this.api || !this.isConnected || this.#phase !== 'loading') return;
        this.#phase = 'unavailable';
        this.#error = { kind: 'unknown', step: 'context', text: 'notConfigured' };
        console.warn(
          '[rebond] <rebond-recorder> has no api: give it data-token or data-key (with a factory registered by configureRecorderApi), or set element.api.',
        );
        this.#render();
      }, NOT_CONFIGURED_GRACE_MS);
      this.#timers.push(waited);
      this.#render();
      return;
    }
    const abort = new AbortController();
    this.#abort = abort;
    this.#phase = 'loading';
    this.#error = null;
    this.#busy = true;
    this.#render();
    try {
      const context = await api.context(abort.signal);
      if (abort.signal.aborted) return;
      this.#context = context;
      if (context.consent_version !== visitorConsentVersions.session) {
        console.warn(
          `[rebond] <rebond-recorder>: the server expects consent text ${context.consent_version}, this widget shows ${visitorConsentVersions.session}.`,
        );
      }
      this.#recorder.setOptions({ maxDurationMs: this.maxSeconds * 1000 });
      this.#scheduleExpiry(context.expires_at);
      // What would refuse the first Send is said now, before the visitor records.
      const refusal = context.quota_reached ? 'quota' : context.avatar_ready === false ? 'not_ready' : null;
      if (refusal) {
        this.#phase = 'unavailable';
        this.#error = { kind: refusal, step: 'context', text: refusal };
        this.#emit('rebond:error', {
          kind: refusal,
          step: 'context',
          message: this.#messages().errors[refusal],
        });
      } else {
        this.#phase = 'consent';
        this.#emit('rebond:ready', {
          avatar: { id: context.avatar.id, name: context.avatar.name },
          maxSeconds: this.maxSeconds,
          expiresAt: context.expires_at,
        });
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#phase = 'unavailable';
      this.#fail('context', error);
    } finally {
      if (this.#abort === abort) this.#abort = null;
      this.#busy = false;
    }
    this.#render();
  }

  async #answerConsent(granted: boolean): Promise<void> {
    const api = this.api;
    if (!api || this.#busy) return;
    const version = visitorConsentVersions.session;
    this.#busy = true;
    this.#error = null;
    this.#render();
    try {
      await api.consent({ granted, version });
      this.#emit('rebond:consent', { type: 'session', granted, version });
      this.#consentOpen = false;
      this.#phase = granted ? 'recorder' : 'declined';
    } catch (error) {
      this.#fail('consent', error);
    } finally {
      this.#busy = false;
    }
    this.#render();
  }

  async #send(): Promise<void> {
    const api = this.api;
    const recording = this.#snapshot.recording;
    if (!api || !recording || this.#busy) return;
    const turn = this.#turns.length + 1;
    const abort = new AbortController();
    this.#abort = abort;
    this.#busy = true;
    this.#error = null;
    this.#phase = 'sending';
    this.#progress = { stage: 'uploading', percent: 0 };
    this.#announce(this.#stageText());
    this.#render();
    try {
      this.#sessionId ??= (await api.startSession()).id;
      const sessionId = this.#sessionId;
      const reply = await api.send(sessionId, recording.blob, {
        signal: abort.signal,
        onProgress: (progress) => {
          if (abort.signal.aborted) return;
          this.#onProgress(sessionId, turn, progress);
        },
      });
      if (abort.signal.aborted) return;
      this.#turns.push({ user: reply.user_transcript, avatar: reply.avatar_script });
      this.#reply = reply;
      this.#phase = 'reply';
      // The reply is in: the recording has done its job.
      this.#recorder.reset();
      this.#showReply(reply);
      this.#announce(this.#messages().replyReady(this.#avatarName()));
      this.#emit('rebond:reply-ready', {
        sessionId,
        turn,
        videoUrl: reply.video_url,
        userTranscript: reply.user_transcript,
        avatarScript: reply.avatar_script,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      // Nothing is lost: the recording is still in the recorder, ready to be sent again.
      this.#phase = 'recorder';
      this.#fail('send', error);
    } finally {
      if (this.#abort === abort) this.#abort = null;
      this.#busy = false;
    }
    this.#render();
  }

  #onProgress(sessionId: string, turn: number, progress: ReplyProgress): void {
    const percent = Math.round(Math.min(100, Math.max(this.#progress.percent, progress.percent)));
    const stage = progress.stage || this.#progress.stage;
    if (stage === this.#progress.stage && percent === this.#progress.percent) return;
    const previous = this.#progress;
    this.#progress = { stage, percent };
    // Announce new stages and every quarter, not every percent: a screen reader would read nothing else.
    if (stage !== previous.stage || Math.floor(percent / 25) !== Math.floor(previous.percent / 25)) {
      this.#announce(this.#stageText());
    }
    this.#emit('rebond:reply-progress', { sessionId, turn, stage, percent });
    this.#render();
  }

  async #end(): Promise<void> {
    const api = this.api;
    if (this.#busy) return;
    const sessionId = this.#sessionId;
    if (sessionId && api) {
      this.#busy = true;
      this.#error = null;
      this.#render();
      try {
        await api.close(sessionId);
      } catch (error) {
        this.#busy = false;
        this.#fail('close', error);
        this.#render();
        return;
      }
      this.#busy = false;
    }
    this.#recorder.dispose();
    (this.#el('video') as HTMLVideoElement).pause();
    this.#phase = 'ended';
    this.#error = null;
    this.#announce(this.#messages().endedTitle);
    this.#emit('rebond:session-end', { sessionId, turns: this.#turns.length });
    this.#render();
  }

  #act(action: string): void {
    const recorder = this.#recorder;
    switch (action) {
      case 'toggle':
        this.#consentOpen = !this.#consentOpen;
        break;
      case 'accept':
        void this.#answerConsent(true);
        return;
      case 'decline':
        void this.#answerConsent(false);
        return;
      case 'review':
        this.#phase = 'consent';
        break;
      case 'allow':
        void recorder.requestPermission();
        return;
      case 'start':
        this.#error = null;
        void recorder.start();
        return;
      case 'pause':
        recorder.pause();
        return;
      case 'resume':
        recorder.resume();
        return;
      case 'stop':
        recorder.stop();
        return;
      case 'play': {
        const audio = this.#el('audio') as HTMLAudioElement;
        if (audio.paused) void audio.play().catch(() => this.#render());
        else audio.pause();
        return;
      }
      case 'record-again':
        this.#error = null;
        recorder.reset();
        return;
      case 'send':
        void this.#send();
        return;
      case 'next':
        (this.#el('video') as HTMLVideoElement).pause();
        this.#phase = 'recorder';
        this.#error = null;
        void recorder.start();
        break;
      case 'retry':
        this.#retry();
        return;
      case 'end':
        void this.#end();
        return;
    }
    this.#render();
  }

  #retry(): void {
    const step = this.#error?.step;
    if (step === 'context') void this.#load();
    else if (step === 'send') void this.#send();
    else if (step === 'close') void this.#end();
    else if (step === 'consent') {
      this.#error = null;
      this.#render();
    }
  }

  #onRecorder(): void {
    const previous = this.#snapshot;
    const next = this.#recorder.getState();
    this.#snapshot = next;
    // The timer's tick (ten a second) only changes the timer.
    if (
      next.elapsedMs !== previous.elapsedMs &&
      next.state === previous.state &&
      next.recording === previous.recording &&
      next.error === previous.error &&
      next.requesting === previous.requesting &&
      next.maxDurationMs === previous.maxDurationMs
    ) {
      this.#el('.timer').textContent = formatDuration(next.elapsedMs);
      return;
    }
    const turn = this.#turns.length + 1;
    const wasUnderWay = previous.state === 'recording' || previous.state === 'paused';
    if (next.state === 'recording' && !wasUnderWay) {
      this.#announce(this.#messages().recording);
      this.#emit('rebond:recording-start', { turn });
    }
    if (next.state === 'finished' && previous.state !== 'finished' && next.recording) {
      this.#announce(this.#messages().recorded(formatDuration(next.recording.durationMs)));
      this.#emit('rebond:recording-stop', {
        turn,
        durationMs: next.recording.durationMs,
        limitReached: next.limitReached,
      });
    }
    if (next.error && next.error !== previous.error) {
      this.#emit('rebond:error', {
        kind: next.error === 'processing-failed' ? 'unknown' : 'microphone',
        step: 'recording',
        message: this.#messages().recorderErrors[next.error],
        code: next.error,
      });
    }
    this.#render();
  }

  #fail(step: RebondErrorStep, error: unknown): void {
    const kind = embedErrorKind(error);
    if (kind === 'unknown' && !(error instanceof Error && error.name === 'EmbedError')) {
      console.warn(
        '[rebond] <rebond-recorder>: the api failed with an error that is not an EmbedError',
        error,
      );
    }
    this.#error = { kind, step, text: kind };
    this.#emit('rebond:error', { kind, step, message: this.#messages().errors[kind] });
  }

  /* ----------------------------------------------------------------------------------------------
   * Reply video and captions
   * --------------------------------------------------------------------------------------------*/

  #showReply(reply: EmbedReply): void {
    const video = this.#el('video') as HTMLVideoElement;
    this.#revokeCaptions();
    const track = this.#freshTrack();
    if (reply.captions_url) track.src = reply.captions_url;
    video.poster = reply.poster_url ?? this.#context?.avatar.image_url ?? '';
    video.src = reply.video_url;
  }

  /** Without a captions URL, captions are built from the script once the video's length is known. */
  #buildCaptions(): void {
    const reply = this.#reply;
    if (!reply || reply.captions_url || !reply.avatar_script.trim()) return;
    const video = this.#el('video') as HTMLVideoElement;
    this.#revokeCaptions();
    const vtt = buildWebVtt(reply.avatar_script, video.duration);
    this.#captionsUrl = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
    this.#freshTrack().src = this.#captionsUrl;
  }

  /** A new `<track>` (browsers do not reliably reload one whose `src` changes). */
  #freshTrack(): HTMLTrackElement {
    const video = this.#el('video') as HTMLVideoElement;
    const track = document.createElement('track');
    track.kind = 'captions';
    track.default = true;
    track.srclang = this.locale;
    track.label = this.#messages().captions;
    video.querySelector('track')?.remove();
    video.append(track);
    return track;
  }

  #revokeCaptions(): void {
    if (this.#captionsUrl) URL.revokeObjectURL(this.#captionsUrl);
    this.#captionsUrl = null;
  }

  /* ----------------------------------------------------------------------------------------------
   * Rendering
   * --------------------------------------------------------------------------------------------*/

  #messages(): EmbedMessages['recorder'] {
    return embedMessages[this.locale].recorder;
  }

  #avatarName(): string {
    return this.#context?.avatar.name ?? this.#messages().fallbackName;
  }

  #stageText(): string {
    const stage = this.#progress.stage;
    const stages = this.#messages().stages;
    const label = (REPLY_STAGES as readonly string[]).includes(stage)
      ? stages[stage as keyof typeof stages]
      : stages.working;
    return this.#messages().progress(label, this.#progress.percent);
  }

  #announce(text: string): void {
    this.#announcement = text;
  }

  #emit<K extends keyof RebondEventMap>(type: K, detail: RebondEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #el(selector: string): HTMLElement {
    return this.#root.querySelector<HTMLElement>(selector)!;
  }

  #text(name: string, value: string): void {
    this.#el(`[data-text="${name}"]`).textContent = value;
  }

  #button(action: string, label: string, disabled = false): HTMLButtonElement {
    const button = this.#el(`button[data-action="${action}"]`) as HTMLButtonElement;
    const span = button.querySelector('span:not(.dot)');
    if (span) span.textContent = label;
    else button.textContent = label;
    button.disabled = disabled;
    return button;
  }

  #show(view: string, visible: boolean): void {
    this.#el(`[data-view="${view}"]`).hidden = !visible;
  }

  // Updates the existing nodes in place, so the focused control keeps focus across renders.
  #render(): void {
    if (!this.isConnected) return;
    const locale = this.locale;
    const all = embedMessages[locale];
    const t = all.recorder;
    const consent = all.consent;
    const state = this.state;
    const phase = this.#phase;
    const snapshot = this.#snapshot;
    const context = this.#context;
    const name = this.#avatarName();
    const busy = this.#busy;
    const focused = this.#root.activeElement;

    const base = this.#el('.root');
    base.setAttribute('lang', locale);
    this.#el('#title').textContent = context ? t.label(name) : t.label(t.fallbackName);
    const avatar = this.#el('.avatar') as HTMLImageElement;
    const imageUrl = context?.avatar.image_url ?? '';
    if (avatar.getAttribute('src') !== imageUrl && imageUrl) avatar.src = imageUrl;
    avatar.hidden = !imageUrl;

    // Loading
    this.#show('loading', phase === 'loading');
    this.#el('[data-view="loading"]').textContent = t.loading;

    // Consent
    const texts = consent.types.session;
    this.#show('consent', phase === 'consent');
    this.#el('#consent-title').textContent = texts.title;
    this.#text('consent-description', texts.description);
    this.#text('consent-note', consent.note);
    const toggle = this.#button('toggle', this.#consentOpen ? consent.hideDetails : consent.showDetails);
    toggle.setAttribute('aria-expanded', String(this.#consentOpen));
    const details = this.#el('#consent-details');
    details.hidden = !this.#consentOpen;
    if (details.dataset.locale !== locale) {
      details.dataset.locale = locale;
      details.replaceChildren(
        ...texts.details.map((text) => {
          const item = document.createElement('li');
          item.textContent = text;
          return item;
        }),
      );
    }
    this.#button('accept', consent.accept, busy);
    this.#button('decline', consent.decline, busy);

    // Declined
    this.#show('declined', phase === 'declined');
    this.#text('declined', t.declined);
    this.#button('review', t.reviewConsent);

    // Recorder
    const recorderShown = phase === 'recorder';
    this.#show('recorder', recorderShown);
    this.#show('denied', recorderShown && state === 'denied');
    this.#text('permission-title', t.permissionTitle);
    this.#text('permission-text', `${t.recorderErrors['permission-denied']} ${t.permissionText}`);
    this.#button('allow', t.allowMicrophone, snapshot.requesting);
    this.#show('idle', recorderShown && state === 'idle');
    this.#button('start', t.start, snapshot.requesting);
    const max = formatDuration(snapshot.maxDurationMs);
    this.#text('limit', t.limit(max));
    // While the browser's own permission prompt is open.
    this.#text('asking', t.asking);
    this.#el('[data-text="asking"]').hidden = !snapshot.requesting;
    const live = state === 'recording' || state === 'paused';
    this.#show('live', recorderShown && live);
    const badge = this.#el('.badge');
    badge.dataset.state = state;
    (badge.lastElementChild as HTMLElement).textContent = state === 'paused' ? t.paused : t.recording;
    const timer = this.#el('.timer');
    timer.textContent = formatDuration(snapshot.elapsedMs);
    timer.setAttribute('aria-label', t.elapsed);
    this.#text('max', `/ ${max}`);
    this.#button('pause', t.pause).hidden = state !== 'recording';
    this.#button('resume', t.resume).hidden = state !== 'paused';
    this.#button('stop', t.stop);
    this.#show('processing', recorderShown && state === 'processing');
    this.#el('[data-view="processing"]').textContent = t.processing;

    const recording = snapshot.recording;
    this.#show('recorded', recorderShown && state === 'recorded');
    const duration = formatDuration(recording?.durationMs ?? 0);
    this.#text('complete', t.recorded(duration));
    const audio = this.#el('audio') as HTMLAudioElement;
    audio.setAttribute('aria-label', t.yourRecording);
    if (recording && audio.getAttribute('src') !== recording.url) audio.src = recording.url;
    if (!recording && audio.hasAttribute('src')) {
      audio.pause();
      audio.removeAttribute('src');
    }
    const playing = !audio.paused && !audio.ended;
    this.#button('play', playing ? t.pausePlayback : t.play).setAttribute('aria-pressed', String(playing));
    this.#button('record-again', t.recordAgain, busy);
    // 00:00 is nothing to send.
    const tooShort = !recording || recording.durationMs < 1000 || recording.blob.size === 0;
    this.#button('send', t.send, busy || tooShort);
    this.#text('send-hint', tooShort ? t.tooShort : '');
    this.#el('#send-hint').hidden = !tooShort;
    this.#el('[data-text="limit-reached"]').hidden = !(
      recorderShown &&
      state === 'recorded' &&
      snapshot.limitReached
    );
    this.#text('limit-reached', t.limitReached);

    // Sending
    this.#show('sending', phase === 'sending');
    const stageText = this.#stageText();
    this.#text('stage', stageText);
    this.#text('progress-label', t.progressLabel);
    const bar = this.#el('[role="progressbar"]');
    bar.setAttribute('aria-valuenow', String(this.#progress.percent));
    bar.setAttribute('aria-valuetext', stageText);
    (bar.firstElementChild as HTMLElement).style.width = `${this.#progress.percent}%`;

    // Reply
    this.#show('reply', phase === 'reply');
    const video = this.#el('video') as HTMLVideoElement;
    video.setAttribute('aria-label', t.videoLabel(name));
    const track = video.querySelector('track');
    if (track) track.label = t.captions;
    this.#text('transcript', t.transcript);
    const turns = this.#el('.turns');
    if (turns.childElementCount !== this.#turns.length * 2 || turns.dataset.locale !== locale) {
      turns.dataset.locale = locale;
      turns.replaceChildren(
        ...this.#turns.flatMap(({ user, avatar: reply }) => [
          this.#turnItem(t.you, user),
          this.#turnItem(name, reply),
        ]),
      );
    }
    this.#button('next', t.next);

    // Ended
    this.#show('ended', phase === 'ended');
    this.#text('ended-title', t.endedTitle);
    this.#text('ended-text', t.endedText);

    // Errors: the microphone's own, else the api's.
    const apiError = this.#error;
    const recorderError = recorderShown && state !== 'denied' ? snapshot.error : null;
    const errorText = apiError
      ? t.errors[apiError.text]
      : recorderError
        ? t.recorderErrors[recorderError]
        : '';
    this.#show('error', Boolean(errorText));
    this.#el('[part="error"] p').textContent = errorText;
    const canRetry =
      apiError !== null &&
      apiError.step !== 'consent' &&
      apiError.text !== 'notConfigured' &&
      !FINAL_KINDS.includes(apiError.kind);
    this.#button('retry', t.retry, busy).hidden = !canRetry;
    const kind = apiError?.kind ?? (recorderShown && snapshot.error ? 'microphone' : null);
    if (kind) this.setAttribute('data-error', kind);
    else this.removeAttribute('data-error');

    // End Session: once the conversation has started, except mid-recording and while sending.
    const endable = (phase === 'recorder' && !live && state !== 'processing') || phase === 'reply';
    this.#show('footer', endable);
    this.#button('end', t.end, busy);

    this.#text('live', this.#announcement);

    if (this.getAttribute('data-state') !== state) this.setAttribute('data-state', state);

    // The control that had focus disappeared: move focus to the new view's first control. So too
    // when the control the visitor pressed was disabled meanwhile and the browser dropped its
    // focus (Accept, Start), once the widget is no longer waiting.
    const lost =
      !(focused instanceof HTMLElement) ||
      Boolean(focused.closest('[hidden]')) ||
      (focused instanceof HTMLButtonElement && focused.disabled);
    if (focused instanceof HTMLElement && focused.closest('[hidden]')) this.#focusView();
    else if (this.#focusParked && focused === this.#el('#title')) this.#focusView();
    else if (this.#focusFollows && lost && !busy && !snapshot.requesting) this.#focusView();
    if (!busy && !snapshot.requesting && !lost) this.#focusFollows = false;
  }

  #turnItem(speaker: string, text: string): HTMLLIElement {
    const item = document.createElement('li');
    const who = document.createElement('span');
    who.className = 'speaker';
    who.textContent = `${speaker}: `;
    item.append(who, text);
    return item;
  }

  // The first control of the view on screen (the reply's video first), else the title until one appears.
  #focusView(): void {
    const candidates = [...this.#root.querySelectorAll<HTMLElement>('button, video, [tabindex="-1"]')];
    const target = candidates.find(
      (element) =>
        !element.closest('[hidden]') && element.tagName !== 'H2' && !(element as HTMLButtonElement).disabled,
    );
    this.#focusParked = !target;
    (target ?? this.#el('#title')).focus();
  }
}
