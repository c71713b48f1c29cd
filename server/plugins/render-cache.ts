import type { EventBus } from '../db/events';

/** The change-events channel a release is announced on, so every process forgets the school's pages. */
export const RENDER_CACHE_CHANNEL = 'render_cache';

// Bounds on the bookkeeping below; dropping it only lets a rare late render be cached for one ttl.
const MAX_TRACKED = 5000;

/**
 * Server-rendered pages for visitors who are not logged in (or the data they are drawn from), kept for a
 * short time: a released page is the same for every anonymous visitor with the same address and language. Entries expire after
 * `ttlSeconds`, and releasing a page forgets every entry of that school at once, in every server
 * process once the cache is shared through the database's change events (`shareThrough`).
 */
export class RenderCache<V = string> {
  private readonly entries = new Map<string, { schoolId: string; value: V; expires: number }>();
  // Called with a school whenever its entries are forgotten (linked caches, renders under way).
  private readonly forgetListeners: ((schoolId: string | null) => void)[] = [];
  // A render begins with a missed `get` and ends with `set`. When the school was forgotten in between
  // (a release's notice arrived mid-render), the render may show the old release: it is not kept.
  // Both maps hold steps of one counter, so "in between" needs no clock.
  private step = 0;
  private readonly missedAt = new Map<string, number>();
  private readonly forgottenAt = new Map<string, number>();
  private everythingForgottenAt = 0;
  private events: EventBus | null = null;
  /** Lookups answered from the cache, and lookups that were not (for /metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= this.now()) this.entries.delete(key);
    const live = entry && entry.expires > this.now() ? entry.value : undefined;
    if (live !== undefined) {
      this.stats.hits += 1;
      return live;
    }
    this.stats.misses += 1;
    if (this.missedAt.size >= MAX_TRACKED) this.missedAt.clear();
    if (!this.missedAt.has(key)) this.missedAt.set(key, ++this.step);
    return undefined;
  }

  set(key: string, schoolId: string, value: V): void {
    const began = this.missedAt.get(key);
    this.missedAt.delete(key);
    if (this.ttlSeconds <= 0) return;
    if (began !== undefined && Math.max(this.forgottenAt.get(schoolId) ?? 0, this.everythingForgottenAt) > began) return;
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { schoolId, value, expires: this.now() + this.ttlSeconds * 1000 });
  }

  /** Forgets `key` if it still holds `value` (e.g. a load that failed after it was kept). */
  drop(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  /**
   * Calls `listener` whenever this cache forgets a school's entries (or, with null, every entry), here or
   * through another process's notice.
   */
  onForget(listener: (schoolId: string | null) => void): void {
    this.forgetListeners.push(listener);
  }

  /** Makes `other` forget a school's entries whenever this cache does. */
  link(other: RenderCache<unknown>): void {
    this.onForget((schoolId) => other.forgetHere(schoolId));
  }

  /** Forgets every page of a school (after a release) here, and announces it to every other process. */
  forgetSchool(schoolId: string): void {
    this.forgetHere(schoolId);
    // The notice is best effort: when it cannot be sent, other processes still expire the page by ttl.
    this.events?.publish(RENDER_CACHE_CHANNEL, JSON.stringify({ schoolId })).catch(() => undefined);
  }

  /** Listens for other processes' releases on `events`; returns the function that stops listening. */
  shareThrough(events: EventBus): () => void {
    this.events = events;
    const stop = events.subscribe(RENDER_CACHE_CHANNEL, (payload) => {
      try {
        const { schoolId } = JSON.parse(payload) as { schoolId?: unknown };
        if (typeof schoolId === 'string') this.forgetHere(schoolId);
      } catch {
        // Not a notice of ours: ignore it.
      }
    });
    return () => {
      stop();
      this.events = null;
    };
  }

  /**
   * Forgets a school's entries (null: every entry) in this process only, for changes every process hears
   * of by itself (configuration keys).
   */
  forgetHere(schoolId: string | null): void {
    if (schoolId === null) {
      this.entries.clear();
      this.everythingForgottenAt = ++this.step;
    } else {
      for (const [key, entry] of this.entries) if (entry.schoolId === schoolId) this.entries.delete(key);
      if (this.forgottenAt.size >= MAX_TRACKED) this.forgottenAt.clear();
      this.forgottenAt.set(schoolId, ++this.step);
    }
    for (const listener of this.forgetListeners) listener(schoolId);
  }
}
