import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthClientInput } from '../../../schemas/oauth-client';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { findUserById } from './users';
import { isLoopback } from '../identity/oidc-client';
import { hashSecret, newSecret } from '../identity/secrets';
import { requireVisitor, resolveSchool } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import * as repo from './repository';

/** How long an issued authorization code can be exchanged. */
export const CODE_SECONDS = 5 * 60;

/** What an application asks for at /oauth2/v1/authorize (the OAuth 2.0 authorization request). */
export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

/**
 * Issues a one-time code for the signed-in user to a registered client, and says where to send the
 * browser. The redirect URI must equal one the client registered, character for character; when it
 * does not, the browser is never sent there.
 */
export async function authorize(db: Db, user: UserRow, input: AuthorizeRequest): Promise<{ redirect: string }> {
  const client = await repo.findClient(db, input.client_id);
  if (!client) throw new AppError(400, 'oauth.unknown_client', 'This application is not registered.');
  if (!client.redirectUris.includes(input.redirect_uri)) {
    throw new AppError(400, 'oauth.redirect_uri_mismatch', 'redirect_uri is not one this application registered.');
  }
  if (input.response_type !== 'code') throw new AppError(400, 'oauth.unsupported_response_type', 'Only response_type=code is supported.');
  if (input.code_challenge && input.code_challenge_method !== 'S256') {
    throw new AppError(400, 'oauth.invalid_request', 'code_challenge_method must be S256.');
  }
  if (!client.secretHash && !input.code_challenge) throw new AppError(400, 'oauth.invalid_request', 'A public application must send a PKCE code_challenge.');
  // A school's application signs in only people who may see that school.
  if (client.schoolId) await requireVisitor(db, user, await resolveSchool(db, client.schoolId));
  const code = newSecret();
  await repo.insertCode(db, {
    codeHash: hashSecret(code),
    clientId: client.clientId,
    userId: user.id,
    redirectUri: input.redirect_uri,
    codeChallenge: input.code_challenge ?? '',
    expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
  });
  const target = new URL(input.redirect_uri);
  target.searchParams.set('code', code);
  if (input.state) target.searchParams.set('state', input.state);
  return { redirect: target.href };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const invalidGrant = () => new AppError(400, 'oauth.invalid_grant', 'The code is invalid, expired or already used.');

/** The client exchanges its code (once) for the user it stands for, proving itself with its secret or the PKCE verifier. */
export async function exchangeCode(db: Db, input: { client_id: string; client_secret?: string; code: string; redirect_uri: string; code_verifier?: string }): Promise<UserRow> {
  const client = await repo.findClient(db, input.client_id);
  if (!client || (client.secretHash && !sameText(client.secretHash, hashSecret(input.client_secret ?? '')))) {
    throw new AppError(401, 'oauth.invalid_client', 'Unknown application or wrong client secret.');
  }
  const row = await repo.consumeCode(db, hashSecret(input.code));
  if (!row || row.clientId !== client.clientId || row.redirectUri !== input.redirect_uri) throw invalidGrant();
  if (row.codeChallenge) {
    const challenge = createHash('sha256').update(input.code_verifier ?? '').digest('base64url');
    if (!sameText(challenge, row.codeChallenge)) throw invalidGrant();
  }
  const user = await findUserById(db, row.userId);
  if (!user) throw invalidGrant();
  return user;
}

/** Why a redirect URI cannot be registered, or null when it can: absolute, https (http only on this machine), no fragment. */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) return 'must use https (plain http only on this machine)';
  if (url.hash || uri.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not carry a user name or password';
  return null;
}

/** Registers (or re-registers) an application; returns its new secret when it is confidential. */
export async function registerClient(
  db: Db,
  input: { clientId: string; name: string; redirectUris: string[]; confidential: boolean; school?: SchoolRef },
): Promise<{ clientSecret: string | null }> {
  const details = input.redirectUris.flatMap((uri, i) => {
    const problem = redirectUriProblem(uri);
    return problem ? [{ pointer: `/redirectUris/${i}`, message: problem }] : [];
  });
  if (details.length > 0) throw new AppError(400, 'request.invalid_body', 'A redirect URI cannot be registered.', details);
  const clientSecret = input.confidential ? newSecret() : null;
  await repo.saveClient(db, {
    clientId: input.clientId,
    name: input.name,
    redirectUris: input.redirectUris,
    secretHash: clientSecret ? hashSecret(clientSecret) : null,
    tenantId: input.school?.tenantId ?? null,
    schoolId: input.school?.id ?? null,
  });
  return { clientSecret };
}

/** A school administrator registers an application: a new client id, and its secret shown this once. */
export async function registerSchoolClient(db: Db, school: SchoolRef, input: OAuthClientInput): Promise<{ client: repo.OAuthClientRow; clientSecret: string | null }> {
  const clientId = `app_${randomBytes(12).toString('hex')}`;
  const { clientSecret } = await registerClient(db, { clientId, name: input.name.trim(), redirectUris: input.redirectUris, confidential: input.confidential ?? true, school });
  const client = await repo.findClient(db, clientId);
  return { client: client!, clientSecret };
}
