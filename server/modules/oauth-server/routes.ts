import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { presentMe } from '../accounts/presenter';
import { assertSameSite } from '../../plugins/csrf';
import { authorize, exchangeCode, type AuthorizeRequest } from './service';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const authorizeQuery = {
  type: 'object',
  required: ['client_id', 'redirect_uri', 'response_type'],
  properties: {
    client_id: text(200), redirect_uri: text(2000), response_type: text(40), state: text(500), scope: { type: 'string', maxLength: 500 },
    code_challenge: { type: 'string', minLength: 43, maxLength: 128 }, code_challenge_method: text(10),
  },
} as const;
const tokenBody = {
  type: 'object',
  required: ['grant_type', 'client_id', 'code', 'redirect_uri'],
  properties: {
    grant_type: { type: 'string', enum: ['authorization_code'] }, client_id: text(200), client_secret: text(200),
    code: text(200), redirect_uri: text(2000), code_verifier: { type: 'string', minLength: 43, maxLength: 128 },
  },
} as const;

/** This portal as an authorization server for other applications: codes at authorize, exchanged once at token. */
export async function oauthServerRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Querystring: AuthorizeRequest }>('/api/auth/v1/oauth/authorize', { schema: { querystring: authorizeQuery } }, async (request) => {
    // It issues a code: only this site's own pages may ask, never another site behind the user's back.
    assertSameSite(request);
    if (!request.user) throw unauthenticated();
    return ok(await authorize(db(), request.user, request.query));
  });

  app.post<{ Body: { client_id: string; client_secret?: string; code: string; redirect_uri: string; code_verifier?: string } }>(
    '/api/auth/v1/oauth/token',
    { schema: { body: tokenBody } },
    async (request) => ok(presentMe(await exchangeCode(db(), request.body))),
  );
}
