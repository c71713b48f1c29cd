import { and, eq } from 'drizzle-orm';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { createdAt, id } from '../../db/schema-columns';
import { withTenant } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireAdministrator, resolveSchool, rolesIn } from '../schools/access';
import type { SchoolRef } from '../schools/repository';

/** The operation codes an administrator may grant (spec §6: TRAINING_CENTER). */
export const OPERATION_CODES = ['TRAINING_CENTER'] as const;

export const operationGrants = pgTable('operation_grants', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  operationCode: text('operation_code').notNull(),
  grantedBy: id('granted_by'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.userId, t.operationCode] })]);

/** Whether a member may perform an operation in a school: administrators may do all; others need a grant. */
export function hasPermission(db: Db, school: SchoolRef, userId: string, operationCode: string): Promise<boolean> {
  return withTenant(db, school.tenantId, async (tx) => {
    const roles = await rolesIn(tx, school, userId);
    if (roles.includes('administrator')) return true;
    const ids = school.parentId ? [school.id, school.parentId] : [school.id];
    for (const schoolId of ids) {
      const [row] = await tx.select({ userId: operationGrants.userId }).from(operationGrants)
        .where(and(eq(operationGrants.schoolId, schoolId), eq(operationGrants.userId, userId), eq(operationGrants.operationCode, operationCode)));
      if (row) return true;
    }
    return false;
  });
}

const code = { type: 'string', enum: [...OPERATION_CODES] } as const;
const hasQuery = { type: 'object', required: ['operationCode'], properties: { operationCode: code } } as const;
const userId = { type: 'string', pattern: '^[1-9][0-9]{0,18}$' } as const;
const grantBody = { type: 'object', additionalProperties: false, required: ['userId', 'operationCode'], properties: { userId, operationCode: code } } as const;
// Administrators name the member by user id or by account (the settings screen knows accounts).
const grantByBody = {
  type: 'object',
  additionalProperties: false,
  required: ['operationCode'],
  anyOf: [{ required: ['userId'] }, { required: ['account'] }],
  properties: { userId, account: { type: 'string', minLength: 1, maxLength: 254 }, operationCode: code },
} as const;
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** GET /api/acl/v1/operation/hasPermissions and the grants administrators manage (docs/api.md "Permissions"). */
export async function permissionRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Querystring: { operationCode: string } }>('/api/acl/v1/operation/hasPermissions', { schema: { querystring: hasQuery } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const schoolId = header(request, 'school-id');
    if (!schoolId) throw new AppError(400, 'request.invalid_headers', 'The school-id header is required.', [{ pointer: '/school-id', message: 'is required' }]);
    const school = await resolveSchool(db(), schoolId);
    const asked = header(request, 'user-id') ?? request.user.id;
    if (!/^[1-9][0-9]{0,18}$/.test(asked)) throw new AppError(400, 'request.invalid_headers', 'The user-id header must be a user id.', [{ pointer: '/user-id', message: 'must be a user id' }]);
    // Members ask about themselves; administrators may ask about anyone of the school.
    if (asked !== request.user.id) await requireAdministrator(db(), request.user, school);
    return ok(await hasPermission(db(), school, asked, request.query.operationCode));
  });

  app.get<{ Querystring: { schoolId: string } }>('/api/acl/v1/operation/grants', { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    const rows = await withTenant(db(), school.tenantId, (tx) =>
      tx.select({ userId: operationGrants.userId, operationCode: operationGrants.operationCode, account: users.account, realName: users.realName, grantedAt: operationGrants.createdAt })
        .from(operationGrants).innerJoin(users, eq(users.id, operationGrants.userId))
        .where(eq(operationGrants.schoolId, school.id)).orderBy(operationGrants.createdAt));
    return ok(rows.map((r) => ({ ...r, grantedAt: r.grantedAt.toISOString() })));
  });

  app.put<{ Querystring: { schoolId: string }; Body: { userId?: string; account?: string; operationCode: string } }>(
    '/api/acl/v1/operation/grants',
    { schema: { querystring: schoolQuery, body: grantByBody } },
    async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      const { operationCode } = request.body;
      const member = request.body.userId ?? (await db().select({ id: users.id }).from(users).where(eq(users.account, request.body.account!.trim())))[0]?.id;
      if (!member) throw new AppError(404, 'acl.not_member', 'That person is not a member of this school.');
      await withTenant(db(), school.tenantId, async (tx) => {
        if ((await rolesIn(tx, school, member)).length === 0) throw new AppError(404, 'acl.not_member', 'That person is not a member of this school.');
        await tx.insert(operationGrants).values({ tenantId: school.tenantId, schoolId: school.id, userId: member, operationCode, grantedBy: request.user!.id }).onConflictDoNothing();
      });
      return ok({ userId: member, operationCode });
    },
  );

  app.delete<{ Querystring: { schoolId: string }; Body: { userId: string; operationCode: string } }>(
    '/api/acl/v1/operation/grants',
    { schema: { querystring: schoolQuery, body: grantBody } },
    async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      const { userId: member, operationCode } = request.body;
      const removed = await withTenant(db(), school.tenantId, (tx) =>
        tx.delete(operationGrants).where(and(eq(operationGrants.schoolId, school.id), eq(operationGrants.userId, member), eq(operationGrants.operationCode, operationCode))).returning({ userId: operationGrants.userId }));
      return ok({ removed: removed.length });
    },
  );
}
