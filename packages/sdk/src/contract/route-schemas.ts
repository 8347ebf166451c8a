import type { z } from 'zod';
import { AuditList } from './audit';
import {
  Health,
  LoginRequest,
  LoginResponse,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
} from './auth';
import {
  Avatar,
  AvatarCreateRequest,
  AvatarDeleteQuery,
  AvatarList,
  AvatarPhotoFields,
  AvatarUpdateRequest,
  VoiceCloneFields,
  VoiceFromPreviewRequest,
  VoicePreviewRequest,
} from './avatars';
import { AvatarCaseFormulation, CaseFormulationUpdateRequest } from './case-formulation';
import { Ack, PageQuery } from './common';
import { ConsentCreateRequest, ConsentList, ConsentRecord } from './consents';
import {
  EmbedConsent,
  EmbedConsentRequest,
  EmbedContext,
  EmbedKeyCreated,
  EmbedKeyCreateRequest,
  EmbedKeyList,
  EmbedPublishableTokenRequest,
  EmbedSession,
  EmbedToken,
  EmbedTokenContinueRequest,
  EmbedTokenRequest,
  EmbedVideoFields,
} from './embed';
import { Job, JobEventsQuery, JobQuery, JobStarted, SessionReplyJobList } from './jobs';
import type { RouteName } from './route-table';
import {
  Session,
  SessionCreateRequest,
  SessionList,
  TurnCorrectionRequest,
  Video,
  VideoCreateFields,
  VideoDeleteRequest,
  VideoList,
} from './sessions';
import {
  Scorecard,
  ScorecardQuery,
  SkillCodeRequest,
  SkillCodeResponse,
  SkillTrend,
  TranscriptCreateRequest,
  TranscriptList,
  TranscriptWithScorecard,
} from './skills';
import { TypicalDurations } from './timings';
import {
  LoginAnswer,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorLoginRequest,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorSetupRequest,
  TwoFactorStatus,
} from './two-factor';
import {
  PasswordChangeRequest,
  User,
  UserCreateRequest,
  UserList,
  UserListQuery,
  UserPreferences,
  UserSearchQuery,
  UserUpdateRequest,
} from './users';

/** The schemas of one call: what it takes and what it answers. */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

/**
 * The schemas of every call, keyed like `routes` (a missing or extra call is a type error). The
 * server validates with them and the OpenAPI document is generated from them; the SDK takes only
 * their types, so no zod reaches a browser bundle through the client.
 */
export const routeSchemas = {
  register: { body: RegisterRequest, response: RegisterResponse },
  login: { body: LoginRequest, response: LoginAnswer },
  loginTwoFactor: { body: TwoFactorLoginRequest, response: LoginResponse },
  refresh: { body: RefreshRequest, response: RefreshResponse },
  logout: { body: RefreshRequest, response: Ack },
  health: { response: Health },
  createUser: { body: UserCreateRequest, response: User },
  searchUser: { query: UserSearchQuery, response: User },
  updateUser: { body: UserUpdateRequest, response: User },
  changePassword: { body: PasswordChangeRequest, response: Ack },
  deleteUser: { response: Ack },
  listUsers: { query: UserListQuery, response: UserList },
  listConsents: { query: PageQuery, response: ConsentList },
  createConsent: { body: ConsentCreateRequest, response: ConsentRecord },
  createSession: { body: SessionCreateRequest, response: Session },
  getSession: { response: Session },
  listSessions: { query: PageQuery, response: SessionList },
  closeSession: { response: Session },
  deleteSession: { response: Ack },
  createVideo: { body: VideoCreateFields, response: JobStarted },
  listSessionVideos: { query: PageQuery, response: VideoList },
  getVideo: { response: Video },
  deleteVideos: { body: VideoDeleteRequest, response: Ack },
  getSessionJob: { query: JobQuery, response: Job },
  createAvatar: { body: AvatarCreateRequest, response: Avatar },
  listAvatars: { query: PageQuery, response: AvatarList },
  getAvatar: { response: Avatar },
  updateAvatar: { body: AvatarUpdateRequest, response: Avatar },
  getCaseFormulation: { response: AvatarCaseFormulation },
  updateCaseFormulation: { body: CaseFormulationUpdateRequest, response: AvatarCaseFormulation },
  deleteAvatar: { query: AvatarDeleteQuery, response: Ack },
  createEmotionalAvatars: { body: AvatarPhotoFields, response: JobStarted },
  cloneVoice: { body: VoiceCloneFields, response: JobStarted },
  generateVoicePreview: { body: VoicePreviewRequest, response: JobStarted },
  createVoiceFromPreview: { body: VoiceFromPreviewRequest, response: JobStarted },
  getAvatarJob: { query: JobQuery, response: Job },
  createEmbedKey: { body: EmbedKeyCreateRequest, response: EmbedKeyCreated },
  listEmbedKeys: { response: EmbedKeyList },
  revokeEmbedKey: { response: Ack },
  createEmbedToken: { body: EmbedTokenRequest, response: EmbedToken },
  createPublishableEmbedToken: { body: EmbedPublishableTokenRequest, response: EmbedToken },
  continueEmbedToken: { body: EmbedTokenContinueRequest, response: EmbedToken },
  getEmbedContext: { response: EmbedContext },
  createEmbedConsent: { body: EmbedConsentRequest, response: EmbedConsent },
  createEmbedSession: { response: EmbedSession },
  createEmbedVideo: { body: EmbedVideoFields, response: JobStarted },
  getEmbedJob: { query: JobQuery, response: Job },
  closeEmbedSession: { response: EmbedSession },
  listSessionJobs: { response: SessionReplyJobList },
  // Skills feedback.
  codeUtterances: { body: SkillCodeRequest, response: SkillCodeResponse },
  correctSessionTurn: { body: TurnCorrectionRequest, response: Session },
  getSessionScorecard: { query: ScorecardQuery, response: Scorecard },
  getSkillTrend: { response: SkillTrend },
  createTranscript: {
    body: TranscriptCreateRequest,
    query: ScorecardQuery,
    response: TranscriptWithScorecard,
  },
  listTranscripts: { response: TranscriptList },
  getTranscript: { query: ScorecardQuery, response: TranscriptWithScorecard },
  deleteTranscript: { response: Ack },
  jobEvents: { query: JobEventsQuery, response: Job },
  getTypicalDurations: { response: TypicalDurations },
  getPreferences: { response: UserPreferences },
  updatePreferences: { body: UserPreferences, response: UserPreferences },
  listAudit: { query: PageQuery, response: AuditList },
  getTwoFactor: { response: TwoFactorStatus },
  setupTwoFactor: { body: TwoFactorSetupRequest, response: TwoFactorSetup },
  enableTwoFactor: { body: TwoFactorEnableRequest, response: TwoFactorRecoveryCodes },
  disableTwoFactor: { body: TwoFactorDisableRequest, response: Ack },
} as const satisfies { [N in RouteName]: RouteSchemas };

type SchemasOf<N extends RouteName> = (typeof routeSchemas)[N];

/** What a call's body takes (the input type of its schema), or `never` without a body. */
export type RouteBody<N extends RouteName> =
  SchemasOf<N> extends { body: infer S extends z.ZodType } ? z.input<S> : never;

/** A call's validated body (the output type of its schema), as the server's handler receives it. */
export type RouteBodyOutput<N extends RouteName> =
  SchemasOf<N> extends { body: infer S extends z.ZodType } ? z.output<S> : never;

/** What a call's query string takes, or `never` without one. */
export type RouteQuery<N extends RouteName> =
  SchemasOf<N> extends { query: infer S extends z.ZodType } ? z.input<S> : never;

/** A call's validated query, as the server's handler receives it. */
export type RouteQueryOutput<N extends RouteName> =
  SchemasOf<N> extends {
    query: infer S extends z.ZodType;
  }
    ? z.output<S>
    : never;

/** What a call answers. */
export type RouteResponse<N extends RouteName> = z.output<SchemasOf<N>['response']>;
