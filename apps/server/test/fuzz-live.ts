import { WebSocket } from './ws-client';

/**
 * A fuzzer of the live channel (`/live/{sessionId}`, a WebSocket authenticated by its first
 * message): each case opens a channel, signs in first when it says so, sends hostile frames (not
 * JSON, wrong shapes, hostile sign-ins, NUL and lone surrogates, deep nesting, odd-length and
 * oversized audio) and notes the first answer within a moment: an event, a close code, or none. A
 * case fails when the channel breaks without a close code of ours or the protocol's (1006, 1011),
 * when an `error` event has no `detail`, or when `/health` does not answer 200 after it.
 */
export interface LiveFuzzReport {
  cases: number;
  answers: Record<string, number>;
  failures: string[];
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';

interface LiveCase {
  label: string;
  /** Sign in (and wait for `ready`) before sending the frames. */
  signedIn: boolean;
  frames: (string | Uint8Array)[];
}

function casesOf(token: string): LiveCase[] {
  const auth = (fields: Record<string, unknown>) => JSON.stringify({ type: 'auth', ...fields });
  const before: [string, string | Uint8Array][] = [
    ['binary before sign-in', new Uint8Array([1, 2, 3])],
    ['not JSON', '{"type":'],
    ['null', 'null'],
    ['array', '[]'],
    ['deep nesting', `${'['.repeat(3000)}${']'.repeat(3000)}`],
    ['unknown type', JSON.stringify({ type: 'x' })],
    ['end_turn before sign-in', JSON.stringify({ type: 'end_turn' })],
    ['auth, empty token', auth({ token: '', sample_rate: 16000 })],
    ['auth, NUL token', auth({ token: NUL, sample_rate: 16000 })],
    ['auth, lone surrogate', auth({ token: LONE_SURROGATE, sample_rate: 16000 })],
    ['auth, 20 KB token', auth({ token: 'x'.repeat(20_000), sample_rate: 16000 })],
    ['auth, token a number', auth({ token: 12345, sample_rate: 16000 })],
    ['auth, rate 0', auth({ token, sample_rate: 0 })],
    ['auth, rate 1e308', auth({ token, sample_rate: 1e308 })],
    ['auth, rate a string', auth({ token, sample_rate: '16000' })],
    ['auth, key with NUL', JSON.stringify({ type: 'auth', token, sample_rate: 16000, [NUL]: 1 })],
    ['2 MiB text', 'x'.repeat(2 * 1024 * 1024)],
  ];
  const after: [string, string | Uint8Array][] = [
    ['odd-length audio', new Uint8Array([1, 2, 3])],
    ['empty audio', new Uint8Array(0)],
    ['end_turn without audio', JSON.stringify({ type: 'end_turn' })],
    ['interrupt, heard_s -1', JSON.stringify({ type: 'interrupt', heard_s: -1 })],
    ['interrupt, heard_s a string', JSON.stringify({ type: 'interrupt', heard_s: 'x' })],
    ['interrupt, heard_s 1e308', JSON.stringify({ type: 'interrupt', heard_s: 1e308 })],
    ['auth again', auth({ token, sample_rate: 16000 })],
    ['not JSON', '\u0000'],
    ['2 MiB audio', new Uint8Array(2 * 1024 * 1024)],
  ];
  return [
    ...before.map(([label, frame]) => ({ label, signedIn: false, frames: [frame] })),
    ...after.map(([label, frame]) => ({ label: `signed in, ${label}`, signedIn: true, frames: [frame] })),
  ];
}

/** The first answer of a case: an event type or a close code, or `none` within `waitMs`. */
async function runCase(base: string, sessionId: string, token: string, kase: LiveCase, waitMs: number) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/live/${sessionId}`);
  const events: Record<string, unknown>[] = [];
  let closed: number | undefined;
  let wake = () => {};
  const changed = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, waitMs);
    });
  socket.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as Record<string, unknown>);
    wake();
  });
  socket.on('close', (code) => {
    closed = code;
    wake();
  });
  socket.on('error', () => wake());
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  if (kase.signedIn) {
    socket.send(JSON.stringify({ type: 'auth', token, sample_rate: 16000 }));
    while (closed === undefined && !events.some((e) => e.type === 'ready')) await changed();
    if (closed !== undefined) return { answer: `close ${closed} before ready`, events };
    events.length = 0;
  }
  for (const frame of kase.frames) socket.send(frame);
  if (events.length === 0 && closed === undefined) await changed();
  const answer = events[0]
    ? `event ${String(events[0].type)}`
    : closed !== undefined
      ? `close ${closed}`
      : 'none';
  socket.close();
  if (closed === undefined) await changed();
  return { answer, events, closed };
}

export async function fuzzLive(
  base: string,
  token: string,
  sessionId: string,
  waitMs = 1000,
): Promise<LiveFuzzReport> {
  const report: LiveFuzzReport = { cases: 0, answers: {}, failures: [] };
  for (const kase of casesOf(token)) {
    const what = `live [${kase.label}]`;
    try {
      const { answer, events, closed } = await runCase(base, sessionId, token, kase, waitMs);
      report.cases += 1;
      report.answers[answer] = (report.answers[answer] ?? 0) + 1;
      if (closed === 1006 || closed === 1011 || answer.includes('before ready')) {
        report.failures.push(`${what}: ${answer}`);
      }
      for (const event of events) {
        if (event.type === 'error' && typeof event.detail !== 'string') {
          report.failures.push(`${what}: an error event without a detail`);
        }
      }
    } catch (error) {
      report.failures.push(`${what}: no channel (${(error as Error).message})`);
    }
    const health = await fetch(`${base}/health`).catch(() => undefined);
    if (health?.status !== 200)
      report.failures.push(`${what}: /health answered ${health?.status ?? 'nothing'}`);
  }
  return report;
}
