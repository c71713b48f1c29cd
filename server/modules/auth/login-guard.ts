import { tooManyRequests } from '../../http/app-error';
import { RateLimiter } from '../../http/rate-limit';

/** Failed logins per account, login attempts per client address, per window; a captcha after a few failures. */
export const LOGIN_LIMITS = { failuresPerAccount: 10, attemptsPerIp: 60, windowSeconds: 15 * 60, captchaAfterFailures: 3 } as const;

/** The key failures are counted under: the account as typed, trimmed, lower case. */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * Remembers failed logins per account and attempts per client address (in memory, one process), for
 * every sign-in method alike: too many gives 429 with Retry-After, a few ask for the image captcha.
 */
export class LoginGuard {
  private readonly accountFailures = new RateLimiter(LOGIN_LIMITS.failuresPerAccount, LOGIN_LIMITS.windowSeconds);
  private readonly ipAttempts: RateLimiter;

  /** `attemptsPerIp` is the LOGIN_ATTEMPTS_PER_IP setting (LOGIN_LIMITS.attemptsPerIp by default). */
  constructor(attemptsPerIp: number = LOGIN_LIMITS.attemptsPerIp) {
    this.ipAttempts = new RateLimiter(attemptsPerIp, LOGIN_LIMITS.windowSeconds);
  }

  /** Throws 429 `auth.rate_limited` (with retryAfterSeconds) when the address or the account used up its window; else counts the attempt. */
  admit(ip: string, account: string): void {
    for (const check of [this.ipAttempts.check(ip), this.accountFailures.check(accountKey(account))]) {
      if (!check.allowed) {
        throw tooManyRequests('auth.rate_limited', `Too many login attempts. Try again in ${check.retryAfterSeconds} seconds.`, check.retryAfterSeconds);
      }
    }
    this.ipAttempts.hit(ip);
  }

  /** Whether the next login (or login code) for this account must carry a solved image captcha. */
  needsCaptcha(account: string): boolean {
    return this.accountFailures.count(accountKey(account)) >= LOGIN_LIMITS.captchaAfterFailures;
  }

  failed(account: string): void {
    this.accountFailures.hit(accountKey(account));
  }

  succeeded(account: string): void {
    this.accountFailures.reset(accountKey(account));
  }
}
