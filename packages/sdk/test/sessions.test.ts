import { activeAvatar, silentWav, spokenMessage } from '@rebond/server/test-fixtures';
import { newUser, startTestServer } from '@rebond/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The portal's screen presets over the SDK's one sending flow, against a real server.
import {
  CREATE_VIDEO_POLLING,
  createVideoMessage,
  SESSION_PAGE_POLLING,
  SESSION_PAGE_RULES,
  sendMessageSessionPage,
} from '../../../apps/portal/src/features/sessions/send-presets';
import {
  DEFAULT_SEND_RULES,
  followReply,
  formatUserMessage,
  NotFoundError,
  RebondClient,
  SEND_PROGRESS,
  SEND_STAGES,
  SendMessageError,
  type SendMessageOptions,
  type SendProgress,
  sendMessage,
  toUserMessage,
  VIDEO_UPLOAD_TIMEOUT_MS,
} from '../src';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let client: RebondClient;
let avatarId: string;
let sessionId: string;

/** The second recording page of spec section 4: every 3 s, its own time-out message. */
const sendMessageRecordingPage = (api: RebondClient, options: SendMessageOptions) =>
  sendMessage(api, options, {
    ...SESSION_PAGE_RULES,
    polling: { intervalMs: 3_000, maxAttempts: 60 },
    timeout: 'videoCreationTimedOut',
    failed: 'videoCreateFailed',
  });

/** Real waits, shorter than the spec's intervals so the suite stays quick. */
const fast = { intervalMs: 150, maxAttempts: 800 };

beforeAll(async () => {
  server = await startTestServer();
  client = new RebondClient({ baseUrl: server.url });
  const { user } = await client.auth.register(newUser());
  avatarId = await activeAvatar(server, user.id);
  sessionId = (await client.sessions.create({ avatar_id: avatarId, emotion: 'sadness' })).id;
});
afterAll(() => server?.close());

const wav = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });

async function failure(promise: Promise<unknown>): Promise<SendMessageError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SendMessageError);
  return error as SendMessageError;
}

describe('the spec constants', () => {
  it('keeps the intervals, limits, progress and stage texts of sections 4 and 9', () => {
    expect(SESSION_PAGE_POLLING).toEqual({ intervalMs: 6_000, maxAttempts: 60 });
    expect(CREATE_VIDEO_POLLING).toEqual({ intervalMs: 3_000, maxAttempts: 60 });
    expect(DEFAULT_SEND_RULES.polling).toEqual({ intervalMs: 3_000, maxAttempts: 60 });
    expect(VIDEO_UPLOAD_TIMEOUT_MS).toBe(60_000);
    expect(SEND_PROGRESS).toEqual({ start: 25, processingMax: 85, done: 100 });
    expect(SEND_STAGES).toEqual([
      'analyzingVoicePatterns',
      'generatingLipSync',
      'renderingAvatarVideo',
      'finalizingVideo',
    ]);
  });
});

describe('the sessions, videos and jobs resources', () => {
  it('creates, reads and lists sessions, and maps the one-active-session rule to its message', async () => {
    const session = await client.sessions.get(sessionId);
    expect(session).toMatchObject({ id: sessionId, emotion: 'sadness', dynamic_session: true });
    expect((await client.sessions.listByUser()).map((s) => s.id)).toEqual([sessionId]);
    const second = await client.sessions.create({ avatar_id: avatarId }).catch((error: unknown) => error);
    expect(formatUserMessage(toUserMessage(second, 'sessionWizard'))).toBe(
      'You already have an active session. Please close it before starting a new one.',
    );
    await expect(client.videos.listBySession(sessionId)).resolves.toEqual([]);
  });
});

describe('sending a message', () => {
  it('session page: uploads, follows both jobs and returns a playable video', async () => {
    const seen: SendProgress[] = [];
    const sent = await sendMessageSessionPage(client, {
      sessionId,
      audio: wav(await spokenMessage(server)),
      polling: fast,
      onProgress: (progress) => seen.push(progress),
    });
    expect(sent.videoUrl.startsWith(`${server.url}/media/`)).toBe(true);
    expect(sent.renderJobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.userTranscript).toMatch(/listen/);
    expect(sent.avatarScript?.length).toBeGreaterThan(10);
    const video = await fetch(sent.videoUrl);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(seen[0]).toMatchObject({ phase: 'uploading', percent: 25 });
    expect(seen.at(-1)).toMatchObject({ phase: 'done', percent: 100, stage: 'finalizingVideo' });
    const percents = seen.map((progress) => progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.filter((percent) => percent < 100).every((percent) => percent <= 85)).toBe(true);
    expect((await client.videos.get(sent.videoId ?? '')).avatar_script).toBe(sent.avatarScript);
  }, 30_000);

  it('a page that comes back lists the reply in progress and follows it to its video', async () => {
    // A coach of its own, so the other tests' session keeps its turns.
    const other = new RebondClient({ baseUrl: server.url });
    const { user } = await other.auth.register(newUser());
    const own = await other.sessions.create({ avatar_id: await activeAvatar(server, user.id) });
    const started = await other.videos.createFromText(own.id, 'Can we talk about the weekend?');
    const [pending] = (await other.sessions.listJobs(own.id)).filter((job) => job.id === started.job_id);
    expect(pending).toMatchObject({ id: started.job_id, video_id: null });
    expect(['pending', 'processing', 'polling_required']).toContain(pending?.status);
    const seen: SendProgress[] = [];
    const sent = await followReply(
      other,
      { jobId: started.job_id, polling: fast, onProgress: (progress) => seen.push(progress) },
      SESSION_PAGE_RULES,
    );
    expect(sent.videoUrl.startsWith(`${server.url}/media/`)).toBe(true);
    expect(sent.userTranscript).toBe('Can we talk about the weekend?');
    expect(seen.at(-1)).toMatchObject({ phase: 'done', percent: 100 });
    const finished = (await other.sessions.listJobs(own.id)).find((job) => job.id === started.job_id);
    expect(finished).toMatchObject({ status: 'success', progress: 100, video_id: sent.videoId });
  });

  it('second recording page: reports the four stages on the way from 25 to 100', async () => {
    const seen: SendProgress[] = [];
    const sent = await sendMessageRecordingPage(client, {
      sessionId,
      audio: wav(await spokenMessage(server, 'Why did you not call me back last week?')),
      polling: { intervalMs: 50, maxAttempts: 2400 },
      onProgress: (progress) => seen.push(progress),
    });
    expect(sent.videoUrl).toContain('/media/');
    const stages = new Set(seen.map((progress) => progress.stage));
    expect(stages.has('analyzingVoicePatterns')).toBe(true);
    expect(stages.has('renderingAvatarVideo')).toBe(true);
    expect(stages.has('finalizingVideo')).toBe(true);
    const session = await client.sessions.get(sessionId);
    expect(session.conversation).toHaveLength(4);
    expect(session.avatar_videos).toBe(2);
  }, 20_000);

  it('Create Video screen: returns the url from job_data.video_url', async () => {
    const sent = await createVideoMessage(client, {
      sessionId,
      audio: wav(await spokenMessage(server, 'I am sorry about what happened.')),
      polling: fast,
    });
    const videos = await client.videos.listBySession(sessionId);
    expect(videos).toHaveLength(3);
    // The same file; each answer signs its own link (the signing time is part of it).
    expect(new URL(sent.videoUrl).pathname).toBe(new URL(videos[2]?.video_url ?? '', server.url).pathname);
  }, 20_000);

  it('asks for a recording and a session before sending anything', async () => {
    const noAudio = await failure(sendMessageSessionPage(client, { sessionId, audio: null }));
    expect(noAudio.message).toBe('Please record audio first and ensure session is available.');
    expect(noAudio.userMessage).toEqual({ kind: 'message', key: 'videoRecordFirst' });
    const noSession = await failure(createVideoMessage(client, { sessionId: '', audio: wav(silentWav(1)) }));
    expect(noSession.userMessage).toEqual({ kind: 'message', key: 'videoRecordFirst' });
  });

  it("reports the job's reason as 'Video creation failed: {reason}'", async () => {
    const error = await failure(
      sendMessageRecordingPage(client, { sessionId, audio: wav(silentWav(2)), polling: fast }),
    );
    expect(error.userMessage).toMatchObject({ kind: 'template', key: 'videoCreationFailedWithReason' });
    expect(error.message).toMatch(/^Video creation failed: .{10,}/);
    expect(error.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each screen its time-out message when the jobs take too long', async () => {
    const audio = wav(await spokenMessage(server, 'Hello again.'));
    const once = { intervalMs: 10, maxAttempts: 1 };
    const page = await failure(sendMessageSessionPage(client, { sessionId, audio, polling: once }));
    expect(page.message).toBe('Job polling timeout');
    const recording = await failure(sendMessageRecordingPage(client, { sessionId, audio, polling: once }));
    expect(recording.message).toBe('Video creation timed out. Please try again.');
    const screen = await failure(createVideoMessage(client, { sessionId, audio, polling: once }));
    expect(screen.userMessage).toEqual({ kind: 'message', key: 'videoCreationTimedOut' });
  }, 40_000);

  it('maps a failed upload: a time-out to the screen message, a refusal to the server detail', async () => {
    const audio = wav(await spokenMessage(server, 'Hello.'));
    const slow = await failure(sendMessageSessionPage(client, { sessionId, audio, uploadTimeoutMs: 1 }));
    expect(slow.message).toBe('Failed to process audio. Please try again.');
    const screen = await failure(createVideoMessage(client, { sessionId, audio, uploadTimeoutMs: 1 }));
    expect(screen.message).toBe('Failed to create video. Please try again.');
    const tooLong = await failure(
      sendMessageSessionPage(client, { sessionId, audio: wav(silentWav(301)), polling: fast }),
    );
    expect(tooLong.userMessage).toMatchObject({ kind: 'detail' });
    expect(tooLong.message).toMatch(/limit is 300 s/);
  });

  it('stops when cancelled, with the signal reason', async () => {
    const controller = new AbortController();
    const reason = new Error('left the page');
    const sending = sendMessageSessionPage(client, {
      sessionId,
      audio: wav(await spokenMessage(server, 'Are you there?')),
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.job) controller.abort(reason);
      },
    });
    await expect(sending).rejects.toBe(reason);
  }, 20_000);
});

describe('closing and deleting', () => {
  it('refuses a message once the session is closed, then deletes it with its videos', async () => {
    const closed = await client.sessions.close(sessionId);
    expect(closed.ended_at).not.toBeNull();
    expect(closed.summary).toEqual(expect.any(String));
    const refused = await failure(
      sendMessageSessionPage(client, { sessionId, audio: wav(silentWav(1)), polling: fast }),
    );
    expect(refused.message).toMatch(/closed/);
    const videos = await client.videos.listBySession(sessionId);
    const removed = await client.videos.delete(sessionId, [videos[0]?.id ?? '']);
    expect(removed.detail).toBe('Deleted 1 video(s)');
    await client.sessions.delete(sessionId);
    await expect(client.sessions.get(sessionId)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('a message typed as text', () => {
  it('sends the text instead of a recording: no transcription, the text is the coach turn', async () => {
    const typed = (await client.sessions.create({ avatar_id: avatarId })).id;
    const line = 'I would like to talk about how the move went for you.';
    const sent = await sendMessageSessionPage(client, {
      sessionId: typed,
      text: `  ${line}\n`,
      polling: fast,
    });
    expect(sent.userTranscript).toBe(line);
    expect(sent.avatarScript?.length).toBeGreaterThan(10);
    expect((await fetch(sent.videoUrl)).headers.get('content-type')).toBe('video/mp4');
    const session = await client.sessions.get(typed);
    expect(session.conversation.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    expect(session.conversation[0]?.content).toBe(line);

    const tooLong = await client.videos.createFromText(typed, 'a'.repeat(2001)).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ status: 400, detail: expect.stringMatching(/2000 characters/) });
    const blank = await failure(sendMessageSessionPage(client, { sessionId: typed, text: '   ' }));
    expect(blank.userMessage).toEqual({ kind: 'message', key: 'videoRecordFirst' });
    await client.sessions.close(typed);
  }, 20_000);
});
