import { embedMessages, visitorConsentVersions } from '@rebond/ui/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RebondEventMap } from '../events';
import { init } from '../rebond';
import { configureRecorderApi, type EmbedErrorKind, type RecorderApiConfig } from './api';
import { RebondRecorder } from './recorder';
import { type FakeMicrophone, FakeStream, installFakeMicrophone } from './testing/fake-microphone';
import { FakeRecorderApi, type FakeRecorderApiOptions } from './testing/fake-recorder-api';

/*
 * The fake RecorderApi stands in for the server; the fake microphone for the browser's (jsdom has none).
 */

let microphone: FakeMicrophone;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
  microphone = installFakeMicrophone();
  // jsdom cannot play media.
  HTMLMediaElement.prototype.pause = () => {};
});

afterEach(() => {
  document.body.replaceChildren();
  configureRecorderApi(undefined);
  init({});
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const en = embedMessages.en;

type Events = { [K in keyof RebondEventMap]: RebondEventMap[K]['detail'][] };

async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.advanceTimersByTimeAsync(0);
}

async function mount(options: FakeRecorderApiOptions = {}, attributes: Record<string, string> = {}) {
  const api = new FakeRecorderApi(options);
  const element = document.createElement('rebond-recorder');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.api = api;
  const events: Events = {
    'rebond:consent': [],
    'rebond:ready': [],
    'rebond:recording-start': [],
    'rebond:recording-stop': [],
    'rebond:reply-progress': [],
    'rebond:reply-ready': [],
    'rebond:session-end': [],
    'rebond:error': [],
    'rebond:token-expiring': [],
  };
  for (const type of Object.keys(events) as (keyof Events)[]) {
    document.addEventListener(type, (event) =>
      (events[type] as unknown[]).push((event as CustomEvent).detail),
    );
  }
  document.body.append(element);
  await settle();
  const root = element.shadowRoot!;
  /** A visible button by its exact text. */
  const button = (name: string) => {
    const found = [...root.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === name && !candidate.closest('[hidden]'),
    );
    if (!found) throw new Error(`no visible button "${name}" in state ${element.getAttribute('data-state')}`);
    return found;
  };
  const click = async (name: string) => {
    button(name).click();
    await settle();
  };
  const visibleText = () =>
    [...root.querySelectorAll<HTMLElement>('p, h2, h3, span, li, summary')]
      .filter((node) => !node.closest('[hidden]') && !node.classList.contains('sr-only'))
      .map((node) => node.textContent)
      .join(' | ');
  const part = (name: string) => root.querySelector<HTMLElement>(`[part~="${name}"]`)!;
  const live = () => root.querySelector('[aria-live="polite"]')?.textContent;
  return { api, element, root, events, button, click, visibleText, part, live };
}

/** Consents, records `ms`, and stops: the element is then `recorded`. */
async function record(view: Awaited<ReturnType<typeof mount>>, ms = 2_000, start = en.recorder.start) {
  await view.click(start);
  await settle(ms);
  await view.click(en.recorder.stop);
  await settle(10);
}

describe('given a visitor on a clinic page', { timeout: 30_000 }, () => {
  it('loads the context, asks for consent in visitor words and fires rebond:ready', async () => {
    const view = await mount();
    expect(view.element).toBeInstanceOf(RebondRecorder);
    expect(view.element.getAttribute('data-state')).toBe('consent');
    expect(view.api.calls).toEqual(['context']);
    expect(view.events['rebond:ready']).toEqual([
      { avatar: { id: 'avatar-1', name: 'Alex' }, maxSeconds: 180, expiresAt: '2026-11-22T22:00:00Z' },
    ]);
    expect(view.part('title').textContent).toBe('Practice conversation with Alex');
    expect(view.visibleText()).toContain('This practice session records your voice and sends it to an AI');
    expect(view.visibleText()).not.toMatch(/account|settings/i);
    expect(view.part('base').getAttribute('aria-labelledby')).toBe('title');
  });

  it('records, sends with progress, watches the reply, answers again and ends', async () => {
    const view = await mount();
    await view.click(en.consent.accept);
    expect(view.api.consents).toEqual([{ granted: true, version: visitorConsentVersions.session }]);
    expect(view.events['rebond:consent']).toEqual([
      { type: 'session', granted: true, version: visitorConsentVersions.session },
    ]);
    expect(view.element.getAttribute('data-state')).toBe('idle');
    expect(view.visibleText()).toContain('Up to 03:00');

    // Record, pause, resume, stop.
    await view.click(en.recorder.start);
    expect(view.element.state).toBe('recording');
    expect(view.events['rebond:recording-start']).toEqual([{ turn: 1 }]);
    await settle(2_050);
    expect(view.part('timer').textContent).toBe('00:02');
    expect(view.visibleText()).toContain('/ 03:00');
    await view.click(en.recorder.pause);
    expect(view.element.state).toBe('paused');
    await settle(5_000);
    expect(view.part('timer').textContent).toBe('00:02');
    await view.click(en.recorder.resume);
    await settle(1_000);
    await view.click(en.recorder.stop);
    await settle(10);
    expect(view.element.state).toBe('recorded');
    expect(view.events['rebond:recording-stop']).toEqual([
      { turn: 1, durationMs: 3_050, limitReached: false },
    ]);
    expect(view.visibleText()).toContain('Your message (00:03)');
    expect(view.button(en.recorder.play).getAttribute('aria-pressed')).toBe('false');
    expect(view.root.querySelector('audio')?.getAttribute('src')).toMatch(/^blob:/);
    expect(microphone.streams[0]?.track.readyState).toBe('ended');

    // Send: honest progress, announced politely, then the reply.
    await view.click(en.recorder.send);
    expect(view.element.state).toBe('reply');
    expect(view.api.calls).toEqual(['context', 'consent', 'startSession', 'send']);
    expect(view.api.sent[0]?.audio.size).toBeGreaterThan(0);
    const progress = view.events['rebond:reply-progress'];
    expect(progress.map((p) => p.stage)).toEqual([
      'uploading',
      'uploading',
      'analyzingVoicePatterns',
      'generatingLipSync',
      'renderingAvatarVideo',
      'finalizingVideo',
    ]);
    expect(progress.map((p) => p.percent)).toEqual([10, 25, 40, 60, 85, 100]);
    expect(progress.every((p) => p.sessionId === 'session-1' && p.turn === 1)).toBe(true);
    expect(view.events['rebond:reply-ready']).toEqual([
      {
        sessionId: 'session-1',
        turn: 1,
        videoUrl: 'https://media.example/replies/1.mp4',
        userTranscript: 'How have things been since we last met?',
        avatarScript: "I hear you. It's been a hard week, and I'm not sure I'm ready to talk about it yet.",
      },
    ]);
    expect(view.live()).toBe('Alex replied.');
    const video = view.part('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://media.example/replies/1.mp4');
    expect(video.getAttribute('aria-label')).toBe('Video reply from Alex');
    const track = video.querySelector('track');
    expect(track?.kind).toBe('captions');
    expect(track?.label).toBe('Captions');
    expect([...view.root.querySelectorAll('.turns li')].map((item) => item.textContent)).toEqual([
      'You: How have things been since we last met?',
      "Alex: I hear you. It's been a hard week, and I'm not sure I'm ready to talk about it yet.",
    ]);

    // A second turn in the same session.
    await view.click(en.recorder.next);
    expect(view.element.state).toBe('recording');
    expect(view.events['rebond:recording-start']).toEqual([{ turn: 1 }, { turn: 2 }]);
    await settle(1_500);
    await view.click(en.recorder.stop);
    await settle(10);
    await view.click(en.recorder.send);
    expect(view.events['rebond:reply-ready'][1]).toMatchObject({ sessionId: 'session-1', turn: 2 });
    expect(view.api.calls.filter((call) => call === 'startSession')).toHaveLength(1);
    expect(view.root.querySelectorAll('.turns li')).toHaveLength(4);

    // End.
    await view.click(en.recorder.end);
    expect(view.element.state).toBe('ended');
    expect(view.api.closed).toEqual(['session-1']);
    expect(view.events['rebond:session-end']).toEqual([{ sessionId: 'session-1', turns: 2 }]);
    expect(view.visibleText()).toContain(en.recorder.endedText);
    expect(() => view.button(en.recorder.start)).toThrow();
  });

  it('announces stages and quarters in the polite live region while sending', async () => {
    const view = await mount({ stepMs: 100, holdSend: true });
    await settle(100);
    await view.click(en.consent.accept);
    await record(view);
    view.button(en.recorder.send).click();
    await settle(250);
    expect(view.element.state).toBe('sending');
    expect(view.live()).toBe('Sending your recording: 25%');
    const bar = view.part('progress-bar');
    expect(bar.getAttribute('role')).toBe('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    await settle(200);
    expect(view.live()).toBe('Writing and speaking the reply: 60%');
    expect(view.visibleText()).toContain('Writing and speaking the reply: 60%');
    expect(() => view.button(en.recorder.end)).toThrow();
  });

  it('keeps the recording when a send fails, and Try Again sends the same audio', async () => {
    const view = await mount({ sendErrors: ['reply_failed'] });
    await view.click(en.consent.accept);
    await record(view);
    await view.click(en.recorder.send);

    expect(view.element.state).toBe('recorded');
    expect(view.element.getAttribute('data-error')).toBe('reply_failed');
    expect(view.part('error').getAttribute('role')).toBe('alert');
    expect(view.part('error').textContent).toBe(en.recorder.errors.reply_failed);
    expect(view.events['rebond:error']).toEqual([
      { kind: 'reply_failed', step: 'send', message: en.recorder.errors.reply_failed },
    ]);
    expect(view.visibleText()).toContain('Your message (00:02)');
    expect(view.button(en.recorder.send).disabled).toBe(false);

    await view.click(en.recorder.retry);
    expect(view.element.state).toBe('reply');
    expect(view.element.hasAttribute('data-error')).toBe(false);
    expect(view.api.sent).toHaveLength(2);
    expect(view.api.sent[1]?.audio).toBe(view.api.sent[0]?.audio);
    expect(view.api.calls.filter((call) => call === 'startSession')).toHaveLength(1);
  });

  it('given a recording too large to send, says so and offers Record Again, not Try Again', async () => {
    const view = await mount({ sendErrors: ['too_large'] });
    await view.click(en.consent.accept);
    await record(view);
    await view.click(en.recorder.send);
    expect(view.part('error').textContent).toBe(en.recorder.errors.too_large);
    expect(() => view.button(en.recorder.retry)).toThrow();
    await view.click(en.recorder.recordAgain);
    expect(view.element.state).toBe('idle');
    expect(view.element.hasAttribute('data-error')).toBe(false);
  });

  it("uses the server's captions when it sends a captions URL", async () => {
    const view = await mount({ replies: [{ captions_url: 'https://media.example/replies/1.vtt' }] });
    await view.click(en.consent.accept);
    await record(view);
    await view.click(en.recorder.send);
    const track = view.part('video').querySelector('track');
    expect(track?.getAttribute('src')).toBe('https://media.example/replies/1.vtt');
    expect(track?.srclang).toBe('en');
    expect(track?.default).toBe(true);
  });

  it('does not send an empty recording: Send stays off at 00:00', async () => {
    const view = await mount();
    await view.click(en.consent.accept);
    await record(view, 400);
    expect(view.visibleText()).toContain('Your message (00:00)');
    expect(view.button(en.recorder.send).disabled).toBe(true);
    expect(view.visibleText()).toContain(en.recorder.tooShort);
    expect(view.api.calls).not.toContain('send');
  });

  it.each(['expired', 'origin', 'quota', 'network'] satisfies EmbedErrorKind[])(
    'when the context fails with %s, explains it in plain words',
    async (kind) => {
      const view = await mount({ contextError: kind });
      expect(view.element.state).toBe('unavailable');
      expect(view.element.getAttribute('data-error')).toBe(kind);
      expect(view.part('error').textContent).toBe(en.recorder.errors[kind]);
      expect(view.events['rebond:error']).toEqual([
        { kind, step: 'context', message: en.recorder.errors[kind] },
      ]);
      // Only a retry that can help is offered: not for a website the key does not allow, a quota
      // spent for the day, or a token only the page can renew.
      expect(view.root.querySelector<HTMLButtonElement>('[part~="retry"]')?.hidden).toBe(kind !== 'network');
    },
  );

  it('says a spent quota before the visitor records, with nothing to try again', async () => {
    const view = await mount({ context: { quota_reached: true } });
    expect(view.element.state).toBe('unavailable');
    expect(view.element.getAttribute('data-error')).toBe('quota');
    expect(view.part('error').textContent).toBe(en.recorder.errors.quota);
    expect(view.part('retry').hidden).toBe(true);
    expect(view.part('consent').hidden).toBe(true);
    expect(view.part('start').closest('[hidden]')).not.toBeNull();
    expect(view.events['rebond:ready']).toEqual([]);
    expect(view.events['rebond:error']).toEqual([
      { kind: 'quota', step: 'context', message: en.recorder.errors.quota },
    ]);
  });

  it('says an avatar that is not ready before the visitor records; Try Again asks again', async () => {
    const view = await mount({ context: { avatar_ready: false } });
    expect(view.element.getAttribute('data-error')).toBe('not_ready');
    expect(view.part('error').textContent).toBe(en.recorder.errors.not_ready);
    expect(view.part('retry').hidden).toBe(false);
    view.api.options.context = { avatar_ready: true };
    await view.click(en.recorder.retry);
    expect(view.element.state).toBe('consent');
  });

  it('moves focus to the next control after consent and after Start', async () => {
    const view = await mount();
    view.button(en.consent.accept).focus();
    await view.click(en.consent.accept);
    expect(view.root.activeElement).toBe(view.part('start'));
    await view.click(en.recorder.start);
    await settle(10);
    expect(view.element.state).toBe('recording');
    expect(view.root.activeElement).toBe(view.part('pause'));
  });

  it('after a network failure, Try Again loads the context again', async () => {
    const view = await mount({ contextError: 'network' });
    view.api.options.contextError = undefined;
    await view.click(en.recorder.retry);
    expect(view.element.state).toBe('consent');
    expect(view.api.calls).toEqual(['context', 'context']);
  });

  it('given a refused microphone, shows Microphone Access Required and reports a microphone error', async () => {
    microphone.refuse = 'NotAllowedError';
    const view = await mount();
    await view.click(en.consent.accept);
    await view.click(en.recorder.start);
    expect(view.element.state).toBe('denied');
    expect(view.element.getAttribute('data-error')).toBe('microphone');
    expect(view.visibleText()).toContain(en.recorder.permissionTitle);
    expect(view.events['rebond:error']).toEqual([
      {
        kind: 'microphone',
        step: 'recording',
        message: en.recorder.recorderErrors['permission-denied'],
        code: 'permission-denied',
      },
    ]);
    microphone.refuse = null;
    await view.click(en.recorder.allowMicrophone);
    expect(view.element.state).toBe('idle');
  });

  it('while the browser asks for the microphone, tells the visitor to allow it', async () => {
    const view = await mount();
    await view.click(en.consent.accept);
    let grant: (stream: FakeStream) => void = () => {};
    navigator.mediaDevices.getUserMedia = () =>
      new Promise((resolve) => {
        grant = resolve as never;
      });
    await view.click(en.recorder.start);
    expect(view.visibleText()).toContain(en.recorder.asking);
    expect(view.button(en.recorder.start).disabled).toBe(true);
    grant(new FakeStream());
    await settle();
    expect(view.element.state).toBe('recording');
    expect(view.visibleText()).not.toContain(en.recorder.asking);
  });

  it('when the visitor declines, records the refusal and lets them read the consent again', async () => {
    const view = await mount();
    await view.click(en.consent.decline);
    expect(view.element.state).toBe('declined');
    expect(view.api.consents).toEqual([{ granted: false, version: visitorConsentVersions.session }]);
    expect(view.visibleText()).toContain(en.recorder.declined);
    await view.click(en.recorder.reviewConsent);
    expect(view.element.state).toBe('consent');
  });

  it('when the consent cannot be stored, stays on the consent step with the error', async () => {
    const view = await mount({ consentError: 'network' });
    await view.click(en.consent.accept);
    expect(view.element.state).toBe('consent');
    expect(view.part('error').textContent).toBe(en.recorder.errors.network);
    expect(view.events['rebond:consent']).toEqual([]);
  });

  it('stops at the smaller of data-max-seconds and the server limit', async () => {
    const view = await mount({ context: { max_seconds: 120 } }, { 'data-max-seconds': '2' });
    expect(view.element.maxSeconds).toBe(2);
    await view.click(en.consent.accept);
    expect(view.visibleText()).toContain('Up to 00:02');
    await view.click(en.recorder.start);
    await settle(2_200);
    expect(view.element.state).toBe('recorded');
    expect(view.visibleText()).toContain(en.recorder.limitReached);
    expect(view.events['rebond:recording-stop']).toEqual([
      { turn: 1, durationMs: 2_000, limitReached: true },
    ]);
  });

  it('moves focus to the next control when the clicked one goes away', async () => {
    const view = await mount();
    await view.click(en.consent.accept);
    const start = view.button(en.recorder.start);
    start.focus();
    start.click();
    await settle(1_500);
    expect(view.root.activeElement).toBe(view.button(en.recorder.pause));
    view.button(en.recorder.stop).focus();
    await view.click(en.recorder.stop);
    await settle(10);
    expect(view.root.activeElement).toBe(view.button(en.recorder.play));
    // (The move to the reply video is checked in the Reply story: jsdom cannot focus a video.)
  });
});

describe('languages', () => {
  it('speaks French from data-locale, and follows init', async () => {
    const view = await mount({}, { 'data-locale': 'fr' });
    const fr = embedMessages.fr;
    expect(view.element.locale).toBe('fr');
    expect(view.part('title').textContent).toBe(fr.recorder.label('Alex'));
    expect(view.button(fr.consent.accept)).toBeTruthy();
    expect(view.part('base').getAttribute('lang')).toBe('fr');
    view.element.removeAttribute('data-locale');
    init({ locale: 'de' });
    expect(view.button(embedMessages.de.consent.accept)).toBeTruthy();
  });
});

describe('the api factory', () => {
  it('builds the api from data-* attributes and builds a new one when the token changes', async () => {
    const configs: RecorderApiConfig[] = [];
    const apis: FakeRecorderApi[] = [];
    configureRecorderApi((config) => {
      configs.push(config);
      const api = new FakeRecorderApi();
      apis.push(api);
      return api;
    });
    const element = document.createElement('rebond-recorder');
    element.setAttribute('data-token', 'token-1');
    element.setAttribute('data-avatar', 'avatar-1');
    element.setAttribute('data-api', 'https://rebond.example');
    document.body.append(element);
    await settle();
    expect(element.state).toBe('consent');
    expect(configs).toEqual([{ baseUrl: 'https://rebond.example', token: 'token-1', avatarId: 'avatar-1' }]);

    element.setAttribute('data-token', 'token-2');
    expect(element.api).toBe(apis[1]);
    expect(configs[1]?.token).toBe('token-2');
    expect(element.api).toBe(apis[1]);
  });

  it('after an expired token, a fresh data-token clears the error and Send sends the kept recording', async () => {
    const apis = new Map<string, FakeRecorderApi>([
      ['token-1', new FakeRecorderApi({ sendErrors: ['expired'] })],
      ['token-2', new FakeRecorderApi()],
    ]);
    configureRecorderApi((config) => apis.get(config.token ?? '')!);
    const element = document.createElement('rebond-recorder');
    element.setAttribute('data-token', 'token-1');
    document.body.append(element);
    await settle();
    const root = element.shadowRoot!;
    const click = async (part: string) => {
      root.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!.click();
      await settle();
    };
    await click('accept');
    await click('start');
    await settle(1_500);
    await click('stop');
    await settle(10);
    await click('send');
    expect(element.getAttribute('data-error')).toBe('expired');
    expect(element.state).toBe('recorded');

    // Nothing to try again until the page gives a fresh token; the recording is kept.
    expect(root.querySelector<HTMLButtonElement>('[part~="retry"]')?.hidden).toBe(true);
    element.setAttribute('data-token', 'token-2');
    await settle();
    expect(element.hasAttribute('data-error')).toBe(false);
    expect(element.state).toBe('recorded');
    await click('send');
    expect(element.state).toBe('reply');
    expect(apis.get('token-2')?.sent).toHaveLength(1);
    expect(apis.get('token-2')?.sent[0]?.audio).toBe(apis.get('token-1')?.sent[0]?.audio);
  });

  it('waits for the factory when it has a key but the adapter is not registered yet', async () => {
    const element = document.createElement('rebond-recorder');
    element.setAttribute('data-key', 'pk_live_1');
    document.body.append(element);
    await settle();
    expect(element.state).toBe('loading');
    configureRecorderApi((config) => {
      expect(config).toEqual({ baseUrl: '', publishableKey: 'pk_live_1' });
      return new FakeRecorderApi();
    });
    await settle();
    expect(element.state).toBe('consent');
  });

  it('with a token set after load, shows no "not set up" on the way', async () => {
    configureRecorderApi(() => new FakeRecorderApi());
    const element = document.createElement('rebond-recorder');
    document.body.append(element);
    await settle(500);
    expect(element.state).toBe('loading');
    expect(element.hasAttribute('data-error')).toBe(false);
    element.setAttribute('data-token', 'late-token');
    await settle();
    expect(element.state).toBe('consent');
  });

  it('with a data-token: tells the page ahead of expiry, and a fresh token continues the visit', async () => {
    const configs: RecorderApiConfig[] = [];
    const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
    configureRecorderApi((config) => {
      configs.push(config);
      return new FakeRecorderApi({ context: { expires_at: inAMinute() } });
    });
    const expiring: unknown[] = [];
    const errors: unknown[] = [];
    document.addEventListener('rebond:token-expiring', (event) => expiring.push(event.detail));
    document.addEventListener('rebond:error', (event) => errors.push(event.detail));
    const element = document.createElement('rebond-recorder');
    element.setAttribute('data-token', 'token-1');
    document.body.append(element);
    await settle();
    await settle(29_000);
    expect(expiring).toEqual([]);
    await settle(2_000);
    expect(expiring).toHaveLength(1);
    await settle(30_000);
    expect(errors).toEqual([{ kind: 'expired', step: 'context', message: en.recorder.errors.expired }]);

    element.setAttribute('data-token', 'token-2');
    await settle();
    expect(configs[1]).toMatchObject({ token: 'token-2', previousToken: 'token-1' });
    expect(element.state).toBe('consent');
    // The new token has its own expiry: the page hears about it again in time.
    await settle(31_000);
    expect(expiring).toHaveLength(2);
  });

  it('without an api, token or key, says the session is not set up (and tells the developer)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('rebond-recorder');
    document.body.append(element);
    await settle();
    expect(element.state).toBe('loading');
    await settle(3_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has no api'));
    warn.mockRestore();
    expect(element.state).toBe('unavailable');
    expect(element.shadowRoot?.querySelector('[part="error"]')?.textContent).toBe(
      en.recorder.errors.notConfigured,
    );
  });
});

describe('defining twice', () => {
  it('is a no-op that keeps the first definition', () => {
    expect(RebondRecorder.define()).toBe(false);
    expect(customElements.get('rebond-recorder')).toBe(RebondRecorder);
  });
});
