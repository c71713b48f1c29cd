import { describe, expect, it } from 'vitest';
import { isStoredId, keyMatches, newFileKey, parseUploadAddress, uploadAddress } from './address';
import { uploadVisibility, type UploadFacts } from './access';

describe('file keys', () => {
  it('are 22 base64url characters (128 random bits), different every time', () => {
    const keys = new Set(Array.from({ length: 1000 }, newFileKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('match only the exact key: not a missing, shorter, longer, other-case or malformed one', () => {
    const key = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(keyMatches(key, key)).toBe(true);
    for (const given of [undefined, '', key.slice(0, 21), `${key}A`, key.toLowerCase(), `${key.slice(0, 21)}=`, `${key.slice(0, 20)}%2F`, 'B' + key.slice(1)]) {
      expect(keyMatches(given, key), String(given)).toBe(false);
    }
  });
});

describe('stored ids and upload addresses', () => {
  it('take ids a bigint column can hold, nothing else', () => {
    expect(isStoredId('9223372036854775807')).toBe(true);
    expect(isStoredId('1')).toBe(true);
    for (const id of ['9223372036854775808', '9999999999999999999', '0', '01', '', '12a', '-1', '1e5', '12345678901234567890']) expect(isStoredId(id), id).toBe(false);
  });

  it('read back the parts of an address, and nothing from another form', () => {
    const url = uploadAddress('1100000000000000001', '1200000000000000001', 'AbCdEfGhIjKlMnOpQrSt_-');
    expect(parseUploadAddress(url)).toEqual({ tenantId: '1100000000000000001', id: '1200000000000000001', key: 'AbCdEfGhIjKlMnOpQrSt_-' });
    for (const other of ['/api/school/v1/files/1100000000000000001/1200000000000000001', `https://elsewhere.example${url}`, `${url}/x`, `${url}?a=1`, url.slice(0, -1)]) {
      expect(parseUploadAddress(other), other).toBeNull();
    }
  });
});

describe('who sees an upload', () => {
  const file = (over: Partial<UploadFacts>): UploadFacts => ({ userId: 'u1', audience: 'school', openSchool: true, keyed: true, ...over });
  const anonymous = { userId: null, roles: [] };
  const outsider = { userId: 'u9', roles: [] };
  const learner = { userId: 'u2', roles: ['learner' as const] };
  const sender = { userId: 'u1', roles: ['learner' as const] };
  const admin = { userId: 'u3', roles: ['administrator' as const] };

  it.each([
    ['an open school\'s image, full address', file({}), ['public', 'public', 'public', 'public', 'public']],
    ['an open school\'s image, no key', file({ keyed: false }), [null, null, 'private', 'private', 'private']],
    ['a closed school\'s image', file({ openSchool: false }), [null, null, 'private', 'private', 'private']],
    ['a feedback picture of an open school', file({ audience: 'sender' }), [null, null, null, 'private', 'private']],
    ['a feedback picture of a closed school, no key', file({ audience: 'sender', openSchool: false, keyed: false }), [null, null, null, 'private', 'private']],
  ] as const)('%s: anonymous, outsider, learner, sender, administrator', (_name, facts, expected) => {
    expect([anonymous, outsider, learner, sender, admin].map((viewer) => uploadVisibility(facts, viewer))).toEqual(expected);
  });
});
