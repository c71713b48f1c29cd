import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { freeLoginSchema, thirdPartyCallbackSchema, type FreeLoginInput, type ThirdPartyCallback } from '../../../schemas/federation';
import { safeRedirect } from '../../../schemas/safe-url';
import { AppError, authorizationCodeMissing, unauthenticated } from '../../http/app-error';
import { failure, ok } from '../../http/envelope';
import { FLOW_COOKIE_PATH, portalHome, presentOutcome, STATE_COOKIE } from '../identity/routes';
import { requestFingerprint } from '../auth/request-fingerprint';
import { clearFlowCookie, newSecret, setFlowCookie } from '../identity/secrets';
import { LOGIN_STATE_SECONDS, saveLoginState } from '../identity/sso-service';
import { resolveSchool } from '../schools/access';
import { THIRD_PARTIES, type ThirdParty, type ThirdPartyAdapter } from './adapter';
import { devThirdPartyRoutes } from './dev-routes';
import { FakeThirdParty } from './fake-adapter';
import { bindByAuthCode, FREE_LOGIN_FAILURE, FreeLoginFailure, freeLogin, thirdPartyLogin } from './service';

const CALLBACK_PATH: Record<Exclude<ThirdParty, 'welink'>, string> = { hw: '/hw/callback', imc: '/imc/callback' };
const partyParams = { type: 'object', required: ['party'], properties: { party: { type: 'string', enum: ['hw', 'imc'] } } } as const;
const authorizeQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' }, redirect: { type: 'string', maxLength: 2000 } } } as const;
const authCodeBody = {
  type: 'object',
  required: ['party', 'code', 'state'],
  properties: { party: { type: 'string', enum: ['hw', 'imc'] }, ...thirdPartyCallbackSchema.properties },
} as const;

/** Before schema validation: a missing code gets the spec's answer, not a generic schema error. */
async function requireCode(request: FastifyRequest): Promise<void> {
  const body = request.body as { code?: unknown } | null | undefined;
  if (typeof body?.code !== 'string' || body.code === '') throw authorizationCodeMissing();
}

/** The messaging-app free login, the /hw and /imc third-party logins, and binding a party to the signed-in account. */
export async function thirdPartyRoutes(app: FastifyInstance) {
  const { config } = app;
  const db = () => app.database.db;
  const adapters = new Map<ThirdParty, ThirdPartyAdapter>();
  if (config.thirdPartyLogin === 'fake') {
    const fakes = THIRD_PARTIES.map((party) => new FakeThirdParty(party));
    for (const fake of fakes) adapters.set(fake.party, fake);
    await app.register(devThirdPartyRoutes, { fakes });
  }
  const adapterOf = (party: ThirdParty) => {
    const adapter = adapters.get(party);
    if (!adapter) throw new AppError(404, 'thirdparty.not_configured', 'This sign-in is not available on this site.');
    return adapter;
  };

  app.post<{ Body: FreeLoginInput }>('/api/welink/proxy/rest/v1/open/free_login', { preValidation: requireCode, schema: { body: freeLoginSchema } }, async (request, reply) => {
    const adapter = adapterOf('welink');
    try {
      const outcome = await freeLogin(db(), config, adapter, { ...request.body, state: request.body.state, fingerprint: requestFingerprint(request) });
      return presentOutcome(request, reply, outcome);
    } catch (error) {
      // The spec's free login answers 030025 when the app does not vouch for the person.
      if (error instanceof FreeLoginFailure) return reply.status(401).send({ ...failure(401, error.key, error.message), code: FREE_LOGIN_FAILURE });
      throw error;
    }
  });

  app.get<{ Params: { party: 'hw' | 'imc' }; Querystring: { schoolId: string; redirect?: string } }>(
    '/api/auth/open/thirdlogin/:party/authorize',
    { schema: { params: partyParams, querystring: authorizeQuery } },
    async (request, reply) => {
      const adapter = adapterOf(request.params.party);
      const school = await resolveSchool(db(), request.query.schoolId);
      const state = newSecret();
      await saveLoginState(db(), { state, kind: request.params.party, school, redirect: safeRedirect(request.query.redirect, portalHome(school.id)) });
      setFlowCookie(request, reply, config, STATE_COOKIE, state, FLOW_COOKIE_PATH, LOGIN_STATE_SECONDS);
      return reply.redirect(adapter.authorizeUrl({ state, redirectUri: CALLBACK_PATH[request.params.party] }), 302);
    },
  );

  const callback = (party: 'hw' | 'imc') => async (request: FastifyRequest<{ Body: ThirdPartyCallback }>, reply: FastifyReply) => {
    const browserState = request.cookies[STATE_COOKIE];
    clearFlowCookie(reply, STATE_COOKIE, FLOW_COOKIE_PATH);
    const outcome = await thirdPartyLogin(db(), config, party, adapterOf(party), { ...request.body, browserState, fingerprint: requestFingerprint(request) });
    return presentOutcome(request, reply, outcome);
  };
  app.post<{ Body: ThirdPartyCallback }>('/api/auth/open/thirdlogin/accesstoken', { preValidation: requireCode, schema: { body: thirdPartyCallbackSchema } }, callback('hw'));
  app.post<{ Body: ThirdPartyCallback }>('/api/auth/open/thirdlogin/v1/accesstoken', { preValidation: requireCode, schema: { body: thirdPartyCallbackSchema } }, callback('hw'));
  app.post<{ Body: ThirdPartyCallback }>('/api/auth/open/thirdlogin/imc/accesstoken', { preValidation: requireCode, schema: { body: thirdPartyCallbackSchema } }, callback('imc'));

  app.post<{ Body: ThirdPartyCallback & { party: 'hw' | 'imc' } }>('/api/auth/open/thirdlogin/users/to/auth_code', { schema: { body: authCodeBody } }, async (request, reply) => {
    if (!request.user) throw unauthenticated();
    const browserState = request.cookies[STATE_COOKIE];
    clearFlowCookie(reply, STATE_COOKIE, FLOW_COOKIE_PATH);
    const { party, code, state } = request.body;
    return ok(await bindByAuthCode(db(), party, adapterOf(party), { user: request.user, code, state, browserState }));
  });
}
