import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { signAccessToken, verifyAccessToken } from './access-token';
import { verifyPassword } from './password';
import * as repo from './repository';

/** What a successful login or refresh hands to the route: cookie values and lifetimes. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessMaxAge: number;
  refreshMaxAge: number;
}

type AuthConfig = Pick<Config, 'sessionSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

const invalidRefresh = () => new AppError(401, 'auth.invalid_refresh_token', 'The refresh token is invalid or expired, please Login again.');

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A fingerprint of the client, kept with the session for audit (never used to authenticate). */
export function fingerprintOf(userAgent: string | undefined): string {
  return sha256(userAgent ?? '').slice(0, 32);
}

/** Where a login began: the school and the party that vouched for the person ('password' when nobody else did). */
export interface LoginOrigin {
  tenantId: string | null;
  schoolId: string | null;
  provider: string;
}

const PASSWORD_LOGIN: LoginOrigin = { tenantId: null, schoolId: null, provider: 'password' };

async function issue(db: Db, config: AuthConfig, userId: string, familyId: string, expiresAt: Date, fingerprint: string, origin: LoginOrigin): Promise<IssuedTokens> {
  const sessionId = nextId();
  const refreshToken = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    id: sessionId, userId, familyId, refreshTokenHash: sha256(refreshToken), expiresAt, fingerprint,
    loginTenantId: origin.tenantId, loginSchoolId: origin.schoolId, loginProvider: origin.provider,
  });
  const now = Math.floor(Date.now() / 1000);
  const end = Math.floor(expiresAt.getTime() / 1000);
  const exp = Math.min(now + config.accessTokenTtlSeconds, end);
  return {
    accessToken: signAccessToken({ userId, sessionId, exp }, config.sessionSecret),
    refreshToken,
    accessMaxAge: exp - now,
    refreshMaxAge: end - now,
  };
}

/** Password grant: checks the account and password and starts a new session family. */
export async function loginWithPassword(db: Db, config: AuthConfig, input: { account: string; password: string; fingerprint: string }): Promise<IssuedTokens> {
  const user = await repo.findUserByAccount(db, input.account);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new AppError(401, 'auth.invalid_credentials', 'Wrong account or password.');
  return startSession(db, config, user.id, input.fingerprint, PASSWORD_LOGIN);
}

/** Starts a new session family for a user whom someone (a password, an identity provider, a confirmed QR code) vouched for. */
export function startSession(db: Db, config: AuthConfig, userId: string, fingerprint: string, origin: LoginOrigin): Promise<IssuedTokens> {
  const expiresAt = new Date(Date.now() + config.refreshTokenTtlSeconds * 1000);
  return issue(db, config, userId, nextId(), expiresAt, fingerprint, origin);
}

/**
 * Refresh grant with rotation: each refresh token works once. Presenting one that was already
 * rotated means it leaked (or was replayed), so the whole family is revoked.
 */
export async function refreshSession(db: Db, config: AuthConfig, input: { refreshToken: string | undefined; fingerprint: string }): Promise<IssuedTokens> {
  if (!input.refreshToken) throw invalidRefresh();
  const session = await repo.findSessionByTokenHash(db, sha256(input.refreshToken));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw invalidRefresh();
  if (session.rotatedAt || !(await repo.markRotated(db, session.id))) {
    await repo.revokeFamily(db, session.familyId);
    throw new AppError(401, 'auth.invalid_refresh_token', 'This refresh token was already used; the session has been ended, please Login again.');
  }
  const origin = { tenantId: session.loginTenantId, schoolId: session.loginSchoolId, provider: session.loginProvider };
  return issue(db, config, session.userId, session.familyId, session.expiresAt, input.fingerprint, origin);
}

/** Ends the login the cookies belong to (either cookie is enough); returns where that login began, if it was ended. */
export async function logout(db: Db, secret: string, input: { refreshToken?: string; accessToken?: string }): Promise<LoginOrigin | null> {
  let session: repo.SessionRow | undefined;
  if (input.refreshToken) session = await repo.findSessionByTokenHash(db, sha256(input.refreshToken));
  if (!session && input.accessToken) {
    const claims = verifyAccessToken(input.accessToken, secret);
    if (claims) session = await repo.findSessionById(db, claims.sessionId);
  }
  if (!session) return null;
  await repo.revokeFamily(db, session.familyId);
  return { tenantId: session.loginTenantId, schoolId: session.loginSchoolId, provider: session.loginProvider };
}

/** The user an access token belongs to, when the token is valid and its session still live. */
export async function authenticate(db: Db, secret: string, accessToken: string | undefined): Promise<repo.UserRow | null> {
  if (!accessToken) return null;
  const claims = verifyAccessToken(accessToken, secret);
  if (!claims) return null;
  return (await repo.findUserBySession(db, claims.userId, claims.sessionId)) ?? null;
}
