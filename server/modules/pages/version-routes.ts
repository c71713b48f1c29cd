import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../../schemas/ids';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { listVersions, readVersion, rollBackTo } from './versions';

const BASE = '/api/portal/api/v1/portal/release-pages';
const pageQuery = {
  type: 'object',
  required: ['schoolId', 'id'],
  properties: { schoolId: { type: 'string' }, id: { type: 'string', pattern: ID_PATTERN } },
} as const;
interface PageQuery { schoolId: string; id: string }

/** A page's release history and rolling back to an old version (docs/api.md), administrators only. */
export async function versionRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Querystring: PageQuery }>(`${BASE}/versions`, { schema: { querystring: pageQuery } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    const rows = await listVersions(db(), school, request.query.id);
    return ok(
      rows.map((row) => ({
        version: row.version,
        releasedAt: row.releasedAt.toISOString(),
        releasedBy: row.releasedById ? { id: row.releasedById, name: row.realName || row.nickName || row.account || '' } : null,
        note: row.note ?? null,
      })),
    );
  });

  const versionQuery = {
    type: 'object',
    required: ['schoolId', 'id', 'version'],
    properties: { ...pageQuery.properties, version: { type: 'integer', minimum: 1 } },
  } as const;
  app.get<{ Querystring: PageQuery & { version: number } }>(`${BASE}/version`, { schema: { querystring: versionQuery } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    const found = await readVersion(db(), school, { pageId: request.query.id, version: request.query.version });
    return ok({ ...found, releasedAt: found.releasedAt.toISOString() });
  });

  const rollbackBody = { type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 1 } } } as const;
  app.post<{ Querystring: PageQuery; Body: { version: number } }>(
    `${BASE}/rollback`,
    { schema: { querystring: pageQuery, body: rollbackBody } },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      const result = await rollBackTo(db(), school, { pageId: request.query.id, version: request.body.version, userId: request.user.id });
      app.renderCache.forgetSchool(school.id); // visitors see the restored version at once
      return ok({ ...result, releasedAt: result.releasedAt.toISOString() });
    },
  );
}
