import type { FastifyInstance } from 'fastify';
import { readRoute, visibleSchool } from '../../http/read-route';
import { navigationAdminRoutes } from './admin-routes';
import { presentNavigations } from './presenter';
import { navigationTree } from './service';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

/** The school's navigation menu (docs/api.md). */
export async function navigationRoutes(app: FastifyInstance) {
  await navigationAdminRoutes(app);
  readRoute<{ schoolId: string }>(app, '/api/portal/api/v1/portal/v2/navigations', { querystring: schoolQuery }, async (input) => {
    const school = await visibleSchool(input, input.query.schoolId);
    return presentNavigations(await navigationTree(input.db, school, input.user?.id ?? null));
  });
}
