import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthClientInput } from '../../../schemas/oauth-client';
import { coversScopes, joinScopes, parseOAuthScope, type OAuthConsentRequest, type OAuthScope } from '../../../schemas/oauth-scopes';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { findUserById } from './users';
import { hashSecret, newSecret } from '../identity/secrets';
import { requireVisitor, resolveSchool } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { presentConsentRequest } from './presenter';
import { redirectUriProblem, withParams, type RedirectUriRules } from './redirect-uri';
import * as repo from './repository';
import { schoolNamesOf } from './school-names';

/** How long an issued authorization code can be exchanged. */
export const CODE_SECONDS = 5 * 60;
/** How long the consent screen's Allow or Deny may take. */
export const CONSENT_SECONDS = 10 * 60;

/** What an application asks for at /oauth2/v1/authorize (the OAuth 2.0 authorization request). */
export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  state?: string;
  scope?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

/** Where the browser goes next, or the consent screen to show first. */
export type AuthorizeAnswer = { status: 'redirect'; redirect: string } | ({ status: 'consent' } & OAuthConsentRequest);

/** The errors of a request that go back to the application, and the parameter each is about. */
const REQUEST_ERRORS = { invalid_scope: '/scope', unsupported_response_type: '/response_type', invalid_request: '/code_challenge' } as const;

/**
 * A request the application made wrong, once its redirect URI is known to be its own: the error
 * goes back to the application there (RFC 6749 §4.1.2.1), in `details[0].redirect`.
 */
function backToApplication(key: keyof typeof REQUEST_ERRORS, description: string, input: AuthorizeRequest): AppError {
  const redirect = withParams(input.redirect_uri, { error: key, error_description: description, state: input.state });
  return new AppError(400, `oauth.${key}`, description, [{ pointer: REQUEST_ERRORS[key], message: description, redirect }]);
}

/** The client and the redirect URI of a request, checked: an unknown client or unregistered URI is never redirected to. */
async function checkedClient(db: Db, clientId: string, redirectUri: string, rules: RedirectUriRules): Promise<repo.OAuthClientRow> {
  const client = await repo.findClient(db, clientId);
  if (!client) throw new AppError(400, 'oauth.unknown_client', 'This application is not registered.');
  // Registered under older rules (an http address, say) counts as not registered.
  if (!client.redirectUris.includes(redirectUri) || redirectUriProblem(redirectUri, rules)) {
    throw new AppError(400, 'oauth.redirect_uri_mismatch', 'redirect_uri is not one this application registered.');
  }
  return client;
}

/**
 * Answers an authorization request of the signed-in member. The redirect URI must equal one the
 * client registered, character for character; when it does not, the browser is never sent there.
 * When the member already allowed this application every scope asked for, a one-time code goes to
 * the application at once; otherwise the member is asked first (the consent screen), through a
 * one-time ticket that binds their answer to this very request.
 */
export async function authorize(db: Db, user: UserRow, input: AuthorizeRequest, rules: RedirectUriRules): Promise<AuthorizeAnswer> {
  const client = await checkedClient(db, input.client_id, input.redirect_uri, rules);
  if (input.response_type !== 'code') throw backToApplication('unsupported_response_type', 'Only response_type=code is supported.', input);
  const parsed = parseOAuthScope(input.scope);
  if ('unknown' in parsed) throw backToApplication('invalid_scope', `Unknown scope: ${parsed.unknown.join(' ')}. Known: openid, profile, phone, email.`, input);
  if (input.code_challenge && input.code_challenge_method !== 'S256') throw backToApplication('invalid_request', 'code_challenge_method must be S256.', input);
  if (!client.secretHash && !input.code_challenge) throw backToApplication('invalid_request', 'A public application must send a PKCE code_challenge.', input);
  // A school's application signs in only people who may see that school.
  if (client.schoolId) await requireVisitor(db, user, await resolveSchool(db, client.schoolId));
  const request = { clientId: client.clientId, redirectUri: input.redirect_uri, scopes: parsed.scopes, state: input.state ?? null, codeChallenge: input.code_challenge ?? '' };
  const consent = await repo.findConsent(db, user.id, client.clientId);
  if (consent && coversScopes(consent.scopes, parsed.scopes)) return { status: 'redirect', redirect: await issueCode(db, user, request) };
  const ticket = newSecret();
  await repo.insertConsentRequest(db, { ...request, ticketHash: hashSecret(ticket), userId: user.id, expiresAt: new Date(Date.now() + CONSENT_SECONDS * 1000) });
  const school = client.schoolId && client.tenantId ? (await schoolNamesOf(db, [{ tenantId: client.tenantId, schoolId: client.schoolId }])).get(client.schoolId) : undefined;
  return { status: 'consent', ...presentConsentRequest({ ticket, client, school, scopes: parsed.scopes, allowed: consent ? joinScopes(consent.scopes, []) : [], user }) };
}

interface PendingRequest {
  clientId: string;
  redirectUri: string;
  scopes: OAuthScope[];
  state: string | null;
  codeChallenge: string;
}

/** Issues a code for the member and the scopes of the request; returns the redirect URI that carries it. */
async function issueCode(db: Db, user: UserRow, request: PendingRequest): Promise<string> {
  const code = newSecret();
  await repo.insertCode(db, {
    codeHash: hashSecret(code),
    clientId: request.clientId,
    userId: user.id,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    scopes: request.scopes,
    expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
  });
  return withParams(request.redirectUri, { code, state: request.state ?? undefined });
}

/**
 * The member's answer on the consent screen, for the request its ticket names (their own, live, not
 * answered yet). Allow remembers the scopes and sends a code; Deny sends `error=access_denied` and
 * remembers nothing. Either way the browser goes to the request's own redirect URI.
 */
export async function answerConsent(db: Db, user: UserRow, input: { ticket: string; decision: 'allow' | 'deny' }, rules: RedirectUriRules): Promise<{ redirect: string }> {
  const request = await repo.takeConsentRequest(db, hashSecret(input.ticket), user.id);
  if (!request) throw new AppError(400, 'oauth.consent_invalid', 'This sign-in request has expired or was already answered. Start again from the application.');
  // The application or this address may have been removed while the screen was open.
  const client = await checkedClient(db, request.clientId, request.redirectUri, rules);
  if (input.decision === 'deny') {
    return { redirect: withParams(request.redirectUri, { error: 'access_denied', error_description: 'The member did not allow this application.', state: request.state ?? undefined }) };
  }
  if (client.schoolId) await requireVisitor(db, user, await resolveSchool(db, client.schoolId));
  await repo.addConsent(db, user.id, request.clientId, request.scopes);
  return { redirect: await issueCode(db, user, request) };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const invalidGrant = () => new AppError(400, 'oauth.invalid_grant', 'The code is invalid, expired or already used.');

/**
 * The client exchanges its code (once) for the user it stands for and the scopes the member granted,
 * proving itself with its secret or the PKCE verifier.
 */
export async function exchangeCode(
  db: Db,
  input: { client_id: string; client_secret?: string; code: string; redirect_uri: string; code_verifier?: string },
): Promise<{ user: UserRow; scopes: OAuthScope[] }> {
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
  return { user, scopes: joinScopes(row.scopes, []) };
}

/** Registers (or re-registers) an application; returns its new secret when it is confidential. */
export async function registerClient(
  db: Db,
  input: { clientId: string; name: string; redirectUris: string[]; confidential: boolean; school?: SchoolRef },
  rules: RedirectUriRules,
): Promise<{ clientSecret: string | null }> {
  const details = input.redirectUris.flatMap((uri, i) => {
    const problem = redirectUriProblem(uri, rules);
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
export async function registerSchoolClient(
  db: Db,
  school: SchoolRef,
  input: OAuthClientInput,
  rules: RedirectUriRules,
): Promise<{ client: repo.OAuthClientRow; clientSecret: string | null }> {
  const clientId = `app_${randomBytes(12).toString('hex')}`;
  const { clientSecret } = await registerClient(db, { clientId, name: input.name.trim(), redirectUris: input.redirectUris, confidential: input.confidential ?? true, school }, rules);
  const client = await repo.findClient(db, clientId);
  return { client: client!, clientSecret };
}
