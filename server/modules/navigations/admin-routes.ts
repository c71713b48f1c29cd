import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../../schemas/ids';
import { LINK_PATTERN, MAX_URL_LENGTH } from '../../../schemas/safe-url';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireAdministrator, resolveSchool } from '../schools/access';
import { createNavigation, deleteNavigation, updateNavigation, type NavigationChanges } from './admin';

const PATH = '/api/portal/api/v1/portal/v2/navigations';
const id = { type: 'string', pattern: ID_PATTERN } as const;
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const itemQuery = { type: 'object', required: ['schoolId', 'id'], properties: { schoolId: { type: 'string' }, id } } as const;
const fields = {
  name: { type: 'object', minProperties: 1, additionalProperties: { type: 'string', minLength: 1, maxLength: 60 } },
  pageId: { anyOf: [id, { type: 'null' }] },
  url: { type: 'string', maxLength: MAX_URL_LENGTH, pattern: LINK_PATTERN },
  parentId: { anyOf: [id, { type: 'null' }] },
  order: { type: 'integer', minimum: 0, maximum: 100000 },
  visible: { type: 'boolean' },
} as const;

/** Adding, changing (name, order, parent, visibility) and removing navigation items, administrators only. */
export async function navigationAdminRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const admin = async (request: { user: Parameters<typeof requireAdministrator>[1]; query: { schoolId: string } }) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    return school;
  };
  const done = (schoolId: string) => app.renderCache.forgetSchool(schoolId);

  app.post<{ Querystring: { schoolId: string }; Body: NavigationChanges & { name: Record<string, string> } }>(
    PATH,
    { schema: { querystring: schoolQuery, body: { type: 'object', required: ['name'], additionalProperties: false, properties: fields } } },
    async (request) => {
      const school = await admin(request);
      const created = await createNavigation(db(), school, request.body);
      done(school.id);
      return ok({ id: created });
    },
  );

  app.put<{ Querystring: { schoolId: string; id: string }; Body: NavigationChanges }>(
    PATH,
    { schema: { querystring: itemQuery, body: { type: 'object', minProperties: 1, additionalProperties: false, properties: fields } } },
    async (request) => {
      const school = await admin(request);
      await updateNavigation(db(), school, request.query.id, request.body);
      done(school.id);
      return ok({ id: request.query.id });
    },
  );

  app.delete<{ Querystring: { schoolId: string; id: string } }>(PATH, { schema: { querystring: itemQuery } }, async (request) => {
    const school = await admin(request);
    await deleteNavigation(db(), school, request.query.id);
    done(school.id);
    return ok({ deleted: true });
  });
}
