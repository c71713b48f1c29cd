import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { internalNetworkCheck } from '../../http/internal-network';
import { findUsersByIds } from '../accounts/repository';
import { requireVisitor, resolveSchool } from '../schools/access';
import { CODE_MAX_AGE_SECONDS, issueCode, redeemCode, revokeCodes } from './auth-codes';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const codeBody = { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', minLength: 1, maxLength: 100 } } } as const;

/** Why the chat is off: nobody logged in, the school is not on the trust list, or no host is configured. */
export type ChatOff = 'not_logged_in' | 'not_trusted' | 'not_configured';

/**
 * The support chat of design pages (spec §3, §5, §6, §9): on for a logged-in member of a school on the
 * trust list; internal-network users get innerHost; the auth code is renewed every codeExpirationTime ms.
 */
export async function supportChatRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const clientNetwork = internalNetworkCheck(app.config.internalNetworks);

  async function chatFor(request: FastifyRequest<{ Querystring: { schoolId: string } }>) {
    const school = await resolveSchool(db(), request.query.schoolId);
    const off = (reason: ChatOff) => ({ school, chat: { enabled: false as const, reason } });
    if (!request.user) return off('not_logged_in');
    await requireVisitor(db(), request.user, school);
    if (!(await app.configService.get('supportChatTrustedSchools')).includes(school.id)) return off('not_trusted');
    const settings = await app.configService.get('supportChat');
    const { internal } = clientNetwork(request.ip);
    const host = (internal && settings.innerHost) || settings.host;
    if (!host) return off('not_configured');
    return { school, chat: { enabled: true as const, host, internal, hotlineId: settings.hotlineId, codeExpirationTime: settings.codeExpirationTime, codeMaxAgeSeconds: CODE_MAX_AGE_SECONDS } };
  }

  app.get<{ Querystring: { schoolId: string } }>('/api/platform/v1/support-chat', { schema: { querystring: schoolQuery } }, async (request) => ok((await chatFor(request)).chat));

  app.post<{ Querystring: { schoolId: string } }>('/api/platform/v1/support-chat/code', { schema: { querystring: schoolQuery } }, async (request) => {
    const { school, chat } = await chatFor(request);
    if (!chat.enabled) {
      if (chat.reason === 'not_logged_in') throw unauthenticated();
      throw new AppError(403, 'chat.not_available', 'The support chat is not available for this school.');
    }
    const { code, issuedAt } = await issueCode(db(), 'chat', request.user!.id, school.id);
    return ok({ code, issuedAt: issuedAt.toISOString(), refreshInMs: chat.codeExpirationTime, maxAgeSeconds: CODE_MAX_AGE_SECONDS });
  });

  app.delete('/api/platform/v1/support-chat/code', async (request) => {
    if (!request.user) throw unauthenticated();
    return ok({ revoked: await revokeCodes(db(), request.user.id, 'chat') });
  });

  // The chat service redeems the code the frame was opened with: who the member is, once.
  app.post<{ Body: { code: string } }>('/api/platform/v1/support-chat/code/redeem', { schema: { body: codeBody } }, async (request) => {
    const { userId, schoolId } = await redeemCode(db(), 'chat', request.body.code);
    const [user] = await findUsersByIds(db(), [userId]);
    return ok({ userId, schoolId, displayName: user ? user.realName || user.nickName || user.account : '' });
  });

  // Spec §7: POST /api/auth/rest/v1/elab/code, a one-time code the e-lab redeems for the member.
  const elabBody = { type: 'object', additionalProperties: false, required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
  app.post<{ Body: { schoolId: string } }>('/api/auth/rest/v1/elab/code', { schema: { body: elabBody } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.body.schoolId);
    await requireVisitor(db(), request.user, school);
    const { code, issuedAt } = await issueCode(db(), 'elab', request.user.id, school.id);
    return ok({ code, issuedAt: issuedAt.toISOString(), expiresIn: CODE_MAX_AGE_SECONDS });
  });
  app.post<{ Body: { code: string } }>('/api/auth/rest/v1/elab/code/redeem', { schema: { body: codeBody } }, async (request) =>
    ok(await redeemCode(db(), 'elab', request.body.code)));
}
