import type { FastifyInstance } from 'fastify';
import { createSchoolSchema, invitationSchema, type CreateSchoolRequest, type InvitationRequest } from '../../../schemas/identity';
import { tooManyRequests, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { Limiter } from '../../http/limiter';
import { withTenant } from '../../db/tenant';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { findSchool } from '../schools/repository';
import { createSchool, grantRole } from '../schools/service';
import { INVITATION_TTL_SECONDS, readInvitation, signInvitation } from './invitation';

/** Schools one account may create per day. */
export const SCHOOLS_PER_DAY = 5;

/** Registration of a school (its creator becomes administrator) and invitations to join one. */
export async function registrationRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const secret = app.config.sessionSecret;
  const created = new Limiter(db, 'school.created_per_user', SCHOOLS_PER_DAY, 24 * 3600);

  app.post<{ Body: CreateSchoolRequest }>('/api/school/schools/', { schema: { body: createSchoolSchema } }, async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthenticated();
    const check = await created.take(user.id);
    if (!check.allowed) throw tooManyRequests('school.rate_limited', `You created ${SCHOOLS_PER_DAY} schools today. Try again in ${check.retryAfterSeconds} seconds.`, check.retryAfterSeconds);
    const language = request.body.defaultLanguage ?? 'zh_CN';
    const school = await createSchool(db(), {
      name: { [language]: request.body.name.trim() },
      openSchool: request.body.openSchool ?? true,
      defaultLanguage: language,
      languages: [language],
    });
    await grantRole(db(), school, user.id, 'administrator');
    return reply.status(201).send(ok({ id: school.id }));
  });

  app.post<{ Params: { id: string } }>('/api/school/schools/:id/invitations', async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    await requireAdministrator(db(), request.user, school);
    const expiresAt = Math.floor(Date.now() / 1000) + INVITATION_TTL_SECONDS;
    const code = signInvitation(secret, school.id, expiresAt);
    return ok({ code, path: `/register/invite?code=${encodeURIComponent(code)}`, expiresAt: new Date(expiresAt * 1000).toISOString() });
  });

  const codeQuery = { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 10, maxLength: 400 } } } as const;
  app.get<{ Querystring: { code: string } }>('/api/school/schools/open/invitation', { schema: { querystring: codeQuery } }, async (request) => {
    const invitation = readInvitation(secret, request.query.code);
    const school = await resolveSchool(db(), invitation.schoolId);
    const row = await withTenant(db(), school.tenantId, (tx) => findSchool(tx, school.id));
    return ok({ schoolId: school.id, name: row!.name, expiresAt: new Date(invitation.expiresAt * 1000).toISOString() });
  });

  app.post<{ Body: InvitationRequest }>('/api/school/schools/open/invitation/accept', { schema: { body: invitationSchema } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const invitation = readInvitation(secret, request.body.code);
    const school = await resolveSchool(db(), invitation.schoolId);
    await grantRole(db(), school, request.user.id, 'learner');
    return ok({ schoolId: school.id });
  });
}
