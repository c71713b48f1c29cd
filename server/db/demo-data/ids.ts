/** A fixed 19-digit demo id: `prefix` then `n`, zero-padded. Fixed ids make the seed idempotent. */
export function fixedId(prefix: string, n: number): string {
  const tail = String(n);
  if (prefix.length + tail.length > 19) throw new Error(`fixedId: ${prefix}/${n} does not fit 19 digits`);
  return prefix + tail.padStart(19 - prefix.length, '0');
}

/** A small deterministic pseudo-random generator (mulberry32), so the demo is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
