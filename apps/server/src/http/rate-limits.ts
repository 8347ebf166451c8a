import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { WindowLimiter } from '../embed/rate-limit';
import { type AppEnv, clientIp } from './context';
import { ApiError } from './errors';

/** The actions with their own allowance, per address and (once known) per account. */
export type LimitedAction = 'sign-up' | 'sign-in' | 'password-change' | 'upload' | 'analysis';

/**
 * Per-address and per-account rate limits of the costly or abusable actions, in this process's
 * memory (see `WindowLimiter`), windows passing on the server's clock. An address gets four times an account's allowance, since one
 * address may serve several people (a clinic behind one router).
 */
export class RateLimits {
  readonly #limiters: Record<LimitedAction, { address: WindowLimiter; account: WindowLimiter }>;

  constructor(config: ServerConfig) {
    const windowMs = config.rateLimitWindowSeconds * 1000;
    const pair = (perAccount: number, perAddress = perAccount * 4) => ({
      account: new WindowLimiter(perAccount, windowMs, config.clock),
      address: new WindowLimiter(perAddress, windowMs, config.clock),
    });
    this.#limiters = {
      'sign-up': pair(config.signupRateLimit, config.signupRateLimit),
      'sign-in': pair(config.loginRateLimit),
      'password-change': pair(config.passwordChangeRateLimit),
      upload: pair(config.uploadRateLimit),
      analysis: pair(config.analysisRateLimit),
    };
  }

  /** Counts one `action` by the caller (and `account` when known); over either allowance it is a 429. */
  take(c: Context<AppEnv>, action: LimitedAction, account?: string): void {
    const limiters = this.#limiters[action];
    const wait = Math.max(limiters.address.hit(clientIp(c)), account ? limiters.account.hit(account) : 0);
    if (wait > 0) {
      throw new ApiError(429, 'Too many requests. Please wait a moment and try again.', {
        'retry-after': String(wait),
      });
    }
  }
}
