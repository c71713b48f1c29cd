/**
 * Server-rendered pages for visitors who are not logged in, kept for a short time: a released page is
 * the same for every anonymous visitor with the same address and language. Entries expire after
 * `ttlSeconds`, and releasing a page forgets every entry of that school at once.
 */
export class RenderCache {
  private readonly entries = new Map<string, { schoolId: string; html: string; expires: number }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.html;
  }

  set(key: string, schoolId: string, html: string): void {
    if (this.ttlSeconds <= 0) return;
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { schoolId, html, expires: this.now() + this.ttlSeconds * 1000 });
  }

  /** Forgets every page of a school (after a release). */
  forgetSchool(schoolId: string): void {
    for (const [key, entry] of this.entries) if (entry.schoolId === schoolId) this.entries.delete(key);
  }
}
