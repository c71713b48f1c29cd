import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../../schemas/ids';
import type { LocalizedText } from '../../../schemas/localized-text';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { createPage, deletePage, renamePage } from './page-admin';

const PATH = '/api/portal/api/v1/portal/v2/pages';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const pageQuery = { type: 'object', required: ['schoolId', 'id'], properties: { schoolId: { type: 'string' }, id: { type: 'string', pattern: ID_PATTERN } } } as const;
const name = { type: 'object', minProperties: 1, additionalProperties: { type: 'string', minLength: 1, maxLength: 60 } } as const;
interface PageQuery { schoolId: string; id: string }

/** Adding, renaming and deleting a school's pages (docs/api.md), administrators only. */
export async function pageAdminRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const admin = async (request: { user: Parameters<typeof requireAdministrator>[1]; query: { schoolId: string } }) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    return school;
  };

  const createBody = { type: 'object', required: ['name'], properties: { name, code: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,40}$' } } } as const;
  app.post<{ Querystring: { schoolId: string }; Body: { name: LocalizedText; code?: string } }>(
    PATH,
    { schema: { querystring: schoolQuery, body: createBody } },
    async (request) => ok(await createPage(db(), await admin(request), request.body)),
  );

  const renameBody = { type: 'object', required: ['name'], properties: { name } } as const;
  app.put<{ Querystring: PageQuery; Body: { name: LocalizedText } }>(PATH, { schema: { querystring: pageQuery, body: renameBody } }, async (request) =>
    ok(await renamePage(db(), await admin(request), request.query.id, request.body.name)),
  );

  app.delete<{ Querystring: PageQuery }>(PATH, { schema: { querystring: pageQuery } }, async (request) => {
    const school = await admin(request);
    await deletePage(db(), school, request.query.id);
    app.renderCache.forgetSchool(school.id);
    return ok({ deleted: true });
  });
}
