import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { FakeThirdParty } from './fake-adapter';

const partyParams = { type: 'object', required: ['party'], properties: { party: { type: 'string', enum: ['welink', 'hw', 'imc'] } } } as const;
const personBody = {
  type: 'object',
  required: ['subject'],
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: 100 },
    name: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 200 },
  },
} as const;
const CALLBACKS = new Set(['/hw/callback', '/imc/callback']);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in parties' side (THIRD_PARTY_LOGIN=fake only): mint a code for a person, and a bare
 * sign-in page that sends the browser back to this site's callback with a code, as a party would.
 */
export async function devThirdPartyRoutes(app: FastifyInstance, options: { fakes: FakeThirdParty[] }) {
  const fakeOf = (party: string) => options.fakes.find((f) => f.party === party)!;

  app.post<{ Params: { party: string }; Body: { subject: string; name?: string; email?: string } }>(
    '/api/dev/third-party/:party/codes',
    { schema: { params: partyParams, body: personBody } },
    async (request) => {
      const { subject, name = subject, email = '' } = request.body;
      return ok({ code: fakeOf(request.params.party).mint({ subject, displayName: name, email, emailVerified: email !== '' }) });
    },
  );

  const authorizeQuery = { type: 'object', required: ['state', 'redirect_uri'], properties: { state: { type: 'string', maxLength: 200 }, redirect_uri: { type: 'string', maxLength: 100 } } } as const;
  app.get<{ Params: { party: string }; Querystring: { state: string; redirect_uri: string } }>(
    '/api/dev/third-party/:party/authorize',
    { schema: { params: partyParams, querystring: authorizeQuery } },
    async (request, reply) => {
      const { state, redirect_uri: redirectUri } = request.query;
      if (!CALLBACKS.has(redirectUri)) throw new AppError(400, 'request.invalid_query', 'redirect_uri must be this site\'s callback.');
      const party = escape(request.params.party);
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in ${party} sign-in</title></head><body><main>
<h1>Stand-in ${party} sign-in</h1>
<form method="post" action="/api/dev/third-party/${party}/authorize">
<input type="hidden" name="state" value="${escape(state)}"><input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<label>Subject <input name="subject" required></label>
<label>Name <input name="name"></label>
<button type="submit">Continue</button></form></main></body></html>`);
    },
  );

  app.post<{ Params: { party: string }; Body: { state: string; redirect_uri: string; subject: string; name?: string } }>(
    '/api/dev/third-party/:party/authorize',
    { schema: { params: partyParams, body: { ...personBody, required: ['state', 'redirect_uri', 'subject'], properties: { ...personBody.properties, state: { type: 'string', maxLength: 200 }, redirect_uri: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const { state, redirect_uri: redirectUri, subject, name } = request.body;
      if (!CALLBACKS.has(redirectUri)) throw new AppError(400, 'request.invalid_body', 'redirect_uri must be this site\'s callback.');
      const code = fakeOf(request.params.party).mint({ subject, displayName: name || subject, email: '', emailVerified: false });
      return reply.redirect(`${redirectUri}?${new URLSearchParams({ code, state })}`, 302);
    },
  );
}
