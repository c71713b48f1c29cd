import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const secret = 'a'.repeat(40);
const claims = { userId: '1100000000000000009', sessionId: '1100000000000000010', exp: 2_000_000_000 };

describe('access tokens', () => {
  it('round-trips claims signed with the same secret', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, 1_900_000_000)).toEqual(claims);
  });

  it('rejects another secret, a changed payload and an expired token', () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, 'b'.repeat(40), 1_900_000_000)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ u: '1', s: claims.sessionId, e: claims.exp })).toString('base64url')}.${signature}`;
    expect(verifyAccessToken(forged, secret, 1_900_000_000)).toBeNull();
    expect(verifyAccessToken(token, secret, 2_000_000_001)).toBeNull();
    expect(verifyAccessToken('garbage', secret)).toBeNull();
  });
});
