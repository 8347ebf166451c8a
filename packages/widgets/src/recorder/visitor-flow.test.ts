import { embedMessages, visitorConsentVersions } from '@rebond/ui/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedErrorKind, RecorderApi } from './api';
import { type FakeMicrophone, installFakeMicrophone } from './testing/fake-microphone';
import { FakeRecorderApi, type FakeRecorderApiOptions } from './testing/fake-recorder-api';
import {
  createVisitorFlow,
  type RecorderWidgetState,
  type VisitorFlowEvent,
  type VisitorFlowOptions,
} from './visitor-flow';

/*
 * The store alone, no element and no rendering: the real `createRecorder` over a fake microphone,
 * the fake RecorderApi for the server, and a fake clock. Each test walks the visitor's flow and
 * checks every state it went through, so a wrong transition fails here before any view shows it.
 */

const en = embedMessages.en.recorder;
let microphone: FakeMicrophone;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'],
    now: new Date('2026-11-22T21:00:00Z'),
  });
  microphone = installFakeMicrophone();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.advanceTimersByTimeAsync(0);
}

/** A connected flow over a fake api, with the states it went through and the events it fired. */
async function open(fake: FakeRecorderApiOptions = {}, options: Partial<VisitorFlowOptions> = {}) {
  const api = new FakeRecorderApi(fake);
  const flow = createVisitorFlow({ api, ...options });
  const states: RecorderWidgetState[] = [];
  const announcements: string[] = [];
  flow.subscribe(() => {
    const { state, announcement } = flow.getState();
    if (states.at(-1) !== state) states.push(state);
    if (announcement && announcements.at(-1) !== announcement) announcements.push(announcement);
  });
  const events: VisitorFlowEvent[] = [];
  flow.on((event) => events.push(event));
  const of = <T extends VisitorFlowEvent['type']>(type: T) =>
    events
      .filter((event) => event.type === type)
      .map((event) => event.detail as Extract<VisitorFlowEvent, { type: T }>['detail']);
  flow.connect();
  await settle();
  return { api, flow, states, announcements, events, of };
}

type Opened = Awaited<ReturnType<typeof open>>;

/** Consents (when asked), records `ms` and stops. */
async function record({ flow }: Opened, ms = 2_000) {
  if (flow.getState().state === 'consent') await flow.accept();
  void flow.start();
  await settle(ms);
  flow.stop();
  await settle(10);
}

describe('createVisitorFlow: the visitor flow without an element', () => {
  it('loads the context, asks for consent and says it is ready, at the smaller of both limits', async () => {
    const { flow, api, states, of } = await open({ context: { max_seconds: 120 } }, { maxSeconds: 300 });
    expect(states).toEqual(['loading', 'consent']);
    expect(api.calls).toEqual(['context']);
    expect(of('rebond:ready')).toEqual([
      { avatar: { id: 'avatar-1', name: 'Alex' }, maxSeconds: 120, expiresAt: '2026-11-22T22:00:00Z' },
    ]);
    const state = flow.getState();
    expect(state).toMatchObject({
      phase: 'consent',
      busy: false,
      maxSeconds: 120,
      error: null,
      canEnd: false,
    });
    expect(state.recorder.maxDurationMs).toBe(120_000);
    // The same snapshot until something changes.
    expect(flow.getState()).toBe(state);
  });

  it('walks consent, two turns and the end through every state, with the events of each', async () => {
    const view = await open();
    const { flow, api, states, of } = view;
    await flow.accept();
    expect(of('rebond:consent')).toEqual([
      { type: 'session', granted: true, version: visitorConsentVersions.session },
    ]);
    expect(api.consents).toEqual([{ granted: true, version: visitorConsentVersions.session }]);
    expect(flow.getState().canEnd).toBe(true);
    // Only a visitor who declined reads the consent again.
    flow.reviewConsent();

    void flow.start();
    await settle(1_000);
    expect(flow.getState().canEnd).toBe(false);
    flow.pause();
    await settle(5_000);
    flow.resume();
    await settle(1_000);
    flow.stop();
    await settle(10);
    expect(of('rebond:recording-start')).toEqual([{ turn: 1 }]);
    expect(of('rebond:recording-stop')).toEqual([{ turn: 1, durationMs: 2_000, limitReached: false }]);
    expect(flow.getState()).toMatchObject({ state: 'recorded', tooShort: false });

    await flow.send();
    expect(flow.getState()).toMatchObject({ state: 'reply', sessionId: 'session-1', busy: false });
    expect(flow.getState().recorder.state).toBe('idle');
    expect(flow.getState().turns).toEqual([
      {
        user: 'How have things been since we last met?',
        avatar: "I hear you. It's been a hard week, and I'm not sure I'm ready to talk about it yet.",
      },
    ]);
    expect(flow.getState().reply?.video_url).toBe('https://media.example/replies/1.mp4');
    expect(flow.getState().announcement).toBe('Alex replied.');
    expect(of('rebond:reply-ready')).toMatchObject([{ sessionId: 'session-1', turn: 1 }]);

    await flow.next();
    expect(of('rebond:recording-start')).toEqual([{ turn: 1 }, { turn: 2 }]);
    await settle(1_500);
    flow.stop();
    await settle(10);
    await flow.send();
    expect(of('rebond:reply-ready').map((detail) => detail.turn)).toEqual([1, 2]);
    expect(api.calls.filter((call) => call === 'startSession')).toHaveLength(1);

    await flow.end();
    expect(api.closed).toEqual(['session-1']);
    expect(of('rebond:session-end')).toEqual([{ sessionId: 'session-1', turns: 2 }]);
    expect(flow.getState().announcement).toBe(en.endedTitle);
    expect(states).toEqual([
      'loading',
      'consent',
      'idle',
      'recording',
      'paused',
      'recording',
      'processing',
      'recorded',
      'sending',
      'reply',
      // Record Your Answer asks for the microphone, then records.
      'idle',
      'recording',
      'processing',
      'recorded',
      'sending',
      'reply',
      'ended',
    ]);
  });

  it('reports progress that never goes down, and announces new stages and quarters only', async () => {
    const { flow, of, announcements } = await open({
      progress: [
        { stage: 'uploading', percent: 10 },
        { stage: 'uploading', percent: 5 },
        { stage: 'analyzingVoicePatterns', percent: 30.4 },
        { stage: '', percent: 55 },
        { stage: 'analyzingVoicePatterns', percent: 60 },
        { stage: 'a-stage-of-tomorrow', percent: 80 },
      ],
    });
    await record({ flow } as Opened);
    await flow.send();
    expect(of('rebond:reply-progress').map(({ stage, percent }) => [stage, percent])).toEqual([
      ['uploading', 10],
      ['analyzingVoicePatterns', 30],
      ['analyzingVoicePatterns', 55],
      ['analyzingVoicePatterns', 60],
      ['a-stage-of-tomorrow', 80],
    ]);
    const stage = (label: string, percent: number) => en.progress(label, percent);
    expect(announcements.slice(announcements.indexOf(stage(en.stages.uploading, 0)))).toEqual([
      stage(en.stages.uploading, 0),
      stage(en.stages.analyzingVoicePatterns, 30),
      stage(en.stages.analyzingVoicePatterns, 55),
      stage(en.stages.working, 80),
      'Alex replied.',
    ]);
  });

  it('keeps the recording when a send fails; Try Again sends the same audio in the same session', async () => {
    const view = await open({ sendErrors: ['reply_failed'] });
    const { flow, api, states, of } = view;
    await record(view);
    await flow.send();
    expect(flow.getState()).toMatchObject({
      state: 'recorded',
      error: { kind: 'reply_failed', step: 'send', text: 'reply_failed' },
      errorKind: 'reply_failed',
      canRetry: true,
      busy: false,
    });
    expect(of('rebond:error')).toEqual([
      { kind: 'reply_failed', step: 'send', message: en.errors.reply_failed },
    ]);
    flow.retry();
    await settle();
    expect(flow.getState()).toMatchObject({ state: 'reply', error: null, errorKind: null });
    expect(api.sent[1]?.audio).toBe(api.sent[0]?.audio);
    expect(api.calls.filter((call) => call === 'startSession')).toHaveLength(1);
    expect(states.slice(-4)).toEqual(['sending', 'recorded', 'sending', 'reply']);
  });

  it('offers no Try Again for a recording too large; Record Again clears the error', async () => {
    const view = await open({ sendErrors: ['too_large'] });
    await record(view);
    await view.flow.send();
    expect(view.flow.getState()).toMatchObject({ errorKind: 'too_large', canRetry: false });
    view.flow.recordAgain();
    expect(view.flow.getState()).toMatchObject({ state: 'idle', error: null, errorKind: null });
  });

  it('sends nothing under a second (00:00)', async () => {
    const view = await open();
    await record(view, 400);
    expect(view.flow.getState()).toMatchObject({ state: 'recorded', tooShort: true });
    await view.flow.send();
    expect(view.api.calls).not.toContain('send');
    expect(view.flow.getState().state).toBe('recorded');
  });

  it('stops by itself at the limit', async () => {
    const view = await open({}, { maxSeconds: 2 });
    await view.flow.accept();
    void view.flow.start();
    await settle(2_200);
    expect(view.flow.getState()).toMatchObject({ state: 'recorded' });
    expect(view.flow.getState().recorder.limitReached).toBe(true);
    expect(view.of('rebond:recording-stop')).toEqual([{ turn: 1, durationMs: 2_000, limitReached: true }]);
  });

  it.each([
    ['expired', false],
    ['revoked', false],
    ['origin', false],
    ['quota', false],
    ['network', true],
    ['unknown', true],
  ] satisfies [EmbedErrorKind, boolean][])(
    'a context failing with %s is unavailable; Try Again: %s',
    async (kind, retry) => {
      const { flow, states, of } = await open({ contextError: kind });
      expect(states).toEqual(['loading', 'unavailable']);
      expect(flow.getState()).toMatchObject({ errorKind: kind, canRetry: retry, canEnd: false });
      expect(of('rebond:error')).toEqual([{ kind, step: 'context', message: en.errors[kind] }]);
      expect(of('rebond:ready')).toEqual([]);
    },
  );

  it('after a network failure, Try Again loads the context again', async () => {
    const { flow, api, states } = await open({ contextError: 'network' });
    api.options.contextError = undefined;
    flow.retry();
    await settle();
    expect(states).toEqual(['loading', 'unavailable', 'loading', 'consent']);
  });

  it('says a spent quota and an avatar not ready before the visitor records', async () => {
    const quota = await open({ context: { quota_reached: true } });
    expect(quota.flow.getState()).toMatchObject({
      state: 'unavailable',
      errorKind: 'quota',
      canRetry: false,
    });
    expect(quota.of('rebond:ready')).toEqual([]);
    const notReady = await open({ context: { avatar_ready: false } });
    expect(notReady.flow.getState()).toMatchObject({
      state: 'unavailable',
      errorKind: 'not_ready',
      canRetry: true,
    });
    notReady.api.options.context = { avatar_ready: true };
    notReady.flow.retry();
    await settle();
    expect(notReady.flow.getState().state).toBe('consent');
  });

  it('declining records the refusal; the visitor may read the consent again', async () => {
    const { flow, api, states, of } = await open();
    await flow.decline();
    expect(api.consents).toEqual([{ granted: false, version: visitorConsentVersions.session }]);
    expect(of('rebond:consent')).toMatchObject([{ granted: false }]);
    flow.reviewConsent();
    expect(states).toEqual(['loading', 'consent', 'declined', 'consent']);
  });

  it('a consent that cannot be stored stays on the consent step; Try Again clears the error', async () => {
    const { flow, of } = await open({ consentError: 'network' });
    await flow.accept();
    expect(flow.getState()).toMatchObject({ state: 'consent', errorKind: 'network', canRetry: false });
    expect(of('rebond:consent')).toEqual([]);
    flow.retry();
    expect(flow.getState().error).toBeNull();
  });

  it('a refused microphone is its own state, reported as a microphone error; Allow asks again', async () => {
    microphone.refuse = 'NotAllowedError';
    const { flow, of } = await open();
    await flow.accept();
    await flow.start();
    expect(flow.getState()).toMatchObject({ state: 'denied', errorKind: 'microphone', error: null });
    expect(of('rebond:error')).toEqual([
      {
        kind: 'microphone',
        step: 'recording',
        message: en.recorderErrors['permission-denied'],
        code: 'permission-denied',
      },
    ]);
    microphone.refuse = null;
    await flow.allowMicrophone();
    expect(flow.getState().state).toBe('idle');
  });

  it('ends a visit with no session without a call; a failed close can be tried again', async () => {
    const quiet = await open();
    await quiet.flow.accept();
    await quiet.flow.end();
    expect(quiet.api.calls).not.toContain('close');
    expect(quiet.of('rebond:session-end')).toEqual([{ sessionId: null, turns: 0 }]);

    const view = await open({ closeError: 'network' });
    await record(view);
    await view.flow.send();
    await view.flow.end();
    expect(view.flow.getState()).toMatchObject({ state: 'reply', errorKind: 'network', canRetry: true });
    view.flow.retry();
    await settle();
    expect(view.flow.getState().state).toBe('ended');
    expect(view.api.closed).toEqual(['session-1']);
  });

  it('does not end, send or go on in the middle of a recording', async () => {
    const view = await open();
    await view.flow.accept();
    void view.flow.start();
    await settle(1_500);
    await view.flow.end();
    await view.flow.send();
    await view.flow.next();
    expect(view.flow.getState().state).toBe('recording');
    expect(view.api.calls).toEqual(['context', 'consent']);
  });

  it('disconnected while sending: the call is cancelled and nothing is reported', async () => {
    const view = await open({ stepMs: 100 });
    await settle(100);
    await record(view);
    void view.flow.send();
    await settle(150);
    expect(view.flow.getState().state).toBe('sending');
    view.flow.disconnect();
    await settle(2_000);
    expect(view.flow.getState()).toMatchObject({ phase: 'recorder', error: null });
    expect(view.of('rebond:reply-ready')).toEqual([]);
    expect(view.of('rebond:error')).toEqual([]);
  });

  describe('without an api', () => {
    it('waits three seconds for one, then says the visit is not set up', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { flow, states } = await open({}, { api: () => undefined });
      await settle(2_900);
      expect(states).toEqual(['loading']);
      await settle(100);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('has no api'));
      warn.mockRestore();
      expect(flow.getState()).toMatchObject({
        state: 'unavailable',
        error: { text: 'notConfigured' },
        canRetry: false,
      });
    });

    it('loads as soon as one arrives', async () => {
      let api: RecorderApi | undefined;
      const { flow, states } = await open({}, { api: () => api });
      await settle(1_000);
      api = new FakeRecorderApi();
      flow.apiChanged();
      await settle(5_000);
      expect(states).toEqual(['loading', 'consent']);
    });
  });

  describe("the page's own token", () => {
    const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

    it('is said to expire at half its life (under two minutes), then to have expired', async () => {
      const { of } = await open({ context: { expires_at: inAMinute() } }, { pageRenewsToken: () => true });
      await settle(29_000);
      expect(of('rebond:token-expiring')).toEqual([]);
      await settle(1_000);
      expect(of('rebond:token-expiring')).toHaveLength(1);
      await settle(30_000);
      expect(of('rebond:error')).toEqual([{ kind: 'expired', step: 'context', message: en.errors.expired }]);
    });

    it('a token the flow renews by itself (a key) is never said to expire', async () => {
      const { of } = await open({ context: { expires_at: inAMinute() } });
      await settle(120_000);
      expect(of('rebond:token-expiring')).toEqual([]);
      expect(of('rebond:error')).toEqual([]);
    });

    it('a fresh api clears an expired send and keeps the recording; the old token says nothing more', async () => {
      let api: RecorderApi = new FakeRecorderApi({
        sendErrors: ['expired'],
        context: { expires_at: inAMinute() },
      });
      const view = await open({}, { api: () => api, pageRenewsToken: () => true });
      await record(view);
      await view.flow.send();
      expect(view.flow.getState()).toMatchObject({
        state: 'recorded',
        errorKind: 'expired',
        canRetry: false,
      });
      const fresh = new FakeRecorderApi({
        context: { expires_at: new Date(Date.now() + 600_000).toISOString() },
      });
      api = fresh;
      view.flow.apiChanged();
      await settle();
      expect(view.flow.getState()).toMatchObject({ state: 'recorded', error: null });
      await settle(120_000);
      expect(view.of('rebond:token-expiring')).toEqual([]);
      await view.flow.send();
      expect(view.flow.getState().state).toBe('reply');
      expect(fresh.sent).toHaveLength(1);
    });
  });
});
