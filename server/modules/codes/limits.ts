import type { Db } from '../../db/database';
import { tooManyRequests } from '../../http/app-error';
import { Limiter } from '../../http/limiter';

/** Seconds after which a recipient may ask for another code (the per-recipient minute window). */
export const RESEND_AFTER_SECONDS = 60;

/** Code sending: one per recipient a minute, five per recipient an hour, twenty per client address an hour; account lookups and registrations: sixty per address in 15 minutes. */
export const CODE_SEND_LIMITS = { perRecipientMinute: 1, perRecipientHour: 5, perIpHour: 20, lookupsPerIpQuarter: 60 } as const;

/** Counts code sending per recipient and per client address, in the database (shared by every server process). */
export class CodeSendLimits {
  readonly minute: Limiter;
  private readonly hour: Limiter;
  private readonly ip: Limiter;
  private readonly lookups: Limiter;

  constructor(db: () => Db) {
    this.minute = new Limiter(db, 'code.recipient_minute', CODE_SEND_LIMITS.perRecipientMinute, RESEND_AFTER_SECONDS);
    this.hour = new Limiter(db, 'code.recipient_hour', CODE_SEND_LIMITS.perRecipientHour, 3600);
    this.ip = new Limiter(db, 'code.ip_hour', CODE_SEND_LIMITS.perIpHour, 3600);
    this.lookups = new Limiter(db, 'account.lookups', CODE_SEND_LIMITS.lookupsPerIpQuarter, 900);
  }

  /** Counts one account lookup (existed checks, registration) of a client address; 429 `account.rate_limited` beyond the limit. */
  async checkLookup(ip: string): Promise<void> {
    const check = await this.lookups.take(ip);
    if (!check.allowed) throw tooManyRequests('account.rate_limited', `Too many requests. Try again in ${check.retryAfterSeconds} seconds.`, check.retryAfterSeconds);
  }

  /** Throws 429 `code.rate_limited` with Retry-After when either limit is used up. */
  async check(ip: string, recipient: string): Promise<void> {
    for (const check of [await this.ip.check(ip), await this.minute.check(recipient), await this.hour.check(recipient)]) {
      if (!check.allowed) throw tooManyRequests('code.rate_limited', `Too many codes were requested. Try again in ${check.retryAfterSeconds} seconds.`, check.retryAfterSeconds);
    }
  }

  /** Records one code sent. */
  async hit(ip: string, recipient: string): Promise<void> {
    await this.ip.increment(ip);
    await this.minute.increment(recipient);
    await this.hour.increment(recipient);
  }
}
