import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bindAccountSchema, identityProviderSchema, PROVIDER_KINDS, providerCallbackSchema,
  type BindAccountInput, type IdentityProviderInput, type ProviderCallback,
} from '../../../schemas/federation';
import { safeRedirect } from '../../../schemas/safe-url';
import { AppError } from '../../http/app-error';
import { Limiter } from '../../http/limiter';
import { ok } from '../../http/envelope';
import { setAuthCookies } from '../auth/cookies';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { BIND_TRIES, bindWithPassword, describeTicket } from './bind-service';
import { entryTarget } from './login-method';
import { isLoopback } from './oidc-client';
import * as repo from './repository';
import { requestFingerprint } from '../auth/request-fingerprint';
import { clearFlowCookie, setFlowCookie } from './secrets';
import { BIND_TICKET_SECONDS, type SignInOutcome } from './sign-in';
import { completeProviderLogin, LOGIN_STATE_SECONDS, startProviderLogin } from './sso-service';
import type { ProviderKind } from './table';

export const STATE_COOKIE = 'login_state';
export const TICKET_COOKIE = 'bind_ticket';
export const FLOW_COOKIE_PATH = '/api/auth/open';

const kindParams = { type: 'object', required: ['id', 'kind'], properties: { id: { type: 'string' }, kind: { type: 'string', enum: [...PROVIDER_KINDS] } } } as const;
const authorizeQuery = {
  type: 'object',
  required: ['schoolId'],
  properties: { schoolId: { type: 'string' }, kind: { type: 'string', enum: [...PROVIDER_KINDS] }, redirect: { type: 'string', maxLength: 2000 } },
} as const;

/** Where a school's sign-in lands by default: its portal home. */
export function portalHome(schoolId: string): string {
  return `/portal/${schoolId}/home`;
}

/** Sets the cookies an outside sign-in ends with and says what the callback screen does next. */
export function presentOutcome(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome) {
  const { config } = request.server;
  if (outcome.kind === 'session') {
    setAuthCookies(request, reply, config, outcome.tokens);
    return ok({ status: 'signedIn' as const, redirect: outcome.redirect });
  }
  setFlowCookie(request, reply, config, TICKET_COOKIE, outcome.ticket, FLOW_COOKIE_PATH, BIND_TICKET_SECONDS);
  return ok({ status: 'bind' as const, redirect: outcome.redirect, verify: outcome.verify });
}

function checkUrl(value: string | undefined, pointer: string): void {
  if (!value) return;
  const url = new URL(value);
  if (url.protocol === 'http:' && !isLoopback(url)) {
    throw new AppError(400, 'request.invalid_body', 'Identity provider URLs must use https (plain http only on this machine).', [{ pointer, message: 'must use https' }]);
  }
}

/** Enterprise single sign-on and enterprise OAuth2 against a school's provider, the bind flow, and the admin config. */
export async function identityRoutes(app: FastifyInstance) {
  const { config } = app;
  const db = () => app.database.db;
  const bindFailures = new Limiter(db, 'bind.ticket_failures', BIND_TRIES, BIND_TICKET_SECONDS);
  const failures = { hit: (key: string) => bindFailures.increment(key) };

  app.get<{ Querystring: { schoolId: string } }>('/api/auth/open/sso/providers', { schema: { querystring: { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    return ok({ kinds: await repo.listProviderKinds(db(), school) });
  });

  // Starts the sign-in: a one-time state (also in this browser's cookie), then off to the provider.
  app.get<{ Querystring: { schoolId: string; kind?: ProviderKind; redirect?: string } }>('/api/auth/open/sso/authorize', { schema: { querystring: authorizeQuery } }, async (request, reply) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    const redirect = safeRedirect(request.query.redirect, portalHome(school.id));
    const { url, state } = await startProviderLogin(db(), { school, kind: request.query.kind ?? 'sso', redirect });
    setFlowCookie(request, reply, config, STATE_COOKIE, state, FLOW_COOKIE_PATH, LOGIN_STATE_SECONDS);
    return reply.redirect(url, 302);
  });

  const callback = (kind: ProviderKind) => async (request: FastifyRequest<{ Body: ProviderCallback }>, reply: FastifyReply) => {
    const browserState = request.cookies[STATE_COOKIE];
    clearFlowCookie(reply, STATE_COOKIE, FLOW_COOKIE_PATH);
    const query = Object.fromEntries(Object.entries(request.body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const outcome = await completeProviderLogin(db(), config, { kind, query, browserState, fingerprint: requestFingerprint(request) });
    return presentOutcome(request, reply, outcome);
  };
  app.post('/api/auth/open/sso/accesstoken', { schema: { body: providerCallbackSchema } }, callback('sso'));
  app.post('/api/auth/open/enterprise/oauth2/accesstoken', { schema: { body: providerCallbackSchema } }, callback('oauth2'));

  app.get<{ Querystring: { schoolId: string } }>('/api/auth/open/entry', { schema: { querystring: { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    return ok({ target: await entryTarget(db(), school, request.user !== null) });
  });

  const methodBody = { type: 'object', additionalProperties: false, required: ['loginMethod'], properties: { loginMethod: { type: 'integer', minimum: 1, maximum: 4 } } } as const;
  app.put<{ Params: { id: string }; Body: { loginMethod: number } }>('/api/school/schools/:id/login-method', { schema: { body: methodBody } }, async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    await requireAdministrator(db(), request.user, school);
    await repo.updateLoginMethod(db(), school, request.body.loginMethod);
    return ok({ loginMethod: request.body.loginMethod });
  });

  app.get('/api/auth/open/thirdlogin/bind-ticket', async (request) => ok(await describeTicket(db(), request.cookies[TICKET_COOKIE])));

  app.post<{ Body: BindAccountInput }>('/api/auth/open/thirdlogin/user/to/bind', { schema: { body: bindAccountSchema } }, async (request, reply) => {
    const result = await bindWithPassword(db(), config, { ticket: request.cookies[TICKET_COOKIE], ...request.body, fingerprint: requestFingerprint(request), failures });
    clearFlowCookie(reply, TICKET_COOKIE, FLOW_COOKIE_PATH);
    setAuthCookies(request, reply, config, result.tokens);
    return ok({ redirect: result.redirect, account: result.account });
  });

  app.get<{ Params: { id: string; kind: ProviderKind } }>('/api/school/schools/:id/identity-providers/:kind', { schema: { params: kindParams } }, async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    await requireAdministrator(db(), request.user, school);
    const row = await repo.findProvider(db(), school, request.params.kind);
    if (!row) throw new AppError(404, 'sso.not_configured', 'This school has no such sign-in configured.');
    // The secret never leaves the server again.
    return ok({ kind: row.kind, issuer: row.issuer, clientId: row.clientId, redirectUri: row.redirectUri, scope: row.scope, logoutUrl: row.logoutUrl });
  });

  app.put<{ Params: { id: string; kind: ProviderKind }; Body: IdentityProviderInput }>(
    '/api/school/schools/:id/identity-providers/:kind',
    { schema: { params: kindParams, body: identityProviderSchema } },
    async (request) => {
      const school = await resolveSchool(db(), request.params.id);
      await requireAdministrator(db(), request.user, school);
      const body = request.body;
      checkUrl(body.issuer, '/issuer');
      checkUrl(body.redirectUri, '/redirectUri');
      checkUrl(body.logoutUrl, '/logoutUrl');
      const scope = body.scope ?? 'openid profile email';
      await repo.saveProvider(db(), school, { kind: request.params.kind, issuer: body.issuer, clientId: body.clientId, clientSecret: body.clientSecret, redirectUri: body.redirectUri, scope, logoutUrl: body.logoutUrl ?? '' });
      return ok({ kind: request.params.kind, issuer: body.issuer, clientId: body.clientId, redirectUri: body.redirectUri, scope, logoutUrl: body.logoutUrl ?? '' });
    },
  );

  app.delete<{ Params: { id: string; kind: ProviderKind } }>('/api/school/schools/:id/identity-providers/:kind', { schema: { params: kindParams } }, async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    await requireAdministrator(db(), request.user, school);
    if (!(await repo.deleteProvider(db(), school, request.params.kind))) throw new AppError(404, 'sso.not_configured', 'This school has no such sign-in configured.');
    return ok(null);
  });
}
