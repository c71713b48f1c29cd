import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { readRoute, schoolOf } from '../../http/read-route';
import { requireAdministrator, resolveSchool } from './access';
import { presentSchoolDetails } from './presenter';
import { schoolDetails } from './service';

/** School details (public) and the administrator check the designer uses. */
export async function schoolRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  const detailsQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
  readRoute<{ schoolId: string }>(app, '/api/school/schools/open/schoolDetails', { querystring: detailsQuery }, async (input) => {
    const { school, subSchools } = await schoolDetails(input.db, await schoolOf(input, input.query.schoolId));
    return presentSchoolDetails(school, subSchools);
  });

  app.get<{ Params: { id: string } }>('/api/school/schools/:id/admin/', async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    const roles = await requireAdministrator(db(), request.user, school);
    return ok({ schoolId: school.id, roles });
  });
}
