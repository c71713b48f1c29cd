import * as client from 'openid-client';
import { AppError } from '../../http/app-error';
import type { ProviderRow } from './repository';

const DISCOVERY_TTL_MS = 5 * 60 * 1000;
const cache = new Map<string, { config: client.Configuration; at: number }>();

/** Plain http is only ever allowed to a provider on this machine (tests and development). */
export function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(url.hostname);
}

/** The provider's discovered configuration (issuer metadata plus this school's client), cached for five minutes. */
export async function providerConfiguration(provider: ProviderRow): Promise<client.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const issuer = new URL(provider.issuer);
  try {
    const config = await client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    cache.set(key, { config, at: Date.now() });
    return config;
  } catch {
    throw new AppError(502, 'sso.provider_unreachable', 'The school\'s identity provider could not be reached. Try again later.');
  }
}

/** Secrets for one authorization request: state and nonce, and the PKCE verifier with its challenge. */
export async function newAuthorizationSecrets() {
  const codeVerifier = client.randomPKCECodeVerifier();
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
  };
}

/** Where to send the browser to sign in at the provider. */
export function authorizationUrl(config: client.Configuration, provider: ProviderRow, secrets: { state: string; nonce: string; codeChallenge: string }, withNonce: boolean): URL {
  return client.buildAuthorizationUrl(config, {
    redirect_uri: provider.redirectUri,
    scope: provider.scope,
    state: secrets.state,
    ...(withNonce ? { nonce: secrets.nonce } : {}),
    code_challenge: secrets.codeChallenge,
    code_challenge_method: 'S256',
  });
}

/** Who signed in at the provider. */
export interface ExternalPerson {
  subject: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
}

function person(claims: Record<string, unknown>): ExternalPerson {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    subject: text(claims.sub),
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    displayName: text(claims.name) || text(claims.preferred_username) || text(claims.email),
  };
}

/**
 * Exchanges the code the provider sent back (checking state, PKCE and, for single sign-on, the ID
 * token's nonce), then reads who signed in: from the ID token, or from the userinfo endpoint.
 */
export async function redeemCode(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string; idToken: boolean },
): Promise<ExternalPerson> {
  let tokens;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      ...(checks.idToken ? { expectedNonce: checks.nonce } : {}),
      idTokenExpected: checks.idToken,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    throw new AppError(401, 'sso.code_rejected', 'The identity provider did not accept this sign-in (the code is invalid, expired or already used). Please sign in again.', [{ reason }]);
  }
  const idClaims = tokens.claims() as Record<string, unknown> | undefined;
  // Many providers put only `sub` in the ID token and the profile in userinfo: read both when there is one.
  if (!config.serverMetadata().userinfo_endpoint) {
    if (idClaims) return person(idClaims);
    throw new AppError(401, 'sso.userinfo_failed', 'The identity provider did not say who signed in. Please sign in again.');
  }
  try {
    const subject = typeof idClaims?.sub === 'string' ? idClaims.sub : client.skipSubjectCheck;
    const info = await client.fetchUserInfo(config, tokens.access_token, subject);
    return person({ ...idClaims, ...info });
  } catch {
    throw new AppError(401, 'sso.userinfo_failed', 'The identity provider did not say who signed in. Please sign in again.');
  }
}

/** The provider's end-session URL (RP-initiated logout) that comes back to `returnTo`, or null when it has none. */
export function endSessionUrl(config: client.Configuration, provider: ProviderRow, returnTo: string): string | null {
  try {
    return client.buildEndSessionUrl(config, { client_id: provider.clientId, post_logout_redirect_uri: returnTo }).href;
  } catch {
    return null;
  }
}
