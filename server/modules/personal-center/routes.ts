import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../../schemas/ids';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { listMemberConsents, revokeMemberConsent } from '../oauth-server/consents';
import { resolveSchool } from '../schools/access';
import { pagingProperties } from '../school-directory/paging';
import * as service from './service';

const BASE = '/api/personal-center/v1';
const paging = { pageNumber: pagingProperties.pageNumber, pageSize: pagingProperties.pageSize };
/** `userId` names another member's space; without it, the viewer's own. */
const spaceQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' }, userId: idSchema, ...paging } } as const;
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' }, ...paging } } as const;
const followQuery = { type: 'object', required: ['schoolId', 'userId'], properties: { schoolId: { type: 'string' }, userId: idSchema } } as const;
const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(service.DEFAULT_SPACE_SETTINGS),
  properties: Object.fromEntries(Object.keys(service.DEFAULT_SPACE_SETTINGS).map((k) => [k, { type: 'boolean' }])),
} as const;
const itemBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'body'],
  properties: { kind: { enum: ['dynamic', 'work'] }, title: { type: 'string', maxLength: 100 }, body: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
} as const;

const applicationParams = { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string', minLength: 1, maxLength: 200 } } } as const;

interface SpaceQuery { schoolId: string; userId?: string; pageNumber: number; pageSize: number }

/** Personal center (spec §7 "personal-center follow/fan/visitor/settings/study-process") and sub-school fans (docs/api.md). */
export async function personalCenterRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const school = (id: string) => resolveSchool(db(), id);

  app.get<{ Querystring: SpaceQuery }>(`${BASE}/space`, { schema: { querystring: spaceQuery } }, async (r) =>
    ok(await service.spaceSummary(db(), await school(r.query.schoolId), r.user, r.query.userId)));

  for (const which of ['fans', 'follows'] as const) {
    app.get<{ Querystring: SpaceQuery }>(`${BASE}/${which === 'fans' ? 'fan' : 'follow'}`, { schema: { querystring: spaceQuery } }, async (r) =>
      ok(await service.followList(db(), await school(r.query.schoolId), r.user, which, r.query.userId, r.query)));
  }
  app.post<{ Querystring: { schoolId: string; userId: string } }>(`${BASE}/follow`, { schema: { querystring: followQuery } }, async (r) =>
    ok(await service.setFollow(db(), await school(r.query.schoolId), r.user, r.query.userId, true)));
  app.delete<{ Querystring: { schoolId: string; userId: string } }>(`${BASE}/follow`, { schema: { querystring: followQuery } }, async (r) =>
    ok(await service.setFollow(db(), await school(r.query.schoolId), r.user, r.query.userId, false)));

  app.get<{ Querystring: SpaceQuery }>(`${BASE}/visitor`, { schema: { querystring: spaceQuery } }, async (r) =>
    ok(await service.visitorList(db(), await school(r.query.schoolId), r.user, r.query.userId, r.query)));

  app.get<{ Querystring: { schoolId: string } }>(`${BASE}/settings`, { schema: { querystring: schoolQuery } }, async (r) =>
    ok(await service.readSettings(db(), await school(r.query.schoolId), r.user)));
  app.put<{ Querystring: { schoolId: string }; Body: service.SpaceSettings }>(`${BASE}/settings`, { schema: { querystring: schoolQuery, body: settingsBody } }, async (r) =>
    ok(await service.saveSettings(db(), await school(r.query.schoolId), r.user, r.body)));

  app.get<{ Querystring: SpaceQuery }>(`${BASE}/study-process`, { schema: { querystring: spaceQuery } }, async (r) =>
    ok(await service.studyProcess(db(), await school(r.query.schoolId), r.user, r.query.userId)));

  for (const kind of ['dynamic', 'work'] as const) {
    app.get<{ Querystring: SpaceQuery }>(`${BASE}/${kind === 'dynamic' ? 'dynamics' : 'works'}`, { schema: { querystring: spaceQuery } }, async (r) =>
      ok(await service.itemList(db(), await school(r.query.schoolId), r.user, kind, r.query.userId, r.query)));
  }
  app.post<{ Querystring: { schoolId: string }; Body: { kind: 'dynamic' | 'work'; title?: string; body: string } }>(
    `${BASE}/items`, { schema: { querystring: schoolQuery, body: itemBody } },
    async (r, reply) => reply.status(201).send(ok(await service.postItem(db(), await school(r.query.schoolId), r.user, r.body))));

  // The applications the member allowed to sign them in (OAuth2 consents): the member's own, whatever the school.
  app.get(`${BASE}/applications`, async (r) => {
    if (!r.user) throw unauthenticated();
    return ok(await listMemberConsents(db(), r.user));
  });
  app.delete<{ Params: { clientId: string } }>(`${BASE}/applications/:clientId`, { schema: { params: applicationParams } }, async (r) => {
    if (!r.user) throw unauthenticated();
    return ok(await revokeMemberConsent(db(), r.user, r.params.clientId));
  });

  app.get<{ Querystring: { schoolId: string; pageNumber: number; pageSize: number } }>(`${BASE}/school-fans`, { schema: { querystring: schoolQuery } }, async (r) =>
    ok(await service.schoolFanList(db(), await school(r.query.schoolId), r.user, r.query)));
  app.post<{ Querystring: { schoolId: string } }>(`${BASE}/school-follow`, { schema: { querystring: schoolQuery } }, async (r) =>
    ok(await service.setSchoolFan(db(), await school(r.query.schoolId), r.user, true)));
  app.delete<{ Querystring: { schoolId: string } }>(`${BASE}/school-follow`, { schema: { querystring: schoolQuery } }, async (r) =>
    ok(await service.setSchoolFan(db(), await school(r.query.schoolId), r.user, false)));
}
