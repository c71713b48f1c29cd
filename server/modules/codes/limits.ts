import { tooManyRequests } from '../../http/app-error';
import { RateLimiter } from '../../http/rate-limit';

/** Seconds after which a recipient may ask for another code (the per-recipient minute window). */
export const RESEND_AFTER_SECONDS = 60;

/** Code sending: one per recipient a minute, five per recipient an hour, twenty per client address an hour; account lookups and registrations: sixty per address in 15 minutes. */
export const CODE_SEND_LIMITS = { perRecipientMinute: 1, perRecipientHour: 5, perIpHour: 20, lookupsPerIpQuarter: 60 } as const;

/** Counts code sending per recipient and per client address (in memory, one process). */
export class CodeSendLimits {
  private readonly minute = new RateLimiter(CODE_SEND_LIMITS.perRecipientMinute, RESEND_AFTER_SECONDS);
  private readonly hour = new RateLimiter(CODE_SEND_LIMITS.perRecipientHour, 3600);
  private readonly ip = new RateLimiter(CODE_SEND_LIMITS.perIpHour, 3600);
  private readonly lookups = new RateLimiter(CODE_SEND_LIMITS.lookupsPerIpQuarter, 900);

  /** Counts one account lookup (existed checks, registration) of a client address; 429 `account.rate_limited` beyond the limit. */
  checkLookup(ip: string): void {
    const check = this.lookups.check(ip);
    if (!check.allowed) throw tooManyRequests('account.rate_limited', `Too many requests. Try again in ${check.retryAfterSeconds} seconds.`, check.retryAfterSeconds);
    this.lookups.hit(ip);
  }

  /** Throws 429 `code.rate_limited` with Retry-After when either limit is used up. */
  check(ip: string, recipient: string): void {
    for (const check of [this.ip.check(ip), this.minute.check(recipient), this.hour.check(recipient)]) {
      if (!check.allowed) throw tooManyRequests('code.rate_limited', `Too many codes were requested. Try again in ${check.retryAfterSeconds} seconds.`, check.retryAfterSeconds);
    }
  }

  /** Records one code sent. */
  hit(ip: string, recipient: string): void {
    this.ip.hit(ip);
    this.minute.hit(recipient);
    this.hour.hit(recipient);
  }
}
