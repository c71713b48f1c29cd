import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_REFRESH_MS, readStoredCode, refreshInterval, storeCode } from './chat-code';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('support-chat code', () => {
  it('renews every 540000 ms unless codeExpirationTime overrides it', () => {
    expect(DEFAULT_CODE_REFRESH_MS).toBe(540000);
    expect(refreshInterval(undefined)).toBe(540000);
    expect(refreshInterval(0)).toBe(540000);
    expect(refreshInterval(120000)).toBe(120000);
  });

  it('keeps a stored code for 600 s of its school, and discards an older one as stale', () => {
    const storage = memory();
    const now = 1_000_000_000;
    storeCode(storage, { code: 'c1', schoolId: 's1', issuedAt: now });
    expect(readStoredCode(storage, 's1', now + 599_999)).toEqual({ fresh: { code: 'c1', schoolId: 's1', issuedAt: now }, stale: false });
    expect(readStoredCode(storage, 's1', now + 600_000)).toEqual({ fresh: null, stale: true });
    expect(storage.map.size).toBe(0);
    storeCode(storage, { code: 'c2', schoolId: 's1', issuedAt: now });
    expect(readStoredCode(storage, 's2', now)).toEqual({ fresh: null, stale: true });
    expect(readStoredCode(storage, 's2', now)).toEqual({ fresh: null, stale: false });
  });
});
