import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type LiveFace, type LiveSocketConstructor, RebondClient } from '@rebond/sdk';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newCoach,
  newDevice,
  productWithMicrophone,
  sessionWithAvatar,
  signUp,
} from './harness';

const SENTENCE = 'I am worried that we will miss the deadline again this week.';
const NEW_PASSWORD = 'another-safe-phrase-2';
const WebSocket = createRequire(import.meta.url)('ws') as LiveSocketConstructor;

// The sentence the coach says, spoken by espeak; the page's microphone says it on the test's cue.
const e2e = productWithMicrophone('live', SENTENCE, { wordsPerMinute: 150 });

type Box = { x: number; y: number; width: number; height: number };

/**
 * How many different pictures a box of the face canvas (in pixels of the face model's picture)
 * shows within `ms`: sampled in the page every 20 ms, and back as soon as it changes once, so that
 * a busy machine's slow round trips neither miss the moving mouth nor end the watch early.
 */
function looksWithin(page: Page, face: LiveFace, box: Box, ms: number): Promise<number> {
  return page.locator('[data-slot="live-face"]').evaluate(
    (element: HTMLCanvasElement, { box, width, ms }) => {
      const scale = element.width / width;
      const fingerprint = () => {
        const data = element
          .getContext('2d')
          ?.getImageData(box.x * scale, box.y * scale, box.width * scale, box.height * scale).data;
        let hash = 0;
        for (const value of data ?? []) hash = (Math.imul(hash, 31) + value) | 0;
        return `${data?.length}:${hash}`;
      };
      const seen = new Set<string>();
      const until = performance.now() + ms;
      return new Promise<number>((resolve) => {
        const look = () => {
          seen.add(fingerprint());
          if (seen.size > 1 || performance.now() > until) resolve(seen.size);
          else setTimeout(look, 20);
        };
        look();
      });
    },
    { box, width: face.width, ms },
  );
}

/**
 * The mouth openings the face drew (its `data-mouth`, 0 to 1) within `ms`, read in the page every
 * 20 ms; with `untilOpen`, back as soon as one is open.
 */
function openingsWithin(page: Page, ms: number, untilOpen?: 'untilOpen'): Promise<number[]> {
  return page.locator('[data-slot="live-face"]').evaluate(
    (element: HTMLCanvasElement, { ms, early }) => {
      const seen: number[] = [];
      const until = performance.now() + ms;
      return new Promise<number[]>((resolve) => {
        const look = () => {
          const open = Number(element.dataset.mouth ?? 0);
          seen.push(open);
          if ((early && open > 0.05) || performance.now() > until) resolve(seen);
          else setTimeout(look, 20);
        };
        look();
      });
    },
    { ms, early: untilOpen === 'untilOpen' },
  );
}

/** A page with the test's microphone: `rebondSay()` says the sentence, resolved once it is said. */
type CuedWindow = Window & { rebondSay?: () => Promise<void> };

/**
 * A microphone the test speaks into when it chooses: `getUserMedia` answers a stream of the page's
 * own making, which says `sentence` (a WAV file, base64) at each `window.rebondSay()`. Chromium's
 * fake capture plays one file on a loop from when the microphone opens, so the sentence could come
 * before the page listens, and it cannot speak over a reply whenever the reply happens to start.
 */
function microphoneOnCue(sentence: string) {
  const bytes = Uint8Array.from(atob(sentence), (char) => char.charCodeAt(0));
  navigator.mediaDevices.getUserMedia = async () => {
    const context = new AudioContext();
    const speech = await context.decodeAudioData(bytes.buffer.slice(0));
    const out = context.createMediaStreamDestination();
    const say = () =>
      new Promise<void>((said) => {
        const source = context.createBufferSource();
        source.buffer = speech;
        source.connect(out);
        source.onended = () => said();
        source.start();
      });
    (window as CuedWindow).rebondSay = say;
    return out.stream;
  };
}

/** A message of the live channel to the page (its JSON; what each type carries is in `sessions/live.ts`). */
type LiveMessage = { type: string; final?: boolean; text?: string; detail?: string };

/** The server's answers to a turn that had no words: the coach says it again, as a person would. */
const NOT_HEARD = /^No speech was (heard|recognised)/;

/**
 * Gives the page the test's microphone (`microphoneOnCue`, before it loads) and follows what the
 * live channel says to it. `say()` says the sentence once, whole; `startSaying()` starts it.
 * `sayUntilHeard(turn)` takes a turn (`turn`: how the coach speaks, `say` by default) until the
 * server hears it, and answers its final transcript: the local recogniser on synthetic speech,
 * starved of CPU on a loaded machine, may hear no words in a turn, and then the server says so and
 * the coach speaks again (three times at most, each retry printed). Any other answer, or none
 * within a minute, fails with what the channel said.
 */
async function cuedMicrophone(page: Page) {
  await page.addInitScript(microphoneOnCue, readFileSync(e2e.wav).toString('base64'));
  const messages: LiveMessage[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/live/')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') messages.push(JSON.parse(payload) as LiveMessage);
    });
  });
  const say = async () => {
    await page.evaluate(() => (window as CuedWindow).rebondSay?.());
  };
  /** Starts saying the sentence, and answers at once (to speak over a reply as it plays). */
  const startSaying = async () => {
    await page.evaluate(() => void (window as CuedWindow).rebondSay?.());
  };
  const sayUntilHeard = async (turn: () => Promise<void> = say): Promise<string> => {
    for (let attempt = 1; ; attempt++) {
      const from = messages.length;
      await turn();
      const answer = await vi.waitFor(
        () => {
          const found = messages
            .slice(from)
            .find((message) => (message.type === 'transcript' && message.final) || message.type === 'error');
          if (!found) {
            const seen = messages.slice(from).map((message) => message.type);
            throw new Error(
              `no final transcript or error after the turn; the channel said: ${seen.join(', ')}`,
            );
          }
          return found;
        },
        { timeout: 60_000, interval: 100 },
      );
      if (answer.type === 'transcript') return answer.text ?? '';
      if (attempt === 3 || !NOT_HEARD.test(answer.detail ?? '')) {
        throw new Error(`the turn was answered with an error (try ${attempt}): ${answer.detail}`);
      }
      console.log(`live: try ${attempt} had no words ("${answer.detail}"); the coach says it again`);
    }
  };
  return { say, startSaying, sayUntilHeard };
}

/** A new coach, signed up on a new page, with an open session with Noor: each test its own. */
async function coachWithSession(browser: Browser) {
  const coach = newCoach();
  const { context, page } = await newDevice(browser, e2e.server.url);
  await signUp(page, coach);
  const { client, session } = await sessionWithAvatar(e2e.server, coach, `Noor ${coach.username.slice(-4)}`);
  return { coach, context, page, client, session };
}

describe('live mode', () => {
  it('hears a spoken turn, moves the mouth with the reply, and stops at once when the coach presses Stop', async () => {
    const { context, page, client, session } = await coachWithSession(e2e.browser);
    // Where the mouth is, as the live channel tells any client.
    const probe = await client.live.connect(session.id, { WebSocket });
    const face = probe.face;
    // The avatar's picture with the session's emotion, made when the avatar was created.
    expect(probe.emotion).toBe('normal');
    expect(probe.pictureUrl).toMatch(/\/media\/[\w-]+\?/);
    probe.close();
    if (!face) throw new Error(`the live channel said no face: ${JSON.stringify(face)}`);
    const mouth = face.mouth;
    // The mouth's box and the jaw that moves under it; the head moves within an oval around the
    // face's box, and a corner of the picture, outside it, never moves.
    const mouthArea = {
      x: mouth.x - mouth.width / 2,
      y: mouth.y,
      width: mouth.width * 2,
      height: Math.min(mouth.height * 3, face.height - mouth.y),
    };
    const corner = { x: 0, y: 0, width: face.width / 10, height: face.height / 10 };
    const head = {
      cx: face.box.x + face.box.width / 2,
      cy: face.box.y + face.box.height * 0.45,
      rx: face.box.width * 0.72,
      ry: face.box.height * 0.85,
    };
    expect(
      ((corner.width - head.cx) / head.rx) ** 2 + ((corner.height - head.cy) / head.ry) ** 2,
    ).toBeGreaterThan(1);
    expect(face.eyes).toHaveLength(2);

    const microphone = await cuedMicrophone(page);
    await page.goto(`/session/${session.id}`);
    await page.getByRole('heading', { name: /^Session with Noor/ }).waitFor();
    await page.getByRole('button', { name: 'Talk live' }).click();
    const panel = page.locator('[data-slot="live-panel"]');
    await panel.getByRole('heading', { name: 'Live conversation' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('live-heading');

    // The coach says one turn once the page listens, and it is heard (ended by the server's silence
    // rule or the page's detector, whichever comes first), as the page shows it...
    await panel.locator('[data-status="listening"]').waitFor({ timeout: 30_000 });
    const final = await microphone.sayUntilHeard();
    const transcript = panel.locator('[data-slot="live-transcript"][data-partial="false"]');
    await transcript.waitFor();
    const heard = (await transcript.textContent())?.replace(/^You:\s*/, '') ?? '';
    expect(heard).toMatch(/\w+/);
    expect(heard).toBe(final);
    expect(await panel.locator('[role="status"][aria-live="polite"]').count()).toBe(1);

    // ...the avatar answers aloud, and its mouth moves while the reply plays.
    await panel.locator('[data-status="speaking"]').waitFor({ timeout: 60_000 });
    expect(await looksWithin(page, face, mouthArea, 10_000)).toBeGreaterThan(1);
    expect(Math.max(...(await openingsWithin(page, 10_000, 'untilOpen')))).toBeGreaterThan(0.05);
    expect(await looksWithin(page, face, corner, 500)).toBe(1);
    const reply =
      (await panel.locator('[data-slot="live-reply"]').textContent())?.replace(/^[^:]*:\s*/, '') ?? '';
    expect(reply).toMatch(/\w+/);
    await e2e.shot(page, 'live-01-speaking');

    // Barge-in: Stop silences the avatar at once, and its mouth closes and stays closed, while the
    // head still moves (it sways and blinks as it listens).
    await panel.getByRole('button', { name: 'Stop' }).click();
    await panel.locator('[data-status="listening"]').waitFor({ timeout: 1000 });
    expect(await panel.getByRole('button', { name: 'Stop' }).isDisabled()).toBe(true);
    expect(await panel.locator('[data-slot="live-reply"][data-cut="true"] em').textContent()).toBe(
      '(cut off)',
    );
    await page.waitForTimeout(100);
    expect(new Set(await openingsWithin(page, 500))).toEqual(new Set([0]));
    expect(await looksWithin(page, face, { x: 0, y: 0, width: face.width, height: face.height }, 5000)).toBe(
      2,
    );
    await e2e.shot(page, 'live-02-stopped');

    // The turn is in the session's conversation as the page showed it (the local recogniser's
    // words for synthetic speech are rough, so the page is compared with the server, not the script).
    await expect
      .poll(
        async () =>
          (await client.sessions.get(session.id)).conversation.find((t) => t.role === 'user')?.content,
        {
          timeout: 30_000,
        },
      )
      .toBe(heard);
    // Of the reply, the sentences the coach heard begin before Stop.
    await expect
      .poll(async () => (await client.sessions.get(session.id)).conversation.at(-1), { timeout: 30_000 })
      .toMatchObject({ role: 'assistant' });
    const said = (await client.sessions.get(session.id)).conversation.at(-1)?.content ?? '';
    expect(said).toMatch(/\w+/);
    expect(reply.startsWith(said)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // End, from the keyboard: back to the recorded mode, focus on the button that opened it.
    await panel.getByRole('button', { name: 'End live conversation' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Talk live' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Talk live');
    await context.close();
  }, 240_000);

  it('stops the avatar when the coach speaks over it, with no key pressed, and says the reply was cut off', async () => {
    const { context, page, client, session } = await coachWithSession(e2e.browser);
    const microphone = await cuedMicrophone(page);
    const before = (await client.sessions.get(session.id)).conversation.length;
    await page.goto(`/session/${session.id}`);
    await page.getByRole('button', { name: 'Talk live' }).click();
    const panel = page.locator('[data-slot="live-panel"]');

    // Once the page hears voices (its model loaded), the coach speaks; while the reply plays, the
    // coach says it again (not waiting for the end of it).
    await page.locator('[data-slot="live-panel"][data-voice="heard"]').waitFor({ timeout: 60_000 });
    await microphone.sayUntilHeard();
    await panel.locator('[data-status="speaking"]').waitFor({ timeout: 60_000 });
    const reply =
      (await panel.locator('[data-slot="live-reply"]').textContent())?.replace(/^[^:]*:\s*/, '') ?? '';
    await microphone.startSaying();
    await panel.locator('[data-slot="live-reply"][data-cut="true"]').waitFor({ timeout: 10_000 });
    expect(await panel.locator('[data-slot="live-reply"] em').textContent()).toBe('(cut off)');
    expect(await panel.locator('[data-status="speaking"]').count()).toBe(0);
    await e2e.shot(page, 'live-03-cut-off-by-voice');
    expect(await axeViolations(page)).toEqual([]);

    // The session keeps of the reply only the sentences begun before the coach spoke.
    await expect
      .poll(async () => (await client.sessions.get(session.id)).conversation[before + 1]?.role, {
        timeout: 30_000,
      })
      .toBe('assistant');
    const said = (await client.sessions.get(session.id)).conversation[before + 1]?.content ?? '';
    expect(said).toMatch(/\w+/);
    expect(reply.startsWith(said)).toBe(true);
    await panel.getByRole('button', { name: 'End live conversation' }).click();
    await page.getByRole('button', { name: 'Talk live' }).waitFor();
    await context.close();
  }, 180_000);

  it('in push to talk, takes the turn from Talk to Talk, from the keyboard', async () => {
    const { context, page, session } = await coachWithSession(e2e.browser);
    const microphone = await cuedMicrophone(page);
    await page.goto(`/session/${session.id}`);
    await page.getByRole('button', { name: 'Talk live' }).click();
    const panel = page.locator('[data-slot="live-panel"]');
    await panel.getByRole('radio', { name: 'Push to talk' }).check();
    await panel.locator('[data-status="idle"]').waitFor({ timeout: 30_000 });
    await e2e.shot(page, 'live-04-push-to-talk');
    expect(await axeViolations(page)).toEqual([]);

    // Space on Talk opens the turn; the sentence is said (in full: the promise waits for its end);
    // Space again ends the turn, and only then is it heard whole and answered.
    const talk = panel.getByRole('button', { name: 'Talk', exact: true });
    await microphone.sayUntilHeard(async () => {
      await panel.locator('[data-status="idle"]').waitFor({ timeout: 30_000 });
      await talk.focus();
      await page.keyboard.press('Space');
      expect(await talk.getAttribute('aria-pressed')).toBe('true');
      await panel.locator('[data-status="listening"]').waitFor();
      await microphone.say();
      expect(await panel.locator('[data-slot="live-transcript"][data-partial="false"]').count()).toBe(0);
      await page.keyboard.press('Space');
      expect(await talk.getAttribute('aria-pressed')).toBe('false');
    });
    await panel.locator('[data-slot="live-transcript"][data-partial="false"]').waitFor();
    await panel.locator('[data-status="speaking"]').waitFor({ timeout: 60_000 });
    await panel.getByRole('button', { name: 'End live conversation' }).click();
    await page.getByRole('button', { name: 'Talk live' }).waitFor();
    await context.close();
  }, 180_000);
  it('says why when the channel is refused (too many open) or closed (the sign-in ended)', async () => {
    const { coach, context, page, session: open } = await coachWithSession(e2e.browser);
    const client = new RebondClient({ baseUrl: e2e.server.url, WebSocket });
    await client.auth.login({ username: coach.username, password: coach.password });
    await page.goto(`/session/${open.id}`);
    await page.getByRole('heading', { name: /^Session with Noor/ }).waitFor();

    // Four channels open elsewhere: a fifth is refused, and the page says so.
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await client.live.connect(open.id));
    await page.getByRole('button', { name: 'Talk live' }).click();
    const panel = page.locator('[data-slot="live-panel"]');
    await panel
      .getByRole('alert')
      .filter({ hasText: 'Too many live conversations are open. Close another tab and try again.' })
      .waitFor();
    await e2e.shot(page, 'live-05-too-many');
    await Promise.all(
      others.map(
        (other) =>
          new Promise((resolve) => {
            other.on('close', resolve);
            other.close();
          }),
      ),
    );
    await panel.getByRole('button', { name: 'End live conversation' }).click();

    // Open again; a password change elsewhere ends the sign-in, and the channel with it.
    await page.getByRole('button', { name: 'Talk live' }).click();
    await panel.locator('[data-status="listening"]').waitFor({ timeout: 30_000 });
    await client.users.changePassword({
      current_password: coach.password,
      new_password: NEW_PASSWORD,
    });
    await panel
      .getByRole('alert')
      .filter({ hasText: 'Your sign-in has ended. Sign in again to talk live.' })
      .waitFor({ timeout: 20_000 });
    expect(await panel.locator('[data-status="ended"]').count()).toBe(1);
    await e2e.shot(page, 'live-06-signed-out');
    await context.close();
  }, 120_000);
  it('says so when there is no microphone, and End goes back to recording', async () => {
    // A browser with no microphone flags: headless, it has no microphone and grants none.
    const bare = await launchBrowser();
    try {
      const { page, session } = await coachWithSession(bare);
      await page.goto(`/session/${session.id}`);
      await page.getByRole('button', { name: 'Talk live' }).click();
      const panel = page.locator('[data-slot="live-panel"]');
      await panel
        .getByRole('alert')
        .filter({
          hasText:
            'No microphone could be used. Allow the microphone in your browser, or record a message instead.',
        })
        .waitFor({ timeout: 30_000 });
      await e2e.shot(page, 'live-07-no-microphone');
      await panel.getByRole('button', { name: 'End live conversation' }).click();
      await page.getByRole('button', { name: 'Start Recording' }).waitFor();
      expect(await panel.count()).toBe(0);
    } finally {
      await bare.close();
    }
  }, 120_000);
});
