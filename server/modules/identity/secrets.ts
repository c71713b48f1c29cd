import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { fingerprintOf } from '../auth/service';

/** A new random secret for a URL or a cookie. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database copy does not hand out logins. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The session fingerprint of a request: the spec's `fp` header, else the user agent. */
export function requestFingerprint(request: FastifyRequest): string {
  const fp = request.headers.fp;
  return fingerprintOf(typeof fp === 'string' && fp ? fp : request.headers['user-agent']);
}

/** Sets a short-lived HttpOnly cookie that only the sign-in API reads (`path`). */
export function setFlowCookie(request: FastifyRequest, reply: FastifyReply, config: Config, name: string, value: string, path: string, maxAge: number): void {
  const secure = config.cookieSecure === 'true' || (config.cookieSecure === 'auto' && request.protocol === 'https');
  reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', path, maxAge, secure });
}

/** Expires a cookie set by setFlowCookie. */
export function clearFlowCookie(reply: FastifyReply, name: string, path: string): void {
  reply.clearCookie(name, { path });
}
