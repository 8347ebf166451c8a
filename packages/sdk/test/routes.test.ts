import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, fillPath, RebondClient, type RouteName, routeNames, routes } from '../src';

/**
 * Every SDK method is a call of the contract: this table names the method that reaches each call
 * (a call missing here, or one the contract no longer has, is a type error), and the test checks
 * each method sends exactly its call's method and path.
 */
const ID = '0b7f3a52-2d1e-4c59-9a55-0f1a2b3c4d5e';
const blob = new Blob(['x'], { type: 'audio/wav' });
const sdkMethods: Record<RouteName, (client: RebondClient) => PromiseLike<unknown>> = {
  register: (c) =>
    c.auth.register({
      first_name: 'A',
      last_name: 'B',
      username: 'ab',
      email: 'a@b.co',
      password: 'p'.repeat(8),
    }),
  login: (c) => c.auth.login({ username: 'ab', password: 'p'.repeat(8) }),
  loginTwoFactor: (c) => c.auth.loginTwoFactor({ two_factor_token: 't', code: '123456' }),
  getTwoFactor: (c) => c.auth.twoFactorStatus(),
  setupTwoFactor: (c) => c.auth.setupTwoFactor({ password: 'p'.repeat(8) }),
  enableTwoFactor: (c) => c.auth.enableTwoFactor({ code: '123456' }),
  disableTwoFactor: (c) => c.auth.disableTwoFactor({ password: 'p'.repeat(8), code: '123456' }),
  refresh: (c) => c.auth.refresh(),
  logout: (c) => c.auth.logout(),
  health: (c) => c.health.get(),
  createUser: (c) =>
    c.users.create({
      first_name: 'A',
      last_name: 'B',
      username: 'ab',
      email: 'a@b.co',
      password: 'p'.repeat(8),
    }),
  searchUser: (c) => c.users.search('ab'),
  updateUser: (c) => c.users.update(ID, { first_name: 'C' }),
  changePassword: (c) =>
    c.users.changePassword({ current_password: 'a'.repeat(8), new_password: 'b'.repeat(8) }),
  deleteUser: (c) => c.users.delete(ID),
  listUsers: (c) => c.users.list(),
  listConsents: (c) => c.consents.list(),
  createConsent: (c) => c.consents.create({ type: 'platform', granted: true, version: '1' }),
  createSession: (c) => c.sessions.create({ avatar_id: ID }),
  getSession: (c) => c.sessions.get(ID),
  listSessions: (c) => c.sessions.listByUser(),
  closeSession: (c) => c.sessions.close(ID),
  correctSessionTurn: (c) => c.sessions.correctTurn(ID, { index: 0, text: 'How are you?' }),
  deleteSession: (c) => c.sessions.delete(ID),
  createVideo: (c) => c.videos.create(ID, blob),
  listSessionVideos: (c) => c.videos.listBySession(ID),
  getVideo: (c) => c.videos.get(ID),
  deleteVideos: (c) => c.videos.delete(ID, [ID]),
  getSessionJob: (c) => c.jobs.getSessionJob(ID),
  createAvatar: (c) => c.avatars.createAvatar({ avatar_name: 'Robert' }),
  listAvatars: (c) => c.avatars.list(),
  getAvatar: (c) => c.avatars.get(ID),
  updateAvatar: (c) => c.avatars.update(ID, { character_profile: 'Calm' }),
  getCaseFormulation: (c) => c.avatars.caseFormulation(ID),
  updateCaseFormulation: (c) =>
    c.avatars.updateCaseFormulation(ID, {
      formulation: {
        traits: [],
        coach: { frame: 'counselling', role: 'counsellor' },
        people: [],
        facts: [{ text: 'I drink four beers most nights', depth: 1 }],
        values: [],
        fears: [],
        sustain: [],
        change: [],
        stage: 'contemplation',
        risk: [],
        base_resistance: 0.4,
        floor: 0.1,
      },
    }),
  deleteAvatar: (c) => c.avatars.delete(ID),
  createEmotionalAvatars: (c) => c.avatars.createEmotionalAvatars(ID, blob),
  cloneVoice: (c) => c.avatars.cloneVoice(ID, blob),
  generateVoicePreview: (c) =>
    c.avatars.generateVoicePreview({ avatar_id: ID, voice_description: 'warm', language: 'english' }),
  createVoiceFromPreview: (c) =>
    c.avatars.createVoiceFromPreview({ avatar_id: ID, generated_voice_id: 'g', voice_description: 'warm' }),
  getAvatarJob: (c) => c.avatars.getJob(ID),
  createEmbedKey: (c) =>
    c.embedKeys.create({ name: 'Site', avatar_ids: [ID], allowed_origins: ['https://clinic.example'] }),
  listEmbedKeys: (c) => c.embedKeys.list(),
  revokeEmbedKey: (c) => c.embedKeys.revoke(ID),
  createEmbedToken: (c) => c.embed.createToken({ secret: 'sk_0123456789', origin: 'https://clinic.example' }),
  createPublishableEmbedToken: (c) => c.embed.createPublishableToken({ publishable_key: 'pk_0123' }),
  continueEmbedToken: (c) => c.embed.continueToken({ previous_token: 'eyJ.previous.token' }),
  getEmbedContext: (c) => c.embed.context(),
  createEmbedConsent: (c) => c.embed.consent({ granted: true, version: '1' }),
  createEmbedSession: (c) => c.embed.startSession(),
  createEmbedVideo: (c) => c.embed.createVideo(ID, blob),
  getEmbedJob: (c) => c.embed.createVideo(ID, 'hi').then(() => c.call('getEmbedJob', { params: { id: ID } })),
  closeEmbedSession: (c) => c.embed.close(ID),
  listSessionJobs: (c) => c.sessions.listJobs(ID),
  codeUtterances: (c) => c.skills.code({ utterances: [{ text: 'What brings you here?' }] }),
  getSessionScorecard: (c) => c.skills.scorecard(ID, { locale: 'fr' }),
  getSkillTrend: (c) => c.skills.trend(),
  createTranscript: (c) => c.skills.createTranscript({ title: 'T', text: 'T: Hi\nC: Hello' }),
  listTranscripts: (c) => c.skills.listTranscripts(),
  getTranscript: (c) => c.skills.getTranscript(ID),
  deleteTranscript: (c) => c.skills.deleteTranscript(ID),
  jobEvents: (c) => c.jobs.events([ID]).next(),
  getTypicalDurations: (c) => c.timings.typical(),
  getPreferences: (c) => c.users.preferences(),
  updatePreferences: (c) => c.users.updatePreferences(DEFAULT_PREFERENCES),
  listAudit: (c) => c.users.audit(),
};

describe('the SDK and the contract', () => {
  it.each(routeNames)('%s: its SDK method sends the call of the contract', async (name) => {
    const sent: { method: string; path: string }[] = [];
    const client = new RebondClient({
      baseUrl: 'http://api.test',
      tokens: {
        get: () => ({ access_token: 'a', refresh_token: 'r' }),
        set: () => undefined,
        clear: () => undefined,
      },
      fetch: async (input) => {
        const request = input as Request;
        sent.push({ method: request.method, path: new URL(request.url).pathname });
        return Response.json({ access_token: 'a', refresh_token: 'r' });
      },
    });
    await sdkMethods[name](client);
    const route = routes[name];
    const expected = fillPath(route.path, 'params' in route ? { id: ID } : {});
    expect(sent.at(-1)).toEqual({ method: route.method, path: expected });
  });
});
