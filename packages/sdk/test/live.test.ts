import { createRequire } from 'node:module';
import { activeAvatar, spokenMessage } from '@rebond/server/test-fixtures';
import { newUser, startTestServer } from '@rebond/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LIVE_CLOSE_UNAUTHORIZED,
  type LiveConversation,
  type LiveEventName,
  type LiveEvents,
  LiveRefusedError,
  type LiveSocketConstructor,
  memoryTokenStore,
  RebondClient,
} from '../src';

/** `ws`, the WebSocket of Node 20 (it has no types of its own; the SDK describes what it uses). */
const WebSocket = createRequire(import.meta.url)('ws') as LiveSocketConstructor;

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

/** A signed-in coach with an active session on a prepared avatar. */
async function coachWithSession() {
  const user = newUser();
  const client = new RebondClient({ baseUrl: server.url, WebSocket });
  const { user: me } = await client.auth.register(user);
  const avatar = await activeAvatar(server as never, me.id);
  const session = await client.sessions.create({
    avatar_id: avatar,
    dynamic_session: false,
    session_specific_prompt: 'Anna is tired.',
  });
  return { client, user, sessionId: session.id };
}

/** Every event of a conversation, in order, with when it came. */
function record(live: LiveConversation) {
  const seen: { name: LiveEventName; event: unknown; at: number }[] = [];
  const names: LiveEventName[] = [
    'transcript',
    'reply_text',
    'reply_audio',
    'turn_end',
    'interrupted',
    'error',
    'close',
  ];
  for (const name of names) live.on(name, (event) => seen.push({ name, event, at: performance.now() }));
  const next = <N extends LiveEventName>(name: N, timeoutMs = 90_000) =>
    new Promise<LiveEvents[N]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${name}; saw ${seen.map((s) => s.name)}`)),
        timeoutMs,
      );
      const once = (event: LiveEvents[N]) => {
        clearTimeout(timer);
        live.off(name, once);
        resolve(event);
      };
      live.on(name, once);
    });
  return { seen, next };
}

/** Sends a 16 kHz WAV's samples in 40 ms frames at real-time pace. */
async function streamRealTime(live: LiveConversation, wav: Uint8Array) {
  const samples = new Int16Array(wav.slice(44).buffer);
  const frame = 640;
  for (let at = 0; at < samples.length; at += frame) {
    live.sendAudio(samples.subarray(at, at + frame), 16000);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

describe('client.live', () => {
  it('streams a recording at real-time pace and gets the transcript, the reply text and its audio; the turn is saved and its video made', async () => {
    const { client, sessionId } = await coachWithSession();
    const live = await client.live.connect(sessionId);
    // Where the mouth is on the avatar's picture, for a browser to draw the face.
    const mouth = live.face?.mouth;
    expect(mouth?.width).toBeGreaterThan(0);
    expect((mouth?.x ?? 0) + (mouth?.width ?? 0)).toBeLessThanOrEqual(live.face?.width ?? 0);
    expect((mouth?.y ?? 0) + (mouth?.height ?? 0)).toBeLessThanOrEqual(live.face?.height ?? 0);
    // The eyes (for blinks) above the mouth, and the face's box around all three.
    const [left, right] = live.face?.eyes ?? [];
    const box = live.face?.box;
    expect(left && right && box && mouth).toBeTruthy();
    if (!left || !right || !box || !mouth) return;
    expect(left.x + left.width).toBeLessThan(right.x);
    expect(left.y + left.height).toBeLessThan(mouth.y);
    for (const part of [left, right, mouth]) {
      expect(part.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    // The session's emotion; this avatar has no emotion variants, so the client draws its picture.
    expect(live.emotion).toBe('normal');
    expect(live.pictureUrl).toBeNull();
    const { seen, next } = record(live);
    const ended = next('turn_end');
    await streamRealTime(live, await spokenMessage(server as never));
    // Float samples at another rate are converted by the SDK.
    live.sendAudio(new Float32Array(4800), 48000);
    live.endTurn();
    const end = await ended;
    // The last transcript is the final one (partial ones may come before it).
    const transcript = seen.findLast((s) => s.name === 'transcript')?.event as LiveEvents['transcript'];
    expect(transcript.final).toBe(true);
    expect(transcript.text).toMatch(/listen/);
    const reply = seen.find((s) => s.name === 'reply_text')?.event as LiveEvents['reply_text'];
    const audio = seen
      .filter((s) => s.name === 'reply_audio')
      .map((s) => s.event as LiveEvents['reply_audio']);
    expect(audio.length).toBeGreaterThan(0);
    expect(audio[0]?.sampleRate).toBe(16000);
    expect(audio[0]?.samples.length).toBeGreaterThan(4000);
    expect(audio[0]?.visemes.some((v) => v.open > 0)).toBe(true);
    expect(audio.map((a) => a.text).join(' ')).toBe(end.said);
    expect(reply.text.startsWith(audio[0]?.text ?? '-')).toBe(true);
    live.close();

    const session = await client.sessions.get(sessionId);
    expect(session.conversation.slice(-2)).toEqual([
      {
        role: 'user',
        content: transcript.text,
        heard: expect.objectContaining({ text: transcript.text, corrected: false }),
      },
      { role: 'assistant', content: end.said },
    ]);
    expect(end.videoJobId).toEqual(expect.any(String));
    await vi.waitFor(
      async () => {
        const [row] = await server.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM videos WHERE session_id = $1',
          [sessionId],
        );
        if (row?.n !== 1) throw new Error(`${row?.n} videos`);
      },
      { timeout: 120_000, interval: 200 },
    );
    const withVideo = await client.sessions.get(sessionId);
    expect(withVideo.videos).toHaveLength(1);
  }, 180_000);

  it('sends the transcript so far while the coach is still speaking, and the whole turn at its end', async () => {
    const { client, sessionId } = await coachWithSession();
    const live = await client.live.connect(sessionId);
    const { seen, next } = record(live);
    const partial = next('transcript');
    const ended = next('turn_end');
    // Two sentences with a pause between them (shorter than the silence that ends a turn), streamed
    // at real-time pace.
    await streamRealTime(live, await spokenMessage(server as never, 'I feel like you never listen to me.'));
    await streamRealTime(live, new Uint8Array(44 + 0.7 * 16000 * 2));
    await streamRealTime(
      live,
      await spokenMessage(server as never, 'What would you like to be different between us?'),
    );
    // The first sentence was heard at the pause, before the turn ends.
    const early = await partial;
    expect(early.final).toBe(false);
    expect(early.text).toMatch(/listen/);
    live.endTurn();
    await ended;
    const transcripts = seen
      .filter((s) => s.name === 'transcript')
      .map((s) => s.event as LiveEvents['transcript']);
    const final = transcripts.filter((t) => t.final);
    expect(final).toHaveLength(1);
    expect(final[0]?.text).toMatch(/listen.*different/);
    expect(final[0]?.text.startsWith(early.text)).toBe(true);
    // The final transcript is the last one, and comes before the reply.
    expect(transcripts.at(-1)).toBe(final[0]);
    const names = seen.map((s) => s.name);
    expect(names.lastIndexOf('transcript')).toBeLessThan(names.indexOf('reply_text'));
    live.close();
  }, 180_000);

  it('with endOnSilence false (push to talk), keeps the turn open through a pause until endTurn()', async () => {
    const { client, sessionId } = await coachWithSession();
    const live = await client.live.connect(sessionId, { endOnSilence: false });
    const { seen, next } = record(live);
    const ended = next('turn_end');
    await streamRealTime(live, await spokenMessage(server as never, 'I feel like you never listen to me.'));
    // Twice the silence after which the server ends a turn otherwise.
    await streamRealTime(live, new Uint8Array(44 + 2.5 * 16000 * 2));
    const finals = () =>
      seen.filter((s) => s.name === 'transcript' && (s.event as LiveEvents['transcript']).final);
    expect(finals()).toEqual([]);
    live.endTurn();
    await ended;
    expect(finals()).toHaveLength(1);
    live.close();
  }, 180_000);

  it('interrupt() stops the reply: no audio after `interrupted`, and only what was heard is kept', async () => {
    const { client, sessionId } = await coachWithSession();
    const live = await client.live.connect(sessionId);
    const { seen, next } = record(live);
    const replied = next('reply_text');
    const ended = next('turn_end');
    await streamRealTime(live, await spokenMessage(server as never, 'Why do you never call our mother?'));
    live.endTurn();
    await replied;
    live.interrupt(0);
    await next('interrupted');
    const end = await ended;
    const stoppedAt = seen.find((s) => s.name === 'interrupted')?.at ?? 0;
    expect(seen.filter((s) => s.name === 'reply_audio' && s.at > stoppedAt)).toEqual([]);
    expect(end).toEqual({ said: '', videoJobId: null });
    const session = await client.sessions.get(sessionId);
    expect(session.conversation.at(-1)?.role).toBe('user');
    live.close();
  }, 180_000);

  it('is closed when its token is revoked by a password change', async () => {
    const { client, user, sessionId } = await coachWithSession();
    const live = await client.live.connect(sessionId);
    const { next } = record(live);
    const closed = next('close', 20_000);
    await client.users.changePassword({
      current_password: user.password,
      new_password: 'changed horse battery staple',
    });
    expect((await closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
    // A refused channel says why with its close code, for the page to show the right message.
    const stale = new RebondClient({
      baseUrl: server.url,
      WebSocket,
      tokens: memoryTokenStore({ access_token: 'not-a-token', refresh_token: 'none' }),
    });
    const refused = await stale.live.connect(sessionId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LiveRefusedError);
    expect((refused as LiveRefusedError).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
  }, 60_000);
});
