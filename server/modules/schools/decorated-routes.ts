import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schools } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireAdministrator, requireVisitor, resolveSchool } from './access';
import { schoolRow } from './branding';

const PORTAL = '/api/portal/api/v1/portal';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

/** Whether the school's portal has been decorated (the spec's school-isdecorated / school-update-isdecorated). */
export async function decoratedRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Querystring: { schoolId: string } }>(`${PORTAL}/school-isdecorated`, { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireVisitor(db(), request.user, school);
    return ok({ isDecorated: (await schoolRow(db(), school)).isDecorated });
  });

  const body = { type: 'object', required: ['isDecorated'], properties: { isDecorated: { type: 'boolean' } } } as const;
  app.put<{ Querystring: { schoolId: string }; Body: { isDecorated: boolean } }>(
    `${PORTAL}/school-update-isdecorated`,
    { schema: { querystring: schoolQuery, body } },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      const { isDecorated } = request.body;
      await withTenant(db(), school.tenantId, (tx) => tx.update(schools).set({ isDecorated }).where(eq(schools.id, school.id)));
      return ok({ isDecorated });
    },
  );
}
