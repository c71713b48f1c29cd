import { describe, expect, it } from 'vitest';
import { nextId } from './ids';

describe('nextId', () => {
  it('makes unique, increasing 19-digit ids', () => {
    const ids = Array.from({ length: 10000 }, () => nextId());
    expect(ids.every((id) => /^[1-9]\d{18}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sorted).toEqual(ids);
  });
});
