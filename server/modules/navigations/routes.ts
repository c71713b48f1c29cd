import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireVisitor, resolveSchool } from '../schools/access';
import { navigationAdminRoutes } from './admin-routes';
import { presentNavigations } from './presenter';
import { navigationTree } from './service';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

/** The school's navigation menu (docs/api.md). */
export async function navigationRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  await navigationAdminRoutes(app);
  app.get<{ Querystring: { schoolId: string } }>('/api/portal/api/v1/portal/v2/navigations', { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireVisitor(db(), request.user, school);
    return ok(presentNavigations(await navigationTree(db(), school, request.user?.id ?? null)));
  });
}
