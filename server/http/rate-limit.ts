/**
 * Counts attempts per key in fixed windows, in memory (one server process). `hit` records an attempt
 * and says whether it is still allowed and, if not, in how many seconds the window ends.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while `key` has used fewer than `limit` attempts of its window. */
  check(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const window = this.current(key);
    const allowed = !window || window.count < this.limit;
    return { allowed, retryAfterSeconds: window ? Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)) : 0 };
  }

  /** How many attempts `key` has used in its current window. */
  count(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  /** Records one attempt of `key`. */
  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowSeconds * 1000 });
    if (this.windows.size > 10_000) this.sweep();
  }

  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep() {
    for (const [key, window] of this.windows) if (window.resetAt <= this.now()) this.windows.delete(key);
  }
}
