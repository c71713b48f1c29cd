import type { FastifyInstance } from 'fastify';
import { enumSchema, RESOURCE_TYPE } from '../../../schemas/enums';
import { readRoute, visibleSchool, type ReadInput } from '../../http/read-route';
import type { ResourceScope } from './filters';
import { presentResourcePage } from './presenter';
import { listQuerySchema, toFilters, type ListQuerystring } from './query';
import { listSchoolResources } from './service';

const PORTAL = '/api/portal/api/v1/portal';

/** The portal's resource lists (docs/api.md "Portal data for blocks"); each is one scope over the same query. */
const LISTS: { path: string; scope: ResourceScope }[] = [
  { path: `${PORTAL}/exam-resource`, scope: { type: RESOURCE_TYPE.exam } },
  { path: `${PORTAL}/knowledge-resource`, scope: { type: RESOURCE_TYPE.knowledge } },
  { path: `${PORTAL}/class-resource`, scope: { type: RESOURCE_TYPE.class } },
  { path: `${PORTAL}/learning-map-resource`, scope: { type: RESOURCE_TYPE.course, kind: 'learning-map' } },
  { path: `${PORTAL}/boutique-live-resource`, scope: { type: RESOURCE_TYPE.live, boutique: true } },
  { path: `${PORTAL}/special-search`, scope: { type: RESOURCE_TYPE.topic } },
  { path: `${PORTAL}/video-search`, scope: { type: RESOURCE_TYPE.course, kind: 'video' } },
  { path: '/api/live/api/lives/v1/scheduleLiveBroadcast', scope: { type: RESOURCE_TYPE.live, order: 'schedule' } },
];

interface ResourceQuerystring extends ListQuerystring {
  type: number;
}

/** Every portal resource list: validate the shared query, check the school may be seen, list, present. */
export async function resourceRoutes(app: FastifyInstance) {
  const list = async (input: ReadInput<ListQuerystring>, scope: ResourceScope) => {
    const school = await visibleSchool(input, input.query.schoolId);
    const filters = toFilters(input.query);
    const result = await listSchoolResources(input.db, school, input.user?.id ?? null, scope, filters);
    return presentResourcePage(result, filters, result);
  };

  const resourceQuery = listQuerySchema({ type: { ...enumSchema(RESOURCE_TYPE), default: RESOURCE_TYPE.all } });
  readRoute<ResourceQuerystring>(app, `${PORTAL}/resource`, { querystring: resourceQuery }, (input) => list(input, { type: input.query.type }));

  for (const { path, scope } of LISTS) {
    readRoute<ListQuerystring>(app, path, { querystring: listQuerySchema() }, (input) => list(input, scope));
  }
}
