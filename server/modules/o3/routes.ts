import type { FastifyInstance } from 'fastify';
import { RESOURCE_TYPE } from '../../../schemas/enums';
import { nextId } from '../../db/ids';
import { resources } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { presentResourcePage } from '../resources/presenter';
import { listQuerySchema, toFilters, type ListQuerystring } from '../resources/query';
import { listSchoolResources } from '../resources/service';
import { requireVisitor, resolveSchool, rolesIn } from '../schools/access';
import { findSchool } from '../schools/repository';

const O3 = '/api/o3service/o3';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const projectBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: { title: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' }, summary: { type: 'string', maxLength: 500 } },
} as const;

/**
 * The project-management (o3) school's resources: projects and cases are resources of the school
 * (course rows of kind 'project' and 'case'), listed like every portal list; teachers and
 * administrators start new projects (docs/api.md "Project-management schools").
 */
export async function o3Routes(app: FastifyInstance) {
  const db = () => app.database.db;

  for (const kind of ['project', 'case'] as const) {
    app.get<{ Querystring: ListQuerystring }>(`${O3}/${kind}-resource`, { schema: { querystring: listQuerySchema() } }, async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireVisitor(db(), request.user, school);
      const filters = toFilters(request.query);
      const result = await listSchoolResources(db(), school, request.user?.id ?? null, { type: RESOURCE_TYPE.course, kind }, filters);
      return ok(presentResourcePage(result, filters, result));
    });
  }

  app.post<{ Querystring: { schoolId: string }; Body: { title: string; summary?: string } }>(
    `${O3}/projects`, { schema: { querystring: schoolQuery, body: projectBody } },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const school = await resolveSchool(db(), request.query.schoolId);
      const project = await withTenant(db(), school.tenantId, async (tx) => {
        const roles = await rolesIn(tx, school, user.id);
        if (!roles.includes('administrator') && !roles.includes('teacher')) throw new AppError(403, 'project.forbidden', 'Only teachers and administrators of this school start projects.');
        // Written in one language, kept under the school's own; the fallback chain shows it in every other.
        const language = (await findSchool(tx, school.id))?.defaultLanguage ?? 'zh_CN';
        const text = (value: string | undefined) => (value?.trim() ? { [language]: value.trim() } : {});
        const row = {
          tenantId: school.tenantId, id: nextId(), schoolId: school.id, type: RESOURCE_TYPE.course, kind: 'project' as const,
          title: text(request.body.title), summary: text(request.body.summary),
          teacherName: user.realName || user.nickName,
        };
        await tx.insert(resources).values(row);
        return { id: row.id, title: row.title };
      });
      return reply.status(201).send(ok(project));
    },
  );
}
