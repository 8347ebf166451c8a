import type { z } from 'zod';
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
  AvatarList,
  AvatarPhotoFields,
  AvatarUpdateRequest,
  VoiceCloneFields,
  VoiceFromPreviewRequest,
  VoicePreviewRequest,
} from './avatars';
import { Ack } from './common';
import { ConsentCreateRequest, ConsentList, ConsentRecord } from './consents';
import { Job, JobQuery, JobStarted } from './jobs';
import {
  Session,
  SessionCreateRequest,
  SessionList,
  Video,
  VideoCreateFields,
  VideoDeleteRequest,
  VideoList,
} from './sessions';
import {
  PasswordChangeRequest,
  User,
  UserCreateRequest,
  UserList,
  UserListQuery,
  UserSearchQuery,
  UserUpdateRequest,
} from './users';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API: written once, used for server validation, the OpenAPI document and SDK types. */
export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI-style path, parameters in braces. */
  path: string;
  summary: string;
  /** Whether a bearer access token is required. */
  auth: boolean;
  body?: { encoding: 'json' | 'form' | 'multipart'; schema: z.ZodType };
  query?: z.ZodType;
  response: z.ZodType;
  /** Success status. @default 200 */
  status?: number;
}

/** Every call of spec section 7, plus the consent calls Rebond adds. */
export const routes = {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account and sign in',
    auth: false,
    body: { encoding: 'json', schema: RegisterRequest },
    response: RegisterResponse,
    status: 201,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with a username or e-mail and a password (form-encoded)',
    auth: false,
    body: { encoding: 'form', schema: LoginRequest },
    response: LoginResponse,
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Exchange a refresh token for new tokens; the old refresh token is spent',
    auth: false,
    body: { encoding: 'json', schema: RefreshRequest },
    response: RefreshResponse,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke a refresh token and every token rotated from it',
    auth: false,
    body: { encoding: 'json', schema: RefreshRequest },
    response: Ack,
  },
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness, and the caller when a valid token is sent',
    auth: false,
    response: Health,
  },
  createUser: {
    method: 'POST',
    path: '/users/create',
    summary: 'Create an account without signing in',
    auth: false,
    body: { encoding: 'json', schema: UserCreateRequest },
    response: User,
    status: 201,
  },
  searchUser: {
    method: 'GET',
    path: '/users/search',
    summary: 'Find a user by username (only yourself is visible)',
    auth: true,
    query: UserSearchQuery,
    response: User,
  },
  updateUser: {
    method: 'PUT',
    path: '/users/update/{id}',
    summary: 'Change your own user record',
    auth: true,
    body: { encoding: 'json', schema: UserUpdateRequest },
    response: User,
  },
  changePassword: {
    method: 'PUT',
    path: '/users/password',
    summary: 'Change your password; signs out your other devices',
    auth: true,
    body: { encoding: 'json', schema: PasswordChangeRequest },
    response: Ack,
  },
  deleteUser: {
    method: 'DELETE',
    path: '/users/delete/{id}',
    summary: 'Delete your own account and everything it owns',
    auth: true,
    response: Ack,
  },
  listUsers: {
    method: 'GET',
    path: '/users/list',
    summary: 'List the users visible to you (only yourself)',
    auth: true,
    query: UserListQuery,
    response: UserList,
  },
  listConsents: {
    method: 'GET',
    path: '/consents',
    summary: 'Your consent records, newest first',
    auth: true,
    response: ConsentList,
  },
  createConsent: {
    method: 'POST',
    path: '/consents',
    summary: 'Record a consent decision (grant or withdraw)',
    auth: true,
    body: { encoding: 'json', schema: ConsentCreateRequest },
    response: ConsentRecord,
    status: 201,
  },
  createSession: {
    method: 'POST',
    path: '/sessions/create',
    summary: 'Start a practice session with an active avatar',
    auth: true,
    body: { encoding: 'json', schema: SessionCreateRequest },
    response: Session,
    status: 201,
  },
  getSession: {
    method: 'GET',
    path: '/sessions/get/{id}',
    summary: 'One of your sessions',
    auth: true,
    response: Session,
  },
  listSessions: {
    method: 'GET',
    path: '/sessions/get_by_user',
    summary: 'Your sessions',
    auth: true,
    response: SessionList,
  },
  closeSession: {
    method: 'PUT',
    path: '/sessions/close/{id}',
    summary: 'Close a session: sets ended_at, the summary and the outcome',
    auth: true,
    response: Session,
  },
  deleteSession: {
    method: 'DELETE',
    path: '/sessions/delete/{id}',
    summary: 'Delete a session, its videos and their media',
    auth: true,
    response: Ack,
  },
  createVideo: {
    method: 'POST',
    path: '/videos/create',
    summary: "Send the coach's recording; starts the reply job",
    auth: true,
    body: { encoding: 'multipart', schema: VideoCreateFields },
    response: JobStarted,
    status: 202,
  },
  listSessionVideos: {
    method: 'GET',
    path: '/videos/get/by_session/{id}',
    summary: "A session's videos",
    auth: true,
    response: VideoList,
  },
  getVideo: {
    method: 'GET',
    path: '/videos/get/{id}',
    summary: 'One video',
    auth: true,
    response: Video,
  },
  deleteVideos: {
    method: 'DELETE',
    path: '/videos/delete/{id}',
    summary: 'Delete videos',
    auth: true,
    body: { encoding: 'json', schema: VideoDeleteRequest },
    response: Ack,
  },
  getSessionJob: {
    method: 'GET',
    path: '/s_job/{id}',
    summary: 'A session (reply) job',
    auth: true,
    query: JobQuery,
    response: Job,
  },
  createAvatar: {
    method: 'POST',
    path: '/avatars/create_avatar',
    summary: 'Create an avatar from a name (and optionally a profile)',
    auth: true,
    body: { encoding: 'json', schema: AvatarCreateRequest },
    response: Avatar,
    status: 201,
  },
  listAvatars: {
    method: 'GET',
    path: '/avatars/get/by_user',
    summary: 'Your avatars',
    auth: true,
    response: AvatarList,
  },
  getAvatar: {
    method: 'GET',
    path: '/avatars/get/{id}',
    summary: 'One of your avatars',
    auth: true,
    response: Avatar,
  },
  updateAvatar: {
    method: 'PUT',
    path: '/avatars/{id}',
    summary: "Change an avatar's character profile",
    auth: true,
    body: { encoding: 'json', schema: AvatarUpdateRequest },
    response: Avatar,
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/avatars/delete/{id}',
    summary: 'Delete an avatar, its media and voices',
    auth: true,
    response: Ack,
  },
  createEmotionalAvatars: {
    method: 'POST',
    path: '/avatars/create_emotional_avatars',
    summary: 'Upload the photo (multipart avatar_id, file); starts the creation job',
    auth: true,
    body: { encoding: 'multipart', schema: AvatarPhotoFields },
    response: JobStarted,
    status: 202,
  },
  cloneVoice: {
    method: 'POST',
    path: '/avatars/voice_cloning',
    summary: 'Clone a voice from a sample (multipart avatar_id, audio_file, remove_background_noice)',
    auth: true,
    body: { encoding: 'multipart', schema: VoiceCloneFields },
    response: JobStarted,
    status: 202,
  },
  generateVoicePreview: {
    method: 'POST',
    path: '/avatars/generate_voice_preview',
    summary: 'Generate three voice previews from a description',
    auth: true,
    body: { encoding: 'json', schema: VoicePreviewRequest },
    response: JobStarted,
    status: 202,
  },
  createVoiceFromPreview: {
    method: 'POST',
    path: '/avatars/create_voice_from_preview',
    summary: 'Create the avatar voice from a chosen preview',
    auth: true,
    body: { encoding: 'json', schema: VoiceFromPreviewRequest },
    response: JobStarted,
    status: 202,
  },
  getAvatarJob: {
    method: 'GET',
    path: '/avatars/a_job/{id}',
    summary: 'An avatar job',
    auth: true,
    query: JobQuery,
    response: Job,
  },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof routes;
