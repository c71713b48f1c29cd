import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireAdministrator, resolveSchool } from './access';
import { presentSchoolDetails } from './presenter';
import { schoolDetails } from './service';

/** School details (public) and the administrator check the designer uses. */
export async function schoolRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  const detailsQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
  app.get<{ Querystring: { schoolId: string } }>('/api/school/schools/open/schoolDetails', { schema: { querystring: detailsQuery } }, async (request) => {
    const ref = await resolveSchool(db(), request.query.schoolId);
    const { school, subSchools } = await schoolDetails(db(), ref);
    return ok(presentSchoolDetails(school, subSchools));
  });

  app.get<{ Params: { id: string } }>('/api/school/schools/:id/admin/', async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    const roles = await requireAdministrator(db(), request.user, school);
    return ok({ schoolId: school.id, roles });
  });
}
