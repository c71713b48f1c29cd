import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { authorizationUrl, newAuthorizationSecrets, providerConfiguration, redeemCode } from './oidc-client';
import * as repo from './repository';
import { hashSecret } from './secrets';
import { signInOrBind, type SignInOutcome } from './sign-in';
import type { ProviderKind } from './table';

export const LOGIN_STATE_SECONDS = 10 * 60;

const notConfigured = () => new AppError(404, 'sso.not_configured', 'This school has no such sign-in configured.');
const badState = () => new AppError(400, 'sso.invalid_state', 'This sign-in link is invalid or was started in another browser. Please sign in again.');

/** The configured provider of a school, or 404 sso.not_configured. */
export async function requireProvider(db: Db, school: SchoolRef, kind: ProviderKind) {
  const provider = await repo.findProvider(db, school, kind);
  if (!provider) throw notConfigured();
  return provider;
}

/** Starts a sign-in at the school's provider: stores the one-time state and returns where to send the browser. */
export async function startProviderLogin(db: Db, input: { school: SchoolRef; kind: ProviderKind; redirect: string }): Promise<{ url: string; state: string }> {
  const provider = await requireProvider(db, input.school, input.kind);
  const config = await providerConfiguration(provider);
  const secrets = await newAuthorizationSecrets();
  await repo.insertLoginState(db, {
    stateHash: hashSecret(secrets.state),
    kind: input.kind,
    tenantId: input.school.tenantId,
    schoolId: input.school.id,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    redirect: input.redirect,
    expiresAt: new Date(Date.now() + LOGIN_STATE_SECONDS * 1000),
  });
  return { url: authorizationUrl(config, provider, secrets, input.kind === 'sso').href, state: secrets.state };
}

/**
 * Finishes a sign-in the provider sent back. The state must be the one this browser started (its
 * cookie), live and unused: it is spent before the code is redeemed, so a replayed callback fails.
 */
export async function completeProviderLogin(
  db: Db,
  config: Config,
  input: { kind: ProviderKind; query: Record<string, string>; browserState: string | undefined; fingerprint: string },
): Promise<SignInOutcome> {
  const { state, error } = input.query;
  if (!state || !input.browserState || state !== input.browserState) throw badState();
  const stateHash = hashSecret(state);
  const saved = await repo.findLoginState(db, stateHash);
  if (!saved || saved.kind !== input.kind) throw badState();
  if (saved.consumedAt) throw new AppError(409, 'sso.state_used', 'This sign-in was already completed. Please sign in again.');
  if (saved.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'sso.state_expired', 'This sign-in took too long. Please sign in again.');
  if (!(await repo.consumeLoginState(db, stateHash))) throw new AppError(409, 'sso.state_used', 'This sign-in was already completed. Please sign in again.');
  if (error) throw new AppError(401, 'sso.denied', 'The identity provider did not sign you in.', [{ reason: error }]);
  if (!input.query.code) throw new AppError(400, 'request.invalid_body', 'code is required.', [{ pointer: '/code', message: 'is required' }]);

  const school = { id: saved.schoolId, tenantId: saved.tenantId, parentId: null, openSchool: false };
  const provider = await repo.findProvider(db, school, input.kind);
  if (!provider) throw notConfigured();
  const providerConfig = await providerConfiguration(provider);
  const callbackUrl = new URL(provider.redirectUri);
  for (const [name, value] of Object.entries(input.query)) callbackUrl.searchParams.set(name, value);
  const person = await redeemCode(providerConfig, callbackUrl, { state, nonce: saved.nonce, codeVerifier: saved.codeVerifier, idToken: input.kind === 'sso' });
  if (!person.subject) throw new AppError(401, 'sso.userinfo_failed', 'The identity provider did not say who signed in. Please sign in again.');
  return signInOrBind(db, config, { tenantId: saved.tenantId, schoolId: saved.schoolId, provider: input.kind, person, redirect: saved.redirect, fingerprint: input.fingerprint });
}
