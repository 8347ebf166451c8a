import {
  LOCALES,
  NOTIFICATION_SETTINGS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRIVACY_SETTINGS,
  type Preferences,
  SESSION_DURATIONS,
  TIME_ZONES,
  USERNAME_PATTERN,
} from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, requiredText, Timestamp } from './common';

/** Limits shared by the server's validation and the forms. */

export const Role = z.enum(['coach', 'patient']);
export type Role = z.infer<typeof Role>;

export const Username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, dots, dashes and underscores');
export const Email = z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address'));
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
export const TelNumber = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+0-9 ().-]*$/, 'Phone number may contain only digits, spaces and + ( ) . -');

/** The user record as the server keeps it (spec section 3, "User record"). */
export const User = z
  .object({
    id: Id,
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    tel_number: z.string().nullable(),
    role: Role,
    account_status: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** `POST /users/create`: creates an account like registration, without signing in. */
export const UserCreateRequest = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    username: Username,
    email: Email,
    password: Password,
    tel_number: TelNumber.optional(),
  })
  .meta({ id: 'UserCreateRequest' });
export type UserCreateRequest = z.input<typeof UserCreateRequest>;

/**
 * `PUT /users/update/{id}`: every field optional; only those given change. A new e-mail needs the
 * current password (the e-mail is where a password reset would go).
 */
export const UserUpdateRequest = z
  .object({
    first_name: requiredText(100).optional(),
    last_name: requiredText(100).optional(),
    username: Username.optional(),
    email: Email.optional(),
    tel_number: TelNumber.nullable().optional(),
    current_password: z.string().max(1024).optional().meta({
      description: 'Your current password: required when `email` changes, ignored otherwise',
    }),
  })
  .meta({ id: 'UserUpdateRequest' });
export type UserUpdateRequest = z.input<typeof UserUpdateRequest>;

/** `PUT /users/password`: Rebond's addition, so the profile's password form really works. */
export const PasswordChangeRequest = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(1024),
    new_password: Password,
    refresh_token: z.string().max(512).optional().meta({
      description: "This device's refresh token: its sign-in stays valid, every other one is revoked",
    }),
  })
  .meta({ id: 'PasswordChangeRequest' });
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;

export const UserSearchQuery = z.object({ username: z.string().trim().min(1).max(254) });
export type UserSearchQuery = z.input<typeof UserSearchQuery>;

export const UserListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserList = z.array(User).meta({ id: 'UserList' });

const flags = <const K extends readonly string[]>(keys: K) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.boolean()])) as { [P in K[number]]: z.ZodBoolean },
  );

/** `GET/PUT /users/preferences`: the coach's preferences, stored for the user (see `Preferences`). */
export const UserPreferences = z
  .strictObject({
    notifications: flags(NOTIFICATION_SETTINGS),
    privacy: flags(PRIVACY_SETTINGS),
    default_session_duration: z.union(SESSION_DURATIONS.map((minutes) => z.literal(minutes))),
    language: z.enum(LOCALES).nullable(),
    time_zone: z.enum(TIME_ZONES),
  })
  .meta({ id: 'UserPreferences' }) satisfies z.ZodType<Preferences>;
export type UserPreferences = z.infer<typeof UserPreferences>;
