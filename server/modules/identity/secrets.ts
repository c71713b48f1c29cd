import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { secureCookie } from '../auth/cookies';

/** A new random secret for a URL or a cookie. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database copy does not hand out logins. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Sets a short-lived HttpOnly cookie that only the sign-in API reads (`path`). */
export function setFlowCookie(request: FastifyRequest, reply: FastifyReply, config: Config, name: string, value: string, path: string, maxAge: number): void {
  reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', path, maxAge, secure: secureCookie(request, config.cookieSecure) });
}

/** Expires a cookie set by setFlowCookie. */
export function clearFlowCookie(reply: FastifyReply, name: string, path: string): void {
  reply.clearCookie(name, { path });
}
