import { describe, expect, it } from 'vitest';
import { findNul } from './nul-check';

describe('findNul', () => {
  it('points at the first string or key holding U+0000, however deep', () => {
    expect(findNul({ a: ['ok', { 'b/c': 'x\u0000' }] })).toBe('/a/1/b~1c');
    expect(findNul({ ['k\u0000']: 1 })).toBe('/k\u0000');
    expect(findNul('\u0000')).toBe('/');
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNul(deep)).toMatch(/^(\/0)+$/);
    expect(findNul({ a: 'fine', n: 1, x: null, text: '\\u0000 written out' })).toBeNull();
  });
});
