import type { FastifyInstance } from 'fastify';
import { ENROLLMENT, enumSchema } from '../../../schemas/enums';
import { idSchema } from '../../../schemas/ids';
import { ok } from '../../http/envelope';
import { resolveSchool } from '../schools/access';
import * as service from './service';

const KM = '/api/km/v1/communities';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** Knowledge communities: list with sections and activities, subscribe, activity enrolment (docs/api.md "Communities"). */
export async function communityRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const school = (id: string) => resolveSchool(db(), id);

  app.get<{ Querystring: { schoolId: string; communityId?: string } }>(
    KM, { schema: { querystring: { ...schoolQuery, properties: { ...schoolQuery.properties, communityId: idSchema } } } },
    async (r) => ok(await service.listCommunities(db(), await school(r.query.schoolId), r.user, r.query.communityId)));
  app.post<{ Params: { id: string }; Querystring: { schoolId: string } }>(`${KM}/:id/subscribe`, { schema: { params: idParams, querystring: schoolQuery } }, async (r) =>
    ok(await service.setSubscription(db(), await school(r.query.schoolId), r.user, r.params.id, true)));
  app.delete<{ Params: { id: string }; Querystring: { schoolId: string } }>(`${KM}/:id/subscribe`, { schema: { params: idParams, querystring: schoolQuery } }, async (r) =>
    ok(await service.setSubscription(db(), await school(r.query.schoolId), r.user, r.params.id, false)));
  app.put<{ Params: { id: string }; Querystring: { schoolId: string }; Body: { enrollment: number } }>(
    `${KM}/post/activity/enrollment/:id`,
    { schema: { params: idParams, querystring: schoolQuery, body: { type: 'object', required: ['enrollment'], additionalProperties: false, properties: { enrollment: enumSchema(ENROLLMENT) } } } },
    async (r) => ok(await service.setActivityEnrollment(db(), await school(r.query.schoolId), r.user, r.params.id, r.body.enrollment)));
}
