import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError, authorizationCodeMissing } from '../../http/app-error';
import type { SchoolRef } from '../schools/repository';
import { authorizationUrl, newAuthorizationSecrets, providerConfiguration, redeemCode } from './oidc-client';
import * as repo from './repository';
import { hashSecret } from './secrets';
import { signInOrBind, type SignInOutcome } from './sign-in';
import type { LoginStateRow } from './repository';
import type { ExternalProvider, ProviderKind } from './table';

export const LOGIN_STATE_SECONDS = 10 * 60;

const notConfigured = () => new AppError(404, 'sso.not_configured', 'This school has no such sign-in configured.');
const badState = () => new AppError(400, 'sso.invalid_state', 'This sign-in link is invalid or was started in another browser. Please sign in again.');

/** The configured provider of a school, or 404 sso.not_configured. */
export async function requireProvider(db: Db, school: SchoolRef, kind: ProviderKind) {
  const provider = await repo.findProvider(db, school, kind);
  if (!provider) throw notConfigured();
  return provider;
}

/** Stores a new one-time login state for a sign-in started at an outside party. */
export async function saveLoginState(db: Db, input: { state: string; kind: ExternalProvider; school: SchoolRef; redirect: string; nonce?: string; codeVerifier?: string }): Promise<void> {
  await repo.insertLoginState(db, {
    stateHash: hashSecret(input.state),
    kind: input.kind,
    tenantId: input.school.tenantId,
    schoolId: input.school.id,
    nonce: input.nonce ?? '',
    codeVerifier: input.codeVerifier ?? '',
    redirect: input.redirect,
    expiresAt: new Date(Date.now() + LOGIN_STATE_SECONDS * 1000),
  });
}

/** Starts a sign-in at the school's provider: stores the one-time state and returns where to send the browser. */
export async function startProviderLogin(db: Db, input: { school: SchoolRef; kind: ProviderKind; redirect: string }): Promise<{ url: string; state: string }> {
  const provider = await requireProvider(db, input.school, input.kind);
  const config = await providerConfiguration(provider);
  const secrets = await newAuthorizationSecrets();
  await saveLoginState(db, { state: secrets.state, kind: input.kind, school: input.school, redirect: input.redirect, nonce: secrets.nonce, codeVerifier: secrets.codeVerifier });
  return { url: authorizationUrl(config, provider, secrets, input.kind === 'sso').href, state: secrets.state };
}

/**
 * Spends a login state: it must be the one this browser started (its cookie), of this kind, live and
 * unused. Spending it before the code is redeemed makes a replayed callback fail.
 */
export async function spendLoginState(db: Db, kind: ExternalProvider, state: string | undefined, browserState: string | undefined): Promise<LoginStateRow> {
  if (!state || !browserState || state !== browserState) throw badState();
  const stateHash = hashSecret(state);
  const saved = await repo.findLoginState(db, stateHash);
  if (!saved || saved.kind !== kind) throw badState();
  if (saved.consumedAt) throw new AppError(409, 'sso.state_used', 'This sign-in was already completed. Please sign in again.');
  if (saved.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'sso.state_expired', 'This sign-in took too long. Please sign in again.');
  if (!(await repo.consumeLoginState(db, stateHash))) throw new AppError(409, 'sso.state_used', 'This sign-in was already completed. Please sign in again.');
  return saved;
}

/** Finishes a sign-in the provider sent back (the state spent first, see spendLoginState). */
export async function completeProviderLogin(
  db: Db,
  config: Config,
  input: { kind: ProviderKind; query: Record<string, string>; browserState: string | undefined; fingerprint: string },
): Promise<SignInOutcome> {
  const { state, error } = input.query;
  const saved = await spendLoginState(db, input.kind, state, input.browserState);
  if (error) throw new AppError(401, 'sso.denied', 'The identity provider did not sign you in.', [{ reason: error }]);
  if (!input.query.code) throw authorizationCodeMissing();

  const school = { id: saved.schoolId, tenantId: saved.tenantId, parentId: null, openSchool: false };
  const provider = await repo.findProvider(db, school, input.kind);
  if (!provider) throw notConfigured();
  const providerConfig = await providerConfiguration(provider);
  const callbackUrl = new URL(provider.redirectUri);
  for (const [name, value] of Object.entries(input.query)) callbackUrl.searchParams.set(name, value);
  const person = await redeemCode(providerConfig, callbackUrl, { state: state!, nonce: saved.nonce, codeVerifier: saved.codeVerifier, idToken: input.kind === 'sso' });
  if (!person.subject) throw new AppError(401, 'sso.userinfo_failed', 'The identity provider did not say who signed in. Please sign in again.');
  return signInOrBind(db, config, { tenantId: saved.tenantId, schoolId: saved.schoolId, provider: input.kind, person, redirect: saved.redirect, fingerprint: input.fingerprint });
}
