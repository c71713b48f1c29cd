import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bindEmailCodeQuery, bindEmailSchema, bindMobileSchema, bindSmsCodeSchema, idsToUsersSchema, registerSchema,
  type BindEmailCodeQuery, type BindEmailRequest, type BindMobileRequest, type BindSmsCodeRequest, type IdsToUsersRequest, type RegisterRequest,
} from '../../../schemas/identity';
import { PHONE_PATTERN } from '../../../schemas/feedback';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../schemas/identity';
import { unauthenticated } from '../../http/app-error';
import { internalNetworkCheck } from '../../http/internal-network';
import { ok } from '../../http/envelope';
import { readRoute } from '../../http/read-route';
import { assertSameSite } from '../../plugins/csrf';
import { setAuthCookies } from '../auth/cookies';
import { requestFingerprint } from '../auth/request-fingerprint';
import { startSession } from '../auth/service';
import { presentCodeSent } from '../codes/presenter';
import { revokeUserCodes } from '../codes/repository';
import { bindContact, sendBindCode, type Contact } from './contact';
import { presentMe, presentPublicUser, presentUserSchool } from './presenter';
import { registerAccount } from './register';
import { findUserByEmail, findUserByMobile, findUsersByIds, listUserSchools } from './repository';

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Account calls of spec §7: the signed-in user, existence checks, client address, binding, registration, user lookups. */
export async function accountRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const secret = app.config.sessionSecret;
  const clientNetwork = internalNetworkCheck(app.config.internalNetworks);

  readRoute(app, '/api/accounts/users/me', {}, async ({ user }) => {
    if (!user) throw unauthenticated();
    return presentMe(user);
  });

  app.get('/api/accounts/users/me/schools', async (request) => {
    const rows = await listUserSchools(db(), signedIn(request).id);
    return ok(rows.map(presentUserSchool));
  });

  const mobileQuery = { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: PHONE_PATTERN } } } as const;
  app.get<{ Querystring: { mobile: string } }>('/api/accounts/open/mobile/existed', { schema: { querystring: mobileQuery } }, async (request) => {
    await app.codeSendLimits.checkLookup(request.ip);
    return ok({ existed: Boolean(await findUserByMobile(db(), request.query.mobile)) });
  });

  const emailQuery = { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } } } as const;
  app.get<{ Querystring: { email: string } }>('/api/accounts/open/email/existed', { schema: { querystring: emailQuery } }, async (request) => {
    await app.codeSendLimits.checkLookup(request.ip);
    return ok({ existed: Boolean(await findUserByEmail(db(), request.query.email)) });
  });

  app.get('/api/accounts/open/client/ip', async (request) => {
    return ok(clientNetwork(request.ip));
  });

  async function bindCode(request: FastifyRequest, contact: Contact) {
    const user = signedIn(request);
    await app.codeSendLimits.check(request.ip, contact.value);
    const { expiresIn } = await sendBindCode(db(), secret, app.messenger, user.id, contact);
    await app.codeSendLimits.hit(request.ip, contact.value);
    return ok(presentCodeSent(expiresIn));
  }

  // A GET that sends a message: refused when another site started it.
  app.get<{ Querystring: BindEmailCodeQuery }>('/api/accounts/email-code', { schema: { querystring: bindEmailCodeQuery } }, (request) => {
    assertSameSite(request);
    return bindCode(request, { kind: 'email', value: request.query.email.toLowerCase() });
  });
  app.post<{ Body: BindSmsCodeRequest }>('/api/accounts/sms-code', { schema: { body: bindSmsCodeSchema } }, (request) =>
    bindCode(request, { kind: 'mobile', value: request.body.mobile }),
  );

  app.put<{ Body: BindEmailRequest }>('/api/accounts/user/email/bind', { schema: { body: bindEmailSchema } }, async (request) => {
    const user = signedIn(request);
    await bindContact(db(), secret, user.id, { kind: 'email', value: request.body.email.toLowerCase(), code: request.body.code });
    return ok({ email: request.body.email.toLowerCase() });
  });
  app.put<{ Body: BindMobileRequest }>('/api/accounts/user/mobile/bind', { schema: { body: bindMobileSchema } }, async (request) => {
    const user = signedIn(request);
    await bindContact(db(), secret, user.id, { kind: 'mobile', value: request.body.mobile, code: request.body.code });
    return ok({ mobile: request.body.mobile });
  });

  app.delete('/api/accounts/user/authcode', async (request) => {
    const user = signedIn(request);
    return ok({ revoked: await revokeUserCodes(db(), user.id) });
  });

  app.post<{ Body: IdsToUsersRequest }>('/api/accounts/ids/to/users', { schema: { body: idsToUsersSchema } }, async (request) => {
    signedIn(request);
    const rows = await findUsersByIds(db(), [...new Set(request.body.ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(request.body.ids.filter((id, i, all) => all.indexOf(id) === i && byId.has(id)).map((id) => presentPublicUser(byId.get(id)!)));
  });

  app.post<{ Body: RegisterRequest }>('/api/accounts/open/register', { schema: { body: registerSchema } }, async (request, reply: FastifyReply) => {
    await app.codeSendLimits.checkLookup(request.ip);
    const userId = await registerAccount(db(), secret, request.body);
    const tokens = await startSession(db(), app.config, userId, requestFingerprint(request), { tenantId: null, schoolId: null, provider: 'register' });
    setAuthCookies(request, reply, app.config, tokens);
    return reply.status(201).send(ok({ user_id: userId }));
  });
}
