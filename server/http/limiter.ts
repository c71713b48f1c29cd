import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/tenant';

/** What a limit says about one key: allowed or not, and when its window ends. */
export interface LimitCheck {
  allowed: boolean;
  /** Seconds until the window ends (at least 1 while a window is open, 0 when none is). */
  retryAfterSeconds: number;
}

interface WindowRow {
  hits: number;
  retry_after: number;
}

// Expired windows are deleted now and then rather than on every hit.
const SWEEP_EVERY_HITS = 500;

/**
 * One named limit (`limit` attempts per key in fixed windows of `windowSeconds`), counted in the
 * database's rate_limits table so every server process on it shares the count. Windows run on the
 * database's clock. `take` counts and decides in one atomic statement, so concurrent requests on
 * several processes cannot slip past the limit together.
 */
export class Limiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: () => Db,
    readonly bucket: string,
    readonly limit: number,
    readonly windowSeconds: number,
  ) {}

  /** Counts one attempt of `key` and says whether it was within the limit. */
  async take(key: string): Promise<LimitCheck> {
    const row = await this.hit(key);
    return { allowed: row.hits <= this.limit, retryAfterSeconds: row.retry_after };
  }

  /** Says whether `key` still has attempts left, without counting one. */
  async check(key: string): Promise<LimitCheck> {
    const row = await this.current(key);
    if (!row) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: row.hits < this.limit, retryAfterSeconds: row.retry_after };
  }

  /** How many attempts `key` has used in its current window. */
  async count(key: string): Promise<number> {
    return (await this.current(key))?.hits ?? 0;
  }

  /** Counts one attempt of `key`; returns the window's count after it. */
  async increment(key: string): Promise<number> {
    return (await this.hit(key)).hits;
  }

  /** Forgets `key` (a successful login clears its failures). */
  async reset(key: string): Promise<void> {
    await this.db().execute(sql`delete from rate_limits where bucket = ${this.bucket} and key = ${key}`);
  }

  private async hit(key: string): Promise<WindowRow> {
    const window = `${this.windowSeconds} seconds`;
    const result = await this.db().execute(sql`
      insert into rate_limits as r (bucket, key, hits, resets_at)
      values (${this.bucket}, ${key}, 1, now() + ${window}::interval)
      on conflict (bucket, key) do update set
        hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
        resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
      returning hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after`);
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) {
      this.hitsSinceSweep = 0;
      await this.db().execute(sql`delete from rate_limits where resets_at < now()`);
    }
    return rowsOf<WindowRow>(result)[0]!;
  }

  private async current(key: string): Promise<WindowRow | undefined> {
    const result = await this.db().execute(sql`
      select hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after
      from rate_limits where bucket = ${this.bucket} and key = ${key} and resets_at > now()`);
    return rowsOf<WindowRow>(result)[0];
  }
}
