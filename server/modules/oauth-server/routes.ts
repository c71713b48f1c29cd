import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { assertSameOrigin, assertSameSite } from '../../plugins/csrf';
import { presentGrantedUser } from './presenter';
import { answerConsent, authorize, exchangeCode, type AuthorizeRequest } from './service';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const authorizeQuery = {
  type: 'object',
  required: ['client_id', 'redirect_uri', 'response_type'],
  properties: {
    client_id: text(200), redirect_uri: text(2000), response_type: text(40), state: text(500), scope: { type: 'string', maxLength: 500 },
    code_challenge: { type: 'string', minLength: 43, maxLength: 128 }, code_challenge_method: text(10),
  },
} as const;
const consentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket', 'decision'],
  properties: { ticket: text(200), decision: { type: 'string', enum: ['allow', 'deny'] } },
} as const;
const tokenBody = {
  type: 'object',
  required: ['grant_type', 'client_id', 'code', 'redirect_uri'],
  properties: {
    grant_type: { type: 'string', enum: ['authorization_code'] }, client_id: text(200), client_secret: text(200),
    code: text(200), redirect_uri: text(2000), code_verifier: { type: 'string', minLength: 43, maxLength: 128 },
  },
} as const;

/**
 * This portal as an authorization server for other applications: authorize (a code at once, or the
 * consent screen first), the member's answer on that screen, and the code exchanged once at token.
 */
export async function oauthServerRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Querystring: AuthorizeRequest }>('/api/auth/v1/oauth/authorize', { schema: { querystring: authorizeQuery } }, async (request) => {
    // It may issue a code: only this site's own pages may ask, never another site behind the user's back.
    assertSameSite(request);
    if (!request.user) throw unauthenticated();
    return ok(await authorize(db(), request.user, request.query, app.config));
  });

  // Allow is the member's own click on this site's consent screen: no other page, not even a sibling host's, may send it.
  const sameOriginOnly = async (request: FastifyRequest) => assertSameOrigin(request);
  app.post<{ Body: { ticket: string; decision: 'allow' | 'deny' } }>('/api/auth/v1/oauth/consent', { onRequest: sameOriginOnly, schema: { body: consentBody } }, async (request) => {
    if (!request.user) throw unauthenticated();
    return ok(await answerConsent(db(), request.user, request.body, app.config));
  });

  app.post<{ Body: { client_id: string; client_secret?: string; code: string; redirect_uri: string; code_verifier?: string } }>(
    '/api/auth/v1/oauth/token',
    { schema: { body: tokenBody } },
    async (request) => {
      const { user, scopes } = await exchangeCode(db(), request.body);
      return ok(presentGrantedUser(user, scopes));
    },
  );
}
