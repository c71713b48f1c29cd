import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { IssuedTokens } from './service';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Readable by scripts and holding no secret: tells the browser a session exists that a refresh can renew. */
export const SESSION_HINT_COOKIE = 'session_hint';

/** Whether a cookie set in answer to this request gets the Secure flag (COOKIE_SECURE). */
export function secureCookie(request: FastifyRequest, setting: Config['cookieSecure']): boolean {
  return setting === 'true' || (setting === 'auto' && request.protocol === 'https');
}

/** Sets both auth cookies: HttpOnly so scripts cannot read them, SameSite=Lax against cross-site posts. */
export function setAuthCookies(request: FastifyRequest, reply: FastifyReply, config: Config, tokens: IssuedTokens): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookie(request, config.cookieSecure) };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: tokens.accessMaxAge });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, maxAge: tokens.refreshMaxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...base, httpOnly: false, maxAge: tokens.refreshMaxAge });
}

/** Expires both auth cookies. */
export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookie(request, config.cookieSecure) };
  reply.clearCookie(ACCESS_COOKIE, base);
  reply.clearCookie(REFRESH_COOKIE, base);
  reply.clearCookie(SESSION_HINT_COOKIE, { ...base, httpOnly: false });
}
