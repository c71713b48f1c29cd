import type { FastifyInstance } from 'fastify';
import { enumSchema, RESOURCE_TYPE, SORT, ZONE } from '../../../schemas/enums';
import { ok } from '../../http/envelope';
import { requireVisitor, resolveSchool } from '../schools/access';
import { presentResourcePage } from './presenter';
import type { ResourceQuery } from './repository';
import { listSchoolResources } from './service';

const resourceQuery = {
  type: 'object',
  required: ['schoolId'],
  properties: {
    schoolId: { type: 'string' },
    type: { ...enumSchema(RESOURCE_TYPE), default: RESOURCE_TYPE.all },
    pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sort: { ...enumSchema(SORT), default: SORT.newest },
    zone: { ...enumSchema(ZONE), default: ZONE.all },
  },
} as const;

/** The portal's resource list (courses, exams, live sessions ...) that cards blocks show. */
export async function resourceRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  app.get<{ Querystring: ResourceQuery }>('/api/portal/api/v1/portal/resource', { schema: { querystring: resourceQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireVisitor(db(), request.user, school);
    const { rows, total } = await listSchoolResources(db(), school, request.query);
    return ok(presentResourcePage(rows, total, request.query.pageNumber, request.query.pageSize));
  });
}
