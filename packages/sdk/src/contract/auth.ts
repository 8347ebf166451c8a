import { z } from 'zod';
import { Id, requiredText } from './common';
import { Email, Password, Role, Username } from './users';

/** `POST /auth/register` body. */
export const RegisterRequest = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    username: Username,
    email: Email,
    password: Password,
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** `POST /auth/login` form fields; `username` may be the username or the e-mail. */
export const LoginRequest = z
  .object({
    username: z.string().trim().min(1, 'Username is required').max(254),
    password: z.string().min(1, 'Password is required').max(1024),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequest>;

export const RefreshRequest = z
  .object({ refresh_token: z.string().min(1).max(512) })
  .meta({ id: 'RefreshRequest' });
export type RefreshRequest = z.input<typeof RefreshRequest>;

/** Tokens: a short-lived JWT access token (with `exp` in seconds) and a rotating refresh token. */
export const Tokens = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds until the access token expires' }),
  })
  .meta({ id: 'Tokens' });
export type Tokens = z.infer<typeof Tokens>;

/** The auth user (spec section 3). */
export const AuthUser = z
  .object({
    id: Id,
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: Role,
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUser>;

export const RegisterResponse = Tokens.extend({ user: AuthUser }).meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginResponse = Tokens.extend({
  user_id: Id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: Role,
}).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshResponse = Tokens.meta({ id: 'RefreshResponse' });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

const EngineStage = z.object({ implementation: z.string() }).catchall(z.string());

/** Which implementation runs each media-engine stage, chosen when the server started. */
export const EngineStatus = z
  .object({
    transcribe: EngineStage,
    reply: EngineStage,
    voice: EngineStage,
    render: EngineStage,
    ffmpeg: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: 'EngineStatus' });
export type EngineStatus = z.infer<typeof EngineStatus>;

export const Health = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    engine: EngineStatus,
    user_id: Id.nullable().meta({ description: 'The caller, when a valid bearer token was sent' }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;
