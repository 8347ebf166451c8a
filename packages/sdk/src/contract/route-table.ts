/**
 * Every call of the API, written once: method, path, path parameters, body encoding (with the
 * upload kind of each file part), success status, auth and paging. This file is plain data (no
 * zod), so browser bundles can carry it; the schemas of each call are in `route-schemas.ts`.
 *
 * - the server registers its handlers from it (`apps/server/src/http/mount-routes.ts`);
 * - the SDK's resource methods are one-liners over it (`RebondClient.call`);
 * - the OpenAPI document (`/openapi.json`) is generated from it and the schemas.
 */

/** An HTTP method the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a call's body travels. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** The kinds of file a multipart call accepts (the server checks size and content per kind). */
export type UploadKind = 'image' | 'audio';

/** One call of the API. */
export interface RouteDescriptor {
  method: HttpMethod;
  /** OpenAPI-style path, parameters in braces. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /**
   * Who may call: a coach's bearer access token is required (`true`), not used (`false`) or read
   * when sent (`'optional'`); `'embed'` takes only a visitor's embed token, from its origin.
   */
  auth: boolean | 'optional' | 'embed';
  /** Path parameters (all record ids, UUIDs) and the record each names, for the 404 detail. */
  params?: Readonly<Record<string, string>>;
  /** The body's encoding; multipart calls name their file parts and the kind of file each takes. */
  body?: { encoding: BodyEncoding; uploads?: Readonly<Record<string, UploadKind>> };
  /** Success status. @default 200 */
  status?: number;
  /** A list that pages with `limit` and `cursor` (the next cursor comes in `X-Next-Cursor`). */
  paginated?: boolean;
  /** Extra paths that reach the same call (the first client's spellings); extra parameters are numbers. */
  aliases?: readonly string[];
  /**
   * The answer is a stream of server-sent events (`text/event-stream`), each event's `data` one
   * JSON value of the call's response schema, instead of one JSON body.
   */
  stream?: 'events';
}

/** Every call of spec section 7, plus the consent calls Rebond adds. */
export const routes = {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account and sign in',
    auth: false,
    body: { encoding: 'json' },
    status: 201,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with a username or e-mail and a password (form-encoded)',
    auth: false,
    body: { encoding: 'form' },
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Exchange a refresh token for new tokens; the old refresh token is spent',
    auth: false,
    body: { encoding: 'json' },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke a refresh token and every token rotated from it',
    auth: false,
    body: { encoding: 'json' },
  },
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness, and the caller when a valid token is sent',
    auth: 'optional',
  },
  createUser: {
    method: 'POST',
    path: '/users/create',
    summary: 'Create an account without signing in',
    auth: false,
    body: { encoding: 'json' },
    status: 201,
  },
  searchUser: {
    method: 'GET',
    path: '/users/search',
    summary: 'Find a user by username (only yourself is visible)',
    auth: true,
  },
  updateUser: {
    method: 'PUT',
    path: '/users/update/{id}',
    summary: 'Change your own user record',
    auth: true,
    params: { id: 'User' },
    body: { encoding: 'json' },
  },
  changePassword: {
    method: 'PUT',
    path: '/users/password',
    summary: 'Change your password; signs out your other devices',
    auth: true,
    body: { encoding: 'json' },
  },
  deleteUser: {
    method: 'DELETE',
    path: '/users/delete/{id}',
    summary: 'Delete your own account and everything it owns',
    auth: true,
    params: { id: 'User' },
  },
  listUsers: {
    method: 'GET',
    path: '/users/list',
    summary: 'List the users visible to you (only yourself)',
    auth: true,
  },
  listConsents: {
    method: 'GET',
    path: '/consents',
    summary: 'Your consent records, newest first',
    auth: true,
    paginated: true,
  },
  createConsent: {
    method: 'POST',
    path: '/consents',
    summary: 'Record a consent decision (grant or withdraw)',
    auth: true,
    body: { encoding: 'json' },
    status: 201,
  },
  createSession: {
    method: 'POST',
    path: '/sessions/create',
    summary: 'Start a practice session with an active avatar',
    auth: true,
    body: { encoding: 'json' },
    status: 201,
  },
  getSession: {
    method: 'GET',
    path: '/sessions/get/{id}',
    summary: 'One of your sessions',
    auth: true,
    params: { id: 'Session' },
  },
  listSessions: {
    method: 'GET',
    path: '/sessions/get_by_user',
    summary: 'Your sessions',
    auth: true,
    paginated: true,
  },
  closeSession: {
    method: 'PUT',
    path: '/sessions/close/{id}',
    summary: 'Close a session: sets ended_at, the summary and the outcome',
    auth: true,
    params: { id: 'Session' },
  },
  deleteSession: {
    method: 'DELETE',
    path: '/sessions/delete/{id}',
    summary: 'Delete a session, its videos and their media',
    auth: true,
    params: { id: 'Session' },
  },
  createVideo: {
    method: 'POST',
    path: '/videos/create',
    summary: "Send the coach's recording; starts the reply job",
    auth: true,
    body: { encoding: 'multipart', uploads: { audio_file: 'audio' } },
    status: 202,
  },
  listSessionVideos: {
    method: 'GET',
    path: '/videos/get/by_session/{id}',
    summary: "A session's videos",
    auth: true,
    params: { id: 'Session' },
    paginated: true,
  },
  getVideo: {
    method: 'GET',
    path: '/videos/get/{id}',
    summary: 'One video',
    auth: true,
    params: { id: 'Video' },
  },
  deleteVideos: {
    method: 'DELETE',
    path: '/videos/delete/{id}',
    summary: 'Delete videos',
    auth: true,
    params: { id: 'Session' },
    body: { encoding: 'json' },
  },
  getSessionJob: {
    method: 'GET',
    path: '/s_job/{id}',
    summary: 'A session (reply) job',
    auth: true,
    params: { id: 'Job' },
    aliases: ['/s_job/{id}/{page}/{offset}'],
  },
  createAvatar: {
    method: 'POST',
    path: '/avatars/create_avatar',
    summary: 'Create an avatar from a name (and optionally a profile)',
    auth: true,
    body: { encoding: 'json' },
    status: 201,
  },
  listAvatars: {
    method: 'GET',
    path: '/avatars/get/by_user',
    summary: 'Your avatars',
    auth: true,
    paginated: true,
  },
  getAvatar: {
    method: 'GET',
    path: '/avatars/get/{id}',
    summary: 'One of your avatars',
    auth: true,
    params: { id: 'Avatar' },
  },
  updateAvatar: {
    method: 'PUT',
    path: '/avatars/{id}',
    summary: "Change an avatar's character profile",
    auth: true,
    params: { id: 'Avatar' },
    body: { encoding: 'json' },
  },
  getCaseFormulation: {
    method: 'GET',
    path: '/avatars/{id}/case_formulation',
    summary: "An avatar's case formulation (who the client is and what they can tell), for review",
    auth: true,
    params: { id: 'Avatar' },
  },
  updateCaseFormulation: {
    method: 'PUT',
    path: '/avatars/{id}/case_formulation',
    summary: "Save an edited case formulation; the avatar's replies speak from it",
    auth: true,
    params: { id: 'Avatar' },
    body: { encoding: 'json' },
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/avatars/delete/{id}',
    summary: 'Delete an avatar, its media and voices; its sessions stay unless delete_sessions=true',
    auth: true,
    params: { id: 'Avatar' },
  },
  createEmotionalAvatars: {
    method: 'POST',
    path: '/avatars/create_emotional_avatars',
    summary: 'Upload the photo (multipart avatar_id, file); starts the creation job',
    auth: true,
    body: { encoding: 'multipart', uploads: { file: 'image' } },
    status: 202,
  },
  cloneVoice: {
    method: 'POST',
    path: '/avatars/voice_cloning',
    summary: 'Clone a voice from a sample (multipart avatar_id, audio_file, remove_background_noice)',
    auth: true,
    body: { encoding: 'multipart', uploads: { audio_file: 'audio' } },
    status: 202,
  },
  generateVoicePreview: {
    method: 'POST',
    path: '/avatars/generate_voice_preview',
    summary: 'Generate three voice previews from a description',
    auth: true,
    body: { encoding: 'json' },
    status: 202,
  },
  createVoiceFromPreview: {
    method: 'POST',
    path: '/avatars/create_voice_from_preview',
    summary: 'Create the avatar voice from a chosen preview',
    auth: true,
    body: { encoding: 'json' },
    status: 202,
  },
  getAvatarJob: {
    method: 'GET',
    path: '/avatars/a_job/{id}',
    summary: 'An avatar job',
    auth: true,
    params: { id: 'Job' },
  },
  createEmbedKey: {
    method: 'POST',
    path: '/embed/keys',
    summary: 'Create an embed key for your website (its secret is shown this once)',
    auth: true,
    body: { encoding: 'json' },
    status: 201,
  },
  listEmbedKeys: {
    method: 'GET',
    path: '/embed/keys',
    summary: 'Your embed keys, with the sessions each started this month',
    auth: true,
  },
  revokeEmbedKey: {
    method: 'DELETE',
    path: '/embed/keys/{id}',
    summary: 'Revoke an embed key: its tokens stop working at once',
    auth: true,
    params: { id: 'Embed key' },
  },
  createEmbedToken: {
    method: 'POST',
    path: '/embed/tokens',
    summary: "From the clinic's server: a short-lived visitor token, with the key's secret",
    auth: false,
    body: { encoding: 'json' },
    status: 201,
  },
  createPublishableEmbedToken: {
    method: 'POST',
    path: '/embed/tokens/publishable',
    summary: 'From a static page: a short-lived visitor token for a publishable key and the page origin',
    auth: false,
    body: { encoding: 'json' },
    status: 201,
  },
  continueEmbedToken: {
    method: 'POST',
    path: '/embed/tokens/continue',
    summary: "A visitor's new token continues the visit of the token it follows (same session, consent kept)",
    auth: 'embed',
    body: { encoding: 'json' },
    status: 201,
  },
  getEmbedContext: {
    method: 'GET',
    path: '/embed/context',
    summary: "The visitor's avatar, token expiry, consent version, and whether a session can start",
    auth: 'embed',
  },
  createEmbedConsent: {
    method: 'POST',
    path: '/embed/consent',
    summary: "Store the visitor's consent to recording and AI processing",
    auth: 'embed',
    body: { encoding: 'json' },
    status: 201,
  },
  createEmbedSession: {
    method: 'POST',
    path: '/embed/sessions',
    summary: "Start the visitor's practice session (after consent; counts against the daily quota)",
    auth: 'embed',
    status: 201,
  },
  createEmbedVideo: {
    method: 'POST',
    path: '/embed/videos',
    summary: "Send the visitor's recording (or typed message); starts the reply job",
    auth: 'embed',
    body: { encoding: 'multipart', uploads: { audio_file: 'audio' } },
    status: 202,
  },
  getEmbedJob: {
    method: 'GET',
    path: '/embed/jobs/{id}',
    summary: "A reply job of the visitor's session",
    auth: 'embed',
    params: { id: 'Job' },
  },
  closeEmbedSession: {
    method: 'PUT',
    path: '/embed/sessions/{id}/close',
    summary: "End the visitor's session",
    auth: 'embed',
    params: { id: 'Session' },
  },
  // What a session page picks up when the coach comes back.
  listSessionJobs: {
    method: 'GET',
    path: '/sessions/{id}/jobs',
    summary: "A session's replies still in progress, or finished in the last 10 minutes",
    auth: true,
    params: { id: 'Session' },
  },
  correctSessionTurn: {
    method: 'PUT',
    path: '/sessions/{id}/turns',
    summary:
      'Confirm or correct a spoken coach turn: the codes and scorecard then read the corrected text, the heard text is kept',
    auth: true,
    params: { id: 'Session' },
    body: { encoding: 'json' },
  },
  // Skills feedback: MITI codes, scorecards, the trend and coded transcripts.
  codeUtterances: {
    method: 'POST',
    path: '/skills/code',
    summary: 'Code coach utterances with MITI behaviour codes (1 to 200), answered in the same order',
    auth: true,
    body: { encoding: 'json' },
  },
  getSessionScorecard: {
    method: 'GET',
    path: '/sessions/{id}/scorecard',
    summary:
      "A session's scorecard: every coach turn coded, the MITI figures with bands, talk share, the debrief",
    auth: true,
    params: { id: 'Session' },
  },
  getSkillTrend: {
    method: 'GET',
    path: '/skills/trend',
    summary: 'Your skill figures per session and coded transcript, oldest first',
    auth: true,
  },
  createTranscript: {
    method: 'POST',
    path: '/skills/transcripts',
    summary: 'Code a de-identified transcript (speaker-labelled text or WebVTT) and keep it',
    auth: true,
    body: { encoding: 'json' },
    status: 201,
  },
  listTranscripts: {
    method: 'GET',
    path: '/skills/transcripts',
    summary: 'Your coded transcripts, newest first',
    auth: true,
  },
  getTranscript: {
    method: 'GET',
    path: '/skills/transcripts/{id}',
    summary: 'One coded transcript with its scorecard',
    auth: true,
    params: { id: 'Transcript' },
  },
  deleteTranscript: {
    method: 'DELETE',
    path: '/skills/transcripts/{id}',
    summary: 'Delete a coded transcript',
    auth: true,
    params: { id: 'Transcript' },
  },
  jobEvents: {
    method: 'GET',
    path: '/jobs/events',
    summary:
      "Server-sent events of the caller's reply jobs: the named jobs and their render jobs at once, then every change",
    auth: true,
    stream: 'events',
  },
  getTypicalDurations: {
    method: 'GET',
    path: '/jobs/typical_durations',
    summary: 'How long replies, avatars and voices take on this server lately (medians, for the screens)',
    auth: true,
  },
  getPreferences: {
    method: 'GET',
    path: '/users/preferences',
    summary: 'Your preferences (the defaults until you save some)',
    auth: true,
  },
  updatePreferences: {
    method: 'PUT',
    path: '/users/preferences',
    summary: 'Save your preferences, so they follow you to another device',
    auth: true,
    body: { encoding: 'json' },
  },
  listAudit: {
    method: 'GET',
    path: '/users/audit',
    summary: 'The audit log of your records (reads, changes, sign-outs, deletions), newest first',
    auth: true,
    paginated: true,
  },
  // Two-factor sign-in (TOTP): enrolment, the second step of sign-in, disabling.
  loginTwoFactor: {
    method: 'POST',
    path: '/auth/login/2fa',
    summary: "Sign-in's second step: the two-factor token from /auth/login and a code (or a recovery code)",
    auth: false,
    body: { encoding: 'json' },
  },
  getTwoFactor: {
    method: 'GET',
    path: '/auth/2fa',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    auth: true,
  },
  setupTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/setup',
    summary: 'Start two-factor enrolment (with the password): a new secret, its otpauth URI and QR code',
    auth: true,
    body: { encoding: 'json' },
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/enable',
    summary: 'Confirm enrolment with a first code; answers the recovery codes, shown this once',
    auth: true,
    body: { encoding: 'json' },
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/disable',
    summary: 'Turn two-factor sign-in off, with the password and a code',
    auth: true,
    body: { encoding: 'json' },
  },
} as const satisfies Record<string, RouteDescriptor>;

/** The name of one call, e.g. `'createSession'`. */
export type RouteName = keyof typeof routes;

/** The names of all calls, in the order of `routes`. */
export const routeNames = Object.keys(routes) as RouteName[];

/** The path parameter names of a path template, e.g. `'id'` for `/sessions/get/{id}`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** The path parameters of a call, as an object of strings. */
export type RouteParams<N extends RouteName> = { [K in PathParams<(typeof routes)[N]['path']>]: string };

/** Fills a path template with its parameters (URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
