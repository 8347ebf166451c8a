import {
  CONSENT_TYPES,
  type ConsentType,
  embedMessages,
  type Locale,
  visitorConsentVersions,
} from '@rebond/ui/messages';
import { defineElement } from '../define';
import type { RebondConsentDetail, RebondErrorDetail } from '../events';
import { API_ATTRIBUTES, ApiSource } from '../internal/api-source';
import { getConfig, subscribeConfig } from '../internal/config';
import { inheritedLang, resolveLocale } from '../internal/locale';
import { type EmbedErrorKind, embedErrorKind, type RecorderApi } from '../recorder/api';
import { consentNoticeStyles } from './consent-notice.styles';

/** A visitor's answer, as shown in the `data-decision` attribute. */
export type ConsentDecision = 'granted' | 'declined';

/** Whether the details list is shown, as shown in the `data-state` attribute. */
export type ConsentNoticeState = 'open' | 'closed';

/** Whether the answer reached the server, as shown in the `data-saved` attribute (with an api only). */
export type ConsentSaveState = 'saving' | 'saved' | 'failed';

const DEFAULT_TYPE: ConsentType = 'session';

// Server rendering has no HTMLElement: the class must still evaluate, it is just never defined.
const BaseElement = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

let template: HTMLTemplateElement | undefined;

function getTemplate(): HTMLTemplateElement {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = `<style>${consentNoticeStyles}</style>
<section part="base" aria-labelledby="title">
  <h2 part="title" id="title"></h2>
  <p part="description"></p>
  <button part="toggle" type="button" aria-expanded="false" aria-controls="details"><span class="chevron" aria-hidden="true">&#9656;</span><span class="label"></span></button>
  <ul part="details" id="details" hidden></ul>
  <p part="note"></p>
  <p part="status" role="status"></p>
  <div part="actions">
    <button part="decline" type="button" aria-pressed="false"><span class="check" aria-hidden="true">&#10003;</span><span class="label"></span></button>
    <button part="accept" type="button" aria-pressed="false"><span class="check" aria-hidden="true">&#10003;</span><span class="label"></span></button>
  </div>
</section>`;
  }
  return template;
}

function isConsentType(value: string | null): value is ConsentType {
  return CONSENT_TYPES.some((type) => type === value);
}

/**
 * `<rebond-consent-notice>`: asks a visitor for one consent before any Rebond widget runs on a
 * clinic's site, and reports the answer as a `rebond:consent` event.
 *
 * @attr data-type - Which consent: `platform`, `session` (default) or `data-processing`.
 * @attr data-locale - Language: `en`, `fr`, `es` or `de`. Otherwise `Rebond('init', { locale })`,
 *   then the nearest `lang` attribute, then English.
 * @attr data-decision - `granted` or `declined`: set by the element after an answer; set it
 *   yourself to restore a saved answer.
 * @attr data-state - `open` or `closed` (read only): whether the details are shown.
 * @attr data-token, data-key, data-avatar, data-api - As on `<rebond-recorder>`: with a token or
 *   key (and a registered api factory), or with the `api` property, the answer is also stored on
 *   the server through `RecorderApi.consent`.
 * @attr data-saved - `saving`, `saved` or `failed` (read only, with an api): where the answer is.
 *
 * @fires rebond:consent - The visitor answered; `detail` is a `RebondConsentDetail`.
 *
 * @csspart base - The region around everything.
 * @csspart title - The heading.
 * @csspart description - The short explanation.
 * @csspart toggle - The Show Details / Hide Details button.
 * @csspart details - The list of details.
 * @csspart note - The note about stopping and deleting recordings.
 * @csspart status - Saving / saved / why saving failed (with an api).
 * @csspart actions - The container of both answer buttons.
 * @csspart accept - The "I Understand and Agree" button.
 * @csspart decline - The "I Don't Agree" button.
 */
export class RebondConsentNotice extends BaseElement {
  /** The tag name this class is defined under. */
  static readonly tagName = 'rebond-consent-notice';

  /** Attributes that re-render the element when they change. */
  static readonly observedAttributes = ['data-type', 'data-locale', 'data-decision', ...API_ATTRIBUTES];

  /** Defines `<rebond-consent-notice>`; safe to call twice. Returns whether this call defined it. */
  static define(): boolean {
    return defineElement(RebondConsentNotice.tagName, RebondConsentNotice);
  }

  readonly #root: ShadowRoot;
  readonly #source = new ApiSource(this);
  #saved: ConsentSaveState | undefined;
  #failure: EmbedErrorKind | undefined;
  #open = false;
  #unsubscribe: (() => void) | undefined;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.appendChild(getTemplate().content.cloneNode(true));
    this.#part('toggle').addEventListener('click', () => {
      this.open = !this.#open;
    });
    this.#part('accept').addEventListener('click', () => this.#answer(true));
    this.#part('decline').addEventListener('click', () => this.#answer(false));
  }

  /** Which consent is asked (the `data-type` attribute). Unknown values fall back to `session`. */
  get type(): ConsentType {
    const value = this.getAttribute('data-type');
    return isConsentType(value) ? value : DEFAULT_TYPE;
  }

  set type(value: ConsentType) {
    this.setAttribute('data-type', value);
  }

  /**
   * Where the answer is stored on the server: this property, or the factory registered with
   * `configureRecorderApi` applied to the `data-*` attributes. Without one the answer is only
   * reported as a `rebond:consent` event.
   */
  get api(): RecorderApi | undefined {
    return this.#source.resolve();
  }

  set api(value: RecorderApi | undefined) {
    this.#source.explicit = value;
  }

  /** The language the element is shown in, resolved from `data-locale`, `init`, `lang`, English. */
  get locale(): Locale {
    return resolveLocale([this.getAttribute('data-locale'), getConfig().locale, inheritedLang(this)]);
  }

  /** The visitor's answer (the `data-decision` attribute), or `undefined` before one. */
  get decision(): ConsentDecision | undefined {
    const value = this.getAttribute('data-decision');
    return value === 'granted' || value === 'declined' ? value : undefined;
  }

  set decision(value: ConsentDecision | undefined) {
    if (value) this.setAttribute('data-decision', value);
    else this.removeAttribute('data-decision');
  }

  /** Whether the details list is shown (also `data-state="open"`). */
  get open(): boolean {
    return this.#open;
  }

  set open(value: boolean) {
    this.#open = value;
    this.#render();
  }

  /** @internal */
  connectedCallback(): void {
    this.#unsubscribe = subscribeConfig(() => this.#render());
    this.#render();
  }

  /** @internal */
  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** @internal */
  attributeChangedCallback(): void {
    // Before connection the language cannot be resolved yet; connectedCallback renders.
    if (this.isConnected) this.#render();
  }

  #part(name: string): HTMLElement {
    return this.#root.querySelector<HTMLElement>(`[part="${name}"]`)!;
  }

  #label(name: string): HTMLElement {
    return this.#root.querySelector<HTMLElement>(`[part="${name}"] .label`)!;
  }

  #answer(granted: boolean): void {
    const type = this.type;
    const version = visitorConsentVersions[type];
    this.decision = granted ? 'granted' : 'declined';
    this.open = false;
    const detail: RebondConsentDetail = { type, granted, version };
    this.dispatchEvent(new CustomEvent('rebond:consent', { detail, bubbles: true, composed: true }));
    const api = this.api;
    if (api) void this.#save(api, granted, version);
  }

  // Clicking an answer again after a failure is the retry.
  async #save(api: RecorderApi, granted: boolean, version: string): Promise<void> {
    this.#setSaved('saving', undefined);
    try {
      await api.consent({ granted, version });
      this.#setSaved('saved', undefined);
    } catch (error) {
      const kind = embedErrorKind(error);
      this.#setSaved('failed', kind);
      const detail: RebondErrorDetail = {
        kind,
        step: 'consent',
        message: embedMessages[this.locale].recorder.errors[kind],
      };
      this.dispatchEvent(new CustomEvent('rebond:error', { detail, bubbles: true, composed: true }));
    }
  }

  #setSaved(state: ConsentSaveState, failure: EmbedErrorKind | undefined): void {
    this.#saved = state;
    this.#failure = failure;
    this.setAttribute('data-saved', state);
    this.#render();
  }

  // Updates the existing nodes in place, so the focused button keeps focus across re-renders.
  #render(): void {
    const locale = this.locale;
    const messages = embedMessages[locale].consent;
    const texts = messages.types[this.type];
    const decision = this.decision;

    this.#part('base').setAttribute('lang', locale);
    this.#part('title').textContent = texts.title;
    this.#part('description').textContent = texts.description;
    this.#label('toggle').textContent = this.#open ? messages.hideDetails : messages.showDetails;
    this.#part('toggle').setAttribute('aria-expanded', String(this.#open));
    const details = this.#part('details');
    details.hidden = !this.#open;
    details.replaceChildren(
      ...texts.details.map((text) => {
        const item = document.createElement('li');
        item.textContent = text;
        return item;
      }),
    );
    this.#part('note').textContent = messages.note;
    const status = this.#part('status');
    status.hidden = !this.#saved;
    status.textContent =
      this.#saved === 'saving'
        ? messages.saving
        : this.#saved === 'saved'
          ? messages.saved
          : this.#failure
            ? embedMessages[locale].recorder.errors[this.#failure]
            : '';
    this.#label('accept').textContent = messages.accept;
    this.#label('decline').textContent = messages.decline;
    this.#part('accept').setAttribute('aria-pressed', String(decision === 'granted'));
    this.#part('decline').setAttribute('aria-pressed', String(decision === 'declined'));

    const state: ConsentNoticeState = this.#open ? 'open' : 'closed';
    if (this.getAttribute('data-state') !== state) this.setAttribute('data-state', state);
  }
}
