/**
 * Draws a `VisitorFlowSnapshot` into `<rebond-recorder>`'s shadow root, in place (the focused
 * control keeps focus across renders), and hands the visitor's clicks back. It holds only what
 * is the view's own: the consent details open or not, the playback of the recording, the reply
 * video's captions and where focus goes.
 */
import { embedMessages, type Locale } from '@rebond/ui/messages';
import { formatDuration } from '@rebond/ui/recorder-core';
import { buildWebVtt } from './captions';
import { recorderTemplate } from './recorder.template';
import { replyStageText, type VisitorFlowSnapshot } from './visitor-flow';

/** What the view reads and where it sends the visitor's actions. */
export interface RecorderViewSource {
  state(): VisitorFlowSnapshot;
  locale(): Locale;
  /** A button's `data-action` (`accept`, `start`, `send`...); `toggle` and `play` stay in the view. */
  act(action: string): void;
}

/** Only the recorder's timer moved: the tick (ten a second) redraws the timer alone. */
function isTick(previous: VisitorFlowSnapshot | null, next: VisitorFlowSnapshot): boolean {
  if (!previous || previous === next || previous.recorder.elapsedMs === next.recorder.elapsedMs) return false;
  const keys = Object.keys(next) as (keyof VisitorFlowSnapshot)[];
  const recorderKeys = Object.keys(next.recorder) as (keyof VisitorFlowSnapshot['recorder'])[];
  return (
    keys.every((key) => key === 'recorder' || previous[key] === next[key]) &&
    recorderKeys.every((key) => key === 'elapsedMs' || previous.recorder[key] === next.recorder[key])
  );
}

export class RecorderView {
  readonly #host: HTMLElement;
  readonly #root: ShadowRoot;
  readonly #source: RecorderViewSource;
  #rendered: VisitorFlowSnapshot | null = null;
  #detailsOpen = false;
  #shownReply: VisitorFlowSnapshot['reply'] = null;
  #captionsUrl: string | null = null;
  /** Focus waits on the title (its control went away and the view had none): move it on. */
  #focusParked = false;
  /** The visitor pressed a control of the widget: when it goes (or is disabled and loses focus), focus moves on. */
  #focusFollows = false;

  constructor(host: HTMLElement, source: RecorderViewSource) {
    this.#host = host;
    this.#source = source;
    this.#root = host.attachShadow({ mode: 'open' });
    this.#root.appendChild(recorderTemplate().content.cloneNode(true));
    this.#root.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button[data-action]');
      if (!(button instanceof HTMLButtonElement) || button.disabled) return;
      this.#focusFollows = true;
      const action = button.dataset.action ?? '';
      if (action === 'toggle') {
        this.#detailsOpen = !this.#detailsOpen;
        this.render();
      } else if (action === 'play') {
        const audio = this.#audio();
        if (audio.paused) void audio.play().catch(() => this.render());
        else audio.pause();
      } else source.act(action);
    });
    for (const type of ['play', 'pause', 'ended']) this.#audio().addEventListener(type, () => this.render());
    this.#video().addEventListener('loadedmetadata', () => this.#buildCaptions());
  }

  /** Releases the captions built for the reply. */
  dispose(): void {
    this.#revokeCaptions();
  }

  #el(selector: string): HTMLElement {
    return this.#root.querySelector<HTMLElement>(selector)!;
  }

  #audio(): HTMLAudioElement {
    return this.#el('audio') as HTMLAudioElement;
  }

  #video(): HTMLVideoElement {
    return this.#el('video') as HTMLVideoElement;
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

  render(): void {
    if (!this.#host.isConnected) return;
    const snapshot = this.#source.state();
    const previous = this.#rendered;
    this.#rendered = snapshot;
    if (isTick(previous, snapshot)) {
      this.#el('.timer').textContent = formatDuration(snapshot.recorder.elapsedMs);
      return;
    }
    const locale = this.#source.locale();
    const all = embedMessages[locale];
    const t = all.recorder;
    const consent = all.consent;
    const { state, phase, context, busy, recorder, progress } = snapshot;
    const name = context?.avatar.name ?? t.fallbackName;
    const focused = this.#root.activeElement;
    if (phase !== 'consent') this.#detailsOpen = false;

    this.#el('.root').setAttribute('lang', locale);
    this.#el('#title').textContent = t.label(name);
    const avatar = this.#el('.avatar') as HTMLImageElement;
    const imageUrl = context?.avatar.image_url ?? '';
    if (avatar.getAttribute('src') !== imageUrl && imageUrl) avatar.src = imageUrl;
    avatar.hidden = !imageUrl;

    this.#show('loading', phase === 'loading');
    this.#el('[data-view="loading"]').textContent = t.loading;

    const texts = consent.types.session;
    this.#show('consent', phase === 'consent');
    this.#el('#consent-title').textContent = texts.title;
    this.#text('consent-description', texts.description);
    this.#text('consent-note', consent.note);
    const toggle = this.#button('toggle', this.#detailsOpen ? consent.hideDetails : consent.showDetails);
    toggle.setAttribute('aria-expanded', String(this.#detailsOpen));
    const details = this.#el('#consent-details');
    details.hidden = !this.#detailsOpen;
    if (details.dataset.locale !== locale) {
      details.dataset.locale = locale;
      details.replaceChildren(...texts.details.map((text) => this.#item(text)));
    }
    this.#button('accept', consent.accept, busy);
    this.#button('decline', consent.decline, busy);

    this.#show('declined', phase === 'declined');
    this.#text('declined', t.declined);
    this.#button('review', t.reviewConsent);

    const inRecorder = phase === 'recorder';
    this.#show('recorder', inRecorder);
    this.#show('denied', inRecorder && state === 'denied');
    this.#text('permission-title', t.permissionTitle);
    this.#text('permission-text', `${t.recorderErrors['permission-denied']} ${t.permissionText}`);
    this.#button('allow', t.allowMicrophone, recorder.requesting);
    this.#show('idle', inRecorder && state === 'idle');
    this.#button('start', t.start, recorder.requesting);
    const max = formatDuration(recorder.maxDurationMs);
    this.#text('limit', t.limit(max));
    // While the browser's own permission prompt is open.
    this.#text('asking', t.asking);
    this.#el('[data-text="asking"]').hidden = !recorder.requesting;
    const live = state === 'recording' || state === 'paused';
    this.#show('live', inRecorder && live);
    const badge = this.#el('.badge');
    badge.dataset.state = state;
    (badge.lastElementChild as HTMLElement).textContent = state === 'paused' ? t.paused : t.recording;
    const timer = this.#el('.timer');
    timer.textContent = formatDuration(recorder.elapsedMs);
    timer.setAttribute('aria-label', t.elapsed);
    this.#text('max', `/ ${max}`);
    this.#button('pause', t.pause).hidden = state !== 'recording';
    this.#button('resume', t.resume).hidden = state !== 'paused';
    this.#button('stop', t.stop);
    this.#show('processing', inRecorder && state === 'processing');
    this.#el('[data-view="processing"]').textContent = t.processing;

    const recording = recorder.recording;
    this.#show('recorded', inRecorder && state === 'recorded');
    this.#text('complete', t.recorded(formatDuration(recording?.durationMs ?? 0)));
    const audio = this.#audio();
    audio.setAttribute('aria-label', t.yourRecording);
    if (recording && audio.getAttribute('src') !== recording.url) audio.src = recording.url;
    if (!recording && audio.hasAttribute('src')) {
      audio.pause();
      audio.removeAttribute('src');
    }
    const playing = !audio.paused && !audio.ended;
    this.#button('play', playing ? t.pausePlayback : t.play).setAttribute('aria-pressed', String(playing));
    this.#button('record-again', t.recordAgain, busy);
    this.#button('send', t.send, busy || snapshot.tooShort);
    this.#text('send-hint', snapshot.tooShort ? t.tooShort : '');
    this.#el('#send-hint').hidden = !snapshot.tooShort;
    this.#el('[data-text="limit-reached"]').hidden = !(
      inRecorder &&
      state === 'recorded' &&
      recorder.limitReached
    );
    this.#text('limit-reached', t.limitReached);

    this.#show('sending', phase === 'sending');
    const stageText = replyStageText(t, progress);
    this.#text('stage', stageText);
    this.#text('progress-label', t.progressLabel);
    const bar = this.#el('[role="progressbar"]');
    bar.setAttribute('aria-valuenow', String(progress.percent));
    bar.setAttribute('aria-valuetext', stageText);
    (bar.firstElementChild as HTMLElement).style.width = `${progress.percent}%`;

    this.#show('reply', phase === 'reply');
    const video = this.#video();
    if (snapshot.reply && snapshot.reply !== this.#shownReply) this.#showReply(snapshot);
    if (phase !== 'reply' && !video.paused) video.pause();
    video.setAttribute('aria-label', t.videoLabel(name));
    const track = video.querySelector('track');
    if (track) track.label = t.captions;
    this.#text('transcript', t.transcript);
    const turns = this.#el('.turns');
    if (turns.childElementCount !== snapshot.turns.length * 2 || turns.dataset.locale !== locale) {
      turns.dataset.locale = locale;
      turns.replaceChildren(
        ...snapshot.turns.flatMap((turn) => [this.#item(turn.user, t.you), this.#item(turn.avatar, name)]),
      );
    }
    this.#button('next', t.next);

    this.#show('ended', phase === 'ended');
    this.#text('ended-title', t.endedTitle);
    this.#text('ended-text', t.endedText);

    // Errors: the api's, else the microphone's (its own screen says a refusal).
    const recorderError = inRecorder && state !== 'denied' ? recorder.error : null;
    const errorText = snapshot.error
      ? t.errors[snapshot.error.text]
      : recorderError
        ? t.recorderErrors[recorderError]
        : '';
    this.#show('error', Boolean(errorText));
    this.#el('[part="error"] p').textContent = errorText;
    this.#button('retry', t.retry, busy).hidden = !snapshot.canRetry;
    if (snapshot.errorKind) this.#host.setAttribute('data-error', snapshot.errorKind);
    else this.#host.removeAttribute('data-error');

    this.#show('footer', snapshot.canEnd);
    this.#button('end', t.end, busy);

    this.#text('live', snapshot.announcement);
    if (this.#host.getAttribute('data-state') !== state) this.#host.setAttribute('data-state', state);
    this.#moveFocus(focused, busy || recorder.requesting);
  }

  // The control that had focus disappeared: move focus to the new view's first control. So too
  // when the control the visitor pressed was disabled meanwhile and the browser dropped its
  // focus (Accept, Start), once the widget is no longer waiting.
  #moveFocus(focused: Element | null, waiting: boolean): void {
    const lost =
      !(focused instanceof HTMLElement) ||
      Boolean(focused.closest('[hidden]')) ||
      (focused instanceof HTMLButtonElement && focused.disabled);
    if (focused instanceof HTMLElement && focused.closest('[hidden]')) this.#focusView();
    else if (this.#focusParked && focused === this.#el('#title')) this.#focusView();
    else if (this.#focusFollows && lost && !waiting) this.#focusView();
    if (!waiting && !lost) this.#focusFollows = false;
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

  /** A list item; with a speaker, a turn of the conversation ("You: ..."). */
  #item(text: string, speaker?: string): HTMLLIElement {
    const item = document.createElement('li');
    if (speaker) {
      const who = document.createElement('span');
      who.className = 'speaker';
      who.textContent = `${speaker}: `;
      item.append(who);
    }
    item.append(text);
    return item;
  }

  #showReply(snapshot: VisitorFlowSnapshot): void {
    const reply = snapshot.reply!;
    const video = this.#video();
    this.#shownReply = reply;
    this.#revokeCaptions();
    const track = this.#freshTrack();
    if (reply.captions_url) track.src = reply.captions_url;
    video.poster = reply.poster_url ?? snapshot.context?.avatar.image_url ?? '';
    video.src = reply.video_url;
  }

  /** Without a captions URL, captions are built from the script once the video's length is known. */
  #buildCaptions(): void {
    const reply = this.#shownReply;
    if (!reply || reply.captions_url || !reply.avatar_script.trim()) return;
    this.#revokeCaptions();
    const vtt = buildWebVtt(reply.avatar_script, this.#video().duration);
    this.#captionsUrl = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
    this.#freshTrack().src = this.#captionsUrl;
  }

  /** A new `<track>` (browsers do not reliably reload one whose `src` changes). */
  #freshTrack(): HTMLTrackElement {
    const video = this.#video();
    const track = document.createElement('track');
    track.kind = 'captions';
    track.default = true;
    track.srclang = this.#source.locale();
    track.label = embedMessages[this.#source.locale()].recorder.captions;
    video.querySelector('track')?.remove();
    video.append(track);
    return track;
  }

  #revokeCaptions(): void {
    if (this.#captionsUrl) URL.revokeObjectURL(this.#captionsUrl);
    this.#captionsUrl = null;
  }
}
