import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, then says when to come back', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('a').allowed).toBe(true);
      limiter.hit('a');
    }
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now = 45_500;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect(limiter.check('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60);
    limiter.hit('a');
    expect(limiter.check('a').allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.check('a').allowed).toBe(true);
  });
});
