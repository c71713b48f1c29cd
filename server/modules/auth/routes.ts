import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { RateLimiter } from '../../http/rate-limit';
import { ok } from '../../http/envelope';
import { ACCESS_COOKIE, clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from './cookies';
import { logoutTarget } from '../identity/login-method';
import { presentTokens } from './presenter';
import { fingerprintOf, loginWithPassword, logout, refreshSession } from './service';

const tokenBody = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', maxLength: 64 },
    username: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 1000 },
  },
} as const;

interface TokenBody {
  grant_type: string;
  username?: string;
  password?: string;
}

/** Failed password logins per account, and password attempts per client address, per window. */
export const LOGIN_LIMITS = { failuresPerAccount: 10, attemptsPerIp: 60, windowSeconds: 15 * 60 } as const;

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(429, 'auth.rate_limited', `Too many login attempts. Try again in ${retryAfterSeconds} seconds.`, [{ retryAfterSeconds }]);
}

/** OAuth-style token endpoint (password and refresh_token grants) and logout. */
export async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  const db = () => app.database.db;
  const accountFailures = new RateLimiter(LOGIN_LIMITS.failuresPerAccount, LOGIN_LIMITS.windowSeconds);
  const ipAttempts = new RateLimiter(LOGIN_LIMITS.attemptsPerIp, LOGIN_LIMITS.windowSeconds);

  app.post<{ Body: TokenBody }>('/api/auth/oauth/token', { schema: { body: tokenBody } }, async (request, reply) => {
    const body = request.body;
    // The spec's `fp` header carries the client's fingerprint; the user agent stands in without it.
    const fpHeader = request.headers.fp;
    const fingerprint = fingerprintOf(typeof fpHeader === 'string' && fpHeader ? fpHeader : request.headers['user-agent']);
    let tokens;
    if (body.grant_type === 'password') {
      if (!body.username || !body.password) {
        const missing = ['username', 'password'].filter((k) => !body[k as 'username' | 'password']);
        throw new AppError(400, 'request.invalid_body', 'username and password are required.', missing.map((k) => ({ pointer: `/${k}`, message: 'is required' })));
      }
      const accountKey = body.username.trim().toLowerCase();
      for (const check of [ipAttempts.check(request.ip), accountFailures.check(accountKey)]) {
        if (!check.allowed) {
          reply.header('retry-after', String(check.retryAfterSeconds));
          throw tooMany(check.retryAfterSeconds);
        }
      }
      ipAttempts.hit(request.ip);
      try {
        tokens = await loginWithPassword(db(), config, { account: body.username, password: body.password, fingerprint });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) accountFailures.hit(accountKey);
        throw error;
      }
      accountFailures.reset(accountKey);
    } else if (body.grant_type === 'refresh_token') {
      try {
        tokens = await refreshSession(db(), config, { refreshToken: request.cookies[REFRESH_COOKIE], fingerprint });
      } catch (error) {
        clearAuthCookies(request, reply, config);
        throw error;
      }
    } else {
      throw new AppError(400, 'auth.unsupported_grant_type', 'grant_type must be password or refresh_token.');
    }
    setAuthCookies(request, reply, config, tokens);
    return ok(presentTokens(tokens));
  });

  const logoutQuery = { type: 'object', properties: { schoolId: { type: 'string', pattern: '^[1-9][0-9]{18}$' } } } as const;
  app.delete<{ Querystring: { schoolId?: string } }>('/api/auth/open/logout', { schema: { querystring: logoutQuery } }, async (request, reply) => {
    const origin = await logout(db(), config.sessionSecret, { refreshToken: request.cookies[REFRESH_COOKIE], accessToken: request.cookies[ACCESS_COOKIE] });
    clearAuthCookies(request, reply, config);
    // Where to go next follows the login method of the school the login began at (else the school the page names).
    const schoolId = origin?.schoolId ?? request.query.schoolId ?? null;
    return ok({ redirect: await logoutTarget(db(), schoolId, `${request.protocol}://${request.host}`) });
  });
}
