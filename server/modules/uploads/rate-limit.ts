/** A fixed-window counter per key: true while `key` has made fewer than `max` calls in the current window. */
export function rateLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): boolean => {
    const t = now();
    const current = windows.get(key);
    if (!current || t - current.start >= windowMs) {
      if (windows.size > 10_000) windows.clear(); // bounded memory; a reset only forgives
      windows.set(key, { start: t, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= max;
  };
}
