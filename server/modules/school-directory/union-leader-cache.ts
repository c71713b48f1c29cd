/** The spec's longer config cache time (§9), used for the union-leader flag per user and school. */
export const UNION_LEADER_TTL_MS = 300_000;

/** schoolUnionLeader per user and school, kept for UNION_LEADER_TTL_MS (per process). */
export class UnionLeaderCache {
  private readonly entries = new Map<string, { value: '1' | '0'; expires: number }>();

  constructor(private readonly ttlMs = UNION_LEADER_TTL_MS, private readonly now = () => Date.now()) {}

  /** The cached flag, or the one `load` gives (then cached). */
  async get(userId: string, schoolId: string, load: () => Promise<'1' | '0'>): Promise<{ value: '1' | '0'; cached: boolean }> {
    const key = `${userId}:${schoolId}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return { value: hit.value, cached: true };
    const value = await load();
    if (this.entries.size > 50_000) this.entries.clear(); // a bound, not an LRU: refilling is cheap
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    return { value, cached: false };
  }
}
