import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an access token says: whose it is, which session issued it, and when it stops working (seconds). */
export interface AccessClaims {
  userId: string;
  sessionId: string;
  exp: number;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** Signs claims into a compact `payload.signature` token (HMAC-SHA256, base64url). */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ u: claims.userId, s: claims.sessionId, e: claims.exp })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** Returns the claims of a well-signed, unexpired token, or null. The signature is compared in constant time. */
export function verifyAccessToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: unknown; s: unknown; e: unknown };
    if (typeof u !== 'string' || typeof s !== 'string' || typeof e !== 'number' || e <= nowSeconds) return null;
    return { userId: u, sessionId: s, exp: e };
  } catch {
    return null;
  }
}
