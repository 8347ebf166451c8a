import type { Locale } from '@rebond/ui/messages';
import { defineElement } from '../define';
import { API_ATTRIBUTES, ApiSource, readApiConfig } from '../internal/api-source';
import { getConfig, subscribeConfig } from '../internal/config';
import { inheritedLang, resolveLocale } from '../internal/locale';
import type { EmbedContext, RecorderApi } from './api';
import { RecorderView } from './recorder.view';
import {
  createVisitorFlow,
  effectiveMaxSeconds,
  type RecorderWidgetState,
  type VisitorFlow,
} from './visitor-flow';

export type { RecorderWidgetState } from './visitor-flow';

// Server rendering has no HTMLElement: the class must still evaluate, it is just never defined.
const BaseElement = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/**
 * `<rebond-recorder>`: a clinic visitor's whole practice conversation with an avatar, in one
 * element. Consent, microphone permission, record / pause / resume / stop with an mm:ss timer and
 * the maximum length, playback and Record Again, Send with honest progress, the avatar's
 * lip-synced video reply with captions, further turns, and End Session.
 *
 * The flow is a `VisitorFlow` (`createVisitorFlow`): the element renders its state, forwards the
 * visitor's clicks to it and dispatches its events. It talks to the API only through a
 * `RecorderApi`: the `api` property, or the factory registered with `configureRecorderApi` applied
 * to `data-token` / `data-key`, `data-avatar` and `data-api`.
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
 * @fires rebond:session-end @fires rebond:token-expiring @fires rebond:error
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

  readonly #source = new ApiSource(this);
  readonly #flow: VisitorFlow;
  readonly #view: RecorderView;
  #cleanups: (() => void)[] = [];

  constructor() {
    super();
    this.#flow = createVisitorFlow({
      api: () => this.#source.resolve(),
      maxSeconds: this.#ownMaxSeconds(),
      locale: () => this.locale,
      // A page's own token (no key): the page renews it when told. A key renews its token by itself.
      pageRenewsToken: () => {
        const config = readApiConfig(this);
        return !this.#source.explicit && Boolean(config?.token) && !config?.publishableKey;
      },
    });
    this.#view = new RecorderView(this, {
      state: () => this.#flow.getState(),
      locale: () => this.locale,
      act: (action) => this.#act(action),
    });
    this.#flow.subscribe(() => this.#view.render());
    this.#flow.on(({ type, detail }) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    );
  }

  /**
   * The API the element talks to. Set it to use your own (tests, stories); otherwise the factory
   * registered with `configureRecorderApi` builds one from the `data-*` attributes.
   */
  get api(): RecorderApi | undefined {
    return this.#source.resolve();
  }

  set api(value: RecorderApi | undefined) {
    this.#source.explicit = value;
    if (this.isConnected) this.#flow.reload();
  }

  /** Where the widget is (also `data-state`). */
  get state(): RecorderWidgetState {
    return this.#flow.getState().state;
  }

  /** The language the element is shown in. */
  get locale(): Locale {
    return resolveLocale([this.getAttribute('data-locale'), getConfig().locale, inheritedLang(this)]);
  }

  /** The longest recording in seconds: `data-max-seconds` (default 180), capped by the server's limit. */
  get maxSeconds(): number {
    return effectiveMaxSeconds(this.#ownMaxSeconds(), this.context);
  }

  /** The context the api returned, once loaded. */
  get context(): EmbedContext | null {
    return this.#flow.getState().context;
  }

  /** @internal */
  connectedCallback(): void {
    this.#cleanups = [
      subscribeConfig(() => this.#view.render()),
      this.#source.subscribe(() => this.#flow.apiChanged()),
    ];
    this.#flow.setMaxSeconds(this.#ownMaxSeconds());
    this.#flow.connect();
  }

  /** @internal */
  disconnectedCallback(): void {
    for (const cleanup of this.#cleanups) cleanup();
    this.#cleanups = [];
    this.#flow.disconnect();
    this.#view.dispose();
  }

  /** @internal */
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (!this.isConnected || oldValue === newValue) return;
    if (name === 'data-max-seconds') this.#flow.setMaxSeconds(this.#ownMaxSeconds());
    if ((API_ATTRIBUTES as readonly string[]).includes(name)) this.#flow.apiChanged();
    this.#view.render();
  }

  #ownMaxSeconds(): number | undefined {
    const attribute = this.getAttribute('data-max-seconds');
    return attribute === null ? undefined : Number(attribute);
  }

  /** A button of the view: the flow's action of the same name. */
  #act(action: string): void {
    const flow = this.#flow;
    const actions: Record<string, () => unknown> = {
      accept: flow.accept,
      decline: flow.decline,
      review: flow.reviewConsent,
      allow: flow.allowMicrophone,
      start: flow.start,
      pause: flow.pause,
      resume: flow.resume,
      stop: flow.stop,
      'record-again': flow.recordAgain,
      send: flow.send,
      next: flow.next,
      retry: flow.retry,
      end: flow.end,
    };
    void actions[action]?.();
  }
}
