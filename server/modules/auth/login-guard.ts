import type { Db } from '../../db/database';
import { tooManyRequests } from '../../http/app-error';
import { Limiter } from '../../http/limiter';

/** Failed logins per account, login attempts per client address, per window; a captcha after a few failures. */
export const LOGIN_LIMITS = { failuresPerAccount: 10, attemptsPerIp: 60, windowSeconds: 15 * 60, captchaAfterFailures: 3 } as const;

/** The key failures are counted under: the account as typed, trimmed, lower case. */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

const limited = (retryAfterSeconds: number) =>
  tooManyRequests('auth.rate_limited', `Too many login attempts. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);

/**
 * Counts failed logins per account and attempts per client address in the database (shared by every
 * server process), for every sign-in method alike: too many gives 429 with Retry-After, a few ask for
 * the image captcha.
 */
export class LoginGuard {
  private readonly accountFailures: Limiter;
  private readonly ipAttempts: Limiter;

  /** `attemptsPerIp` is the LOGIN_ATTEMPTS_PER_IP setting (LOGIN_LIMITS.attemptsPerIp by default). */
  constructor(db: () => Db, attemptsPerIp: number = LOGIN_LIMITS.attemptsPerIp) {
    this.accountFailures = new Limiter(db, 'login.account_failures', LOGIN_LIMITS.failuresPerAccount, LOGIN_LIMITS.windowSeconds);
    this.ipAttempts = new Limiter(db, 'login.ip_attempts', attemptsPerIp, LOGIN_LIMITS.windowSeconds);
  }

  /** Throws 429 `auth.rate_limited` (with retryAfterSeconds) when the account or the address used up its window; else counts the attempt. */
  async admit(ip: string, account: string): Promise<void> {
    const failures = await this.accountFailures.check(accountKey(account));
    if (!failures.allowed) throw limited(failures.retryAfterSeconds);
    const attempt = await this.ipAttempts.take(ip);
    if (!attempt.allowed) throw limited(attempt.retryAfterSeconds);
  }

  /** Whether the next login (or login code) for this account must carry a solved image captcha. */
  async needsCaptcha(account: string): Promise<boolean> {
    return (await this.accountFailures.count(accountKey(account))) >= LOGIN_LIMITS.captchaAfterFailures;
  }

  async failed(account: string): Promise<void> {
    await this.accountFailures.increment(accountKey(account));
  }

  async succeeded(account: string): Promise<void> {
    await this.accountFailures.reset(accountKey(account));
  }
}
