import { z } from 'zod';
import { LoginResponse } from './auth';

/** A six-digit code from an authenticator app, or a recovery code (`xxxxx-xxxxx`). */
export const TwoFactorCode = z
  .string()
  .trim()
  .min(6, 'Enter the code from your authenticator app or a recovery code')
  .max(32)
  .meta({ description: 'A six-digit code from the authenticator app, or one of the recovery codes' });

/** `GET /auth/2fa`: whether two-factor sign-in is on for the caller. */
export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
    required: z.boolean().meta({
      description:
        'The operator requires it for this account (it owns embed keys and REQUIRE_2FA_FOR_EMBED_KEYS is on)',
    }),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `POST /auth/2fa/setup` body: the password again, before a secret is made. */
export const TwoFactorSetupRequest = z
  .object({ password: z.string().min(1, 'Enter your password').max(1024) })
  .meta({ id: 'TwoFactorSetupRequest' });
export type TwoFactorSetupRequest = z.input<typeof TwoFactorSetupRequest>;

/** A new secret, not yet in use until confirmed with a first code. */
export const TwoFactorSetup = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into the app by hand' }),
    otpauth_uri: z.string(),
    qr_code: z
      .string()
      .meta({ description: 'The otpauth URI as a QR code: an SVG data URL, made on the server' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** `POST /auth/2fa/enable` body: the first code, proving the app holds the secret. */
export const TwoFactorEnableRequest = z
  .object({ code: TwoFactorCode })
  .meta({ id: 'TwoFactorEnableRequest' });
export type TwoFactorEnableRequest = z.input<typeof TwoFactorEnableRequest>;

/** The recovery codes, shown this once (the server keeps only their hashes); each works once. */
export const TwoFactorRecoveryCodes = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes' });
export type TwoFactorRecoveryCodes = z.infer<typeof TwoFactorRecoveryCodes>;

/** `POST /auth/2fa/disable` body: the password and a code. */
export const TwoFactorDisableRequest = z
  .object({ password: z.string().min(1, 'Enter your password').max(1024), code: TwoFactorCode })
  .meta({ id: 'TwoFactorDisableRequest' });
export type TwoFactorDisableRequest = z.input<typeof TwoFactorDisableRequest>;

/**
 * What `POST /auth/login` answers instead of tokens when two-factor sign-in is on: a short-lived
 * token for the second step only (it opens nothing else).
 */
export const TwoFactorChallenge = z
  .object({
    two_factor_required: z.literal(true),
    two_factor_token: z.string(),
    expires_in: z.number().int().meta({ description: 'Seconds the second step stays open' }),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** `POST /auth/login`: the tokens, or the two-factor challenge. */
export const LoginAnswer = z.union([LoginResponse, TwoFactorChallenge]).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** `POST /auth/login/2fa` body: the second step's token and a code. */
export const TwoFactorLoginRequest = z
  .object({ two_factor_token: z.string().min(1).max(2048), code: TwoFactorCode })
  .meta({ id: 'TwoFactorLoginRequest' });
export type TwoFactorLoginRequest = z.input<typeof TwoFactorLoginRequest>;
