import type { FastifyInstance } from 'fastify';
import { enumSchema, RESOURCE_TYPE } from '../../../schemas/enums';
import { idSchema } from '../../../schemas/ids';
import { ok } from '../../http/envelope';
import { readRoute, visibleSchool } from '../../http/read-route';
import { requireVisitor, resolveSchool } from '../schools/access';
import { presentLevel, presentTree } from './presenter';
import { categoryChildren, categoryTree } from './service';

const BASE = '/api/category/v1/facets';
const properties = { schoolId: { type: 'string' }, source: enumSchema(RESOURCE_TYPE) } as const;
const facetsQuery = { type: 'object', required: ['schoolId'], properties } as const;
const childQuery = { type: 'object', required: ['schoolId', 'facetId'], properties: { ...properties, facetId: idSchema } } as const;

interface FacetsQuery {
  schoolId: string;
  source?: number;
  facetId?: string;
}

/** Category facets: the whole tree, the first level, and the children of one category. */
export async function categoryRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const school = async (query: FacetsQuery, user: Parameters<typeof requireVisitor>[1]) => {
    const ref = await resolveSchool(db(), query.schoolId);
    await requireVisitor(db(), user, ref);
    return ref;
  };

  readRoute<FacetsQuery>(app, `${BASE}/tree`, { querystring: facetsQuery }, async (input) =>
    presentTree(await categoryTree(input.db, await visibleSchool(input, input.query.schoolId), input.query.source)),
  );

  app.get<{ Querystring: FacetsQuery }>(`${BASE}/first`, { schema: { querystring: facetsQuery } }, async (request) =>
    ok(presentLevel(await categoryTree(db(), await school(request.query, request.user), request.query.source))),
  );

  app.get<{ Querystring: Required<Pick<FacetsQuery, 'facetId'>> & FacetsQuery }>(`${BASE}/first/child`, { schema: { querystring: childQuery } }, async (request) => {
    const ref = await school(request.query, request.user);
    return ok(presentLevel(await categoryChildren(db(), ref, request.query.facetId, request.query.source)));
  });
}
