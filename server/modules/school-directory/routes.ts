import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../../schemas/ids';
import { SUPPORTED_LANGUAGES } from '../../../schemas/languages';
import { hostName } from '../../site-settings';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireVisitor, resolveSchool } from '../schools/access';
import { pagingProperties, type Paging } from './paging';
import * as service from './service';
import { UnionLeaderCache } from './union-leader-cache';

const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const openListQuery = {
  type: 'object',
  properties: { ...pagingProperties, childPageSize: { type: 'integer', minimum: 0, maximum: 20, default: 3 } },
} as const;
const subListQuery = { type: 'object', properties: pagingProperties } as const;

/** A store's name: one to sixty characters in at least one language. */
const storeName = { type: 'object', minProperties: 1, propertyNames: { enum: [...SUPPORTED_LANGUAGES] }, additionalProperties: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } } as const;

type ListQuery = Paging & { childPageSize: number };

/** The school directory of spec §7 "School": details, configs, lists, unions, member status, store opening (docs/api.md). */
export async function schoolDirectoryRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const leaderCache = new UnionLeaderCache();
  const visible = async (rawId: unknown, user: Parameters<typeof requireVisitor>[1]) => {
    const school = await resolveSchool(db(), rawId);
    await requireVisitor(db(), user, school);
    return school;
  };

  app.get<{ Params: { id: string } }>('/api/school/schools/:id/', { schema: { params: idParams } }, async (request) =>
    ok(await service.schoolProfile(db(), await visible(request.params.id, request.user))),
  );

  app.get<{ Querystring: { schoolId: string } }>('/api/school/open/schools/school-details', { schema: { querystring: schoolQuery } }, async (request) =>
    ok(await service.schoolProfile(db(), await visible(request.query.schoolId, request.user))),
  );

  // Public like the language settings: the login page of a closed school needs it.
  app.get<{ Querystring: { schoolId: string } }>('/api/school/open/schools/select-school-config', { schema: { querystring: schoolQuery } }, async (request) =>
    ok(await service.schoolConfig(db(), await resolveSchool(db(), request.query.schoolId))),
  );

  app.post<{ Body: { schoolId: string } }>(
    '/api/school/open/schools/common-current',
    { schema: { body: { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } } },
    async (request) => {
      const school = await resolveSchool(db(), request.body.schoolId);
      const [config, member] = await Promise.all([service.schoolConfig(db(), school), service.memberStatus(db(), school, request.user)]);
      return ok({ ...config, parentId: school.parentId, member });
    },
  );

  app.get('/api/ischool/v1/schools/last-school-detail', async (request) => {
    if (!request.user) throw unauthenticated();
    return ok(await service.lastSchool(db(), request.user));
  });

  // The open variant for visitors; the authenticated one also says which schools the user joined.
  app.get<{ Querystring: ListQuery }>('/api/school/open/schools/open-school-list', { schema: { querystring: openListQuery } }, async (request) =>
    ok(await service.openSchoolList(db(), request.query, request.query.childPageSize, null)),
  );
  app.get<{ Querystring: ListQuery }>('/api/school/schools/open-school-list', { schema: { querystring: openListQuery } }, async (request) => {
    if (!request.user) throw unauthenticated();
    return ok(await service.openSchoolList(db(), request.query, request.query.childPageSize, request.user));
  });

  app.get<{ Params: { id: string }; Querystring: Paging }>(
    '/api/school/open/schools/:id/sub-schools',
    { schema: { params: idParams, querystring: subListQuery } },
    async (request) => ok(await service.subSchoolList(db(), await visible(request.params.id, request.user), request.query)),
  );

  app.get<{ Params: { id: string } }>('/api/school/open/schools/:id/unions', { schema: { params: idParams } }, async (request) =>
    ok(await service.unionList(db(), await visible(request.params.id, request.user))),
  );

  app.get<{ Params: { id: string }; Querystring: { schoolId: string } }>(
    '/api/school/open/schools/:id/union-check',
    { schema: { params: idParams, querystring: { type: 'object', required: ['schoolId'], properties: { schoolId: idSchema } } } },
    async (request) => ok(await service.unionCheck(db(), await visible(request.params.id, request.user), request.query.schoolId)),
  );

  // Spec §6: schoolUnionLeader, cached per user and school, never looked up on the configured hosts.
  app.get<{ Params: { id: string } }>('/api/school/schools/:id/union-leader', { schema: { params: idParams } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.params.id);
    if ((await app.configService.get('unionLeaderSkipHosts')).includes(hostName(request.headers.host))) return ok({ schoolUnionLeader: '0', skipped: true, cached: false });
    const user = request.user;
    const { value, cached } = await leaderCache.get(user.id, school.id, () => service.isUnionLeader(db(), school, user));
    return ok({ schoolUnionLeader: value, skipped: false, cached });
  });

  // Public: a visitor is simply no member. For a member it carries the union-leader flag too (same cache and hosts).
  app.get<{ Params: { id: string } }>('/api/school/schools/:id/member-status', { schema: { params: idParams } }, async (request) => {
    const school = await resolveSchool(db(), request.params.id);
    const status = await service.memberStatus(db(), school, request.user);
    const user = request.user;
    const skip = !user || (await app.configService.get('unionLeaderSkipHosts')).includes(hostName(request.headers.host));
    const schoolUnionLeader = skip ? '0' : (await leaderCache.get(user.id, school.id, () => service.isUnionLeader(db(), school, user))).value;
    return ok({ ...status, schoolUnionLeader });
  });

  app.post<{ Body: { name: Record<string, string> } }>(
    '/api/assist/market/portal/initMarketStore',
    { schema: { body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: storeName } } } },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const result = await service.initMarketStore(db(), request.user, request.body.name);
      return reply.status(result.created ? 201 : 200).send(ok(result));
    },
  );
}
