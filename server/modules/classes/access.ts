import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RESOURCE_TYPE } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { classLecturers } from '../../db/schema-classes';
import { withTenant, type Tx } from '../../db/tenant';
import { AppError, forbidden, unauthenticated } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { enrolledIds, findResource, type ResourceRow } from '../resources/repository';
import { requireVisitor, resolveSchool, rolesIn } from '../schools/access';
import type { SchoolRef } from '../schools/repository';

export const classNotFound = () => new AppError(404, 'class.not_found', 'Class not found.');
export const notEnrolled = () => new AppError(403, 'class.not_enrolled', 'Enrol in this class first.');

/**
 * The school of a class call: the spec's `tenantId` header (the school id of the URL), else the
 * `schoolId` query parameter, else a `schoolId` header. A class of another school is then not found.
 */
export function schoolIdOf(request: FastifyRequest): unknown {
  return request.headers.tenantid ?? (request.query as { schoolId?: string } | undefined)?.schoolId ?? request.headers.schoolid;
}

/** Who the caller is to one class. */
export interface ClassAccess {
  school: SchoolRef;
  row: ResourceRow;
  user: UserRow | null;
  isTeacher: boolean;
  isAdministrator: boolean;
  enrolled: boolean;
}

/** The class (404 when it is not a class of `school`). */
export async function findClass(tx: Tx, school: SchoolRef, classId: string): Promise<ResourceRow> {
  const row = await findResource(tx, school.id, classId);
  if (!row || row.type !== RESOURCE_TYPE.class) throw classNotFound();
  return row;
}

/** Whether the user lectures the class. */
export async function isLecturer(tx: Tx, classId: string, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: classLecturers.userId }).from(classLecturers)
    .where(and(eq(classLecturers.classId, classId), eq(classLecturers.userId, userId)));
  return rows.length > 0;
}

/** The caller's standing in a class, inside the tenant's transaction. */
export async function accessIn(tx: Tx, school: SchoolRef, classId: string, user: UserRow | null): Promise<ClassAccess> {
  const row = await findClass(tx, school, classId);
  if (!user) return { school, row, user, isTeacher: false, isAdministrator: false, enrolled: false };
  const [roles, teacher, enrolled] = await Promise.all([
    rolesIn(tx, school, user.id), isLecturer(tx, row.id, user.id), enrolledIds(tx, user.id, [row.id]),
  ]);
  return { school, row, user, isTeacher: teacher, isAdministrator: roles.includes('administrator'), enrolled: enrolled.has(row.id) };
}

/**
 * Runs `fn` for one class of the request's school in a tenant transaction: the school must exist and
 * be visible to the caller (an open school, or a member), and the class must be one of its classes.
 */
export async function withClass<T>(db: Db, request: FastifyRequest, classId: string, fn: (tx: Tx, access: ClassAccess) => Promise<T>): Promise<T> {
  const school = await resolveSchool(db, schoolIdOf(request));
  await requireVisitor(db, request.user, school);
  return withTenant(db, school.tenantId, async (tx) => fn(tx, await accessIn(tx, school, classId, request.user)));
}

/** The class's teachers and the school's administrators pass; 401 anonymous, 403 everyone else. */
export function requireManager(access: ClassAccess): UserRow {
  if (!access.user) throw unauthenticated();
  if (!access.isTeacher && !access.isAdministrator) throw forbidden('Only a teacher of this class or an administrator of the school may do this.');
  return access.user;
}

/** Enrolled learners pass; 401 anonymous, 403 class.not_enrolled otherwise. */
export function requireLearner(access: ClassAccess): UserRow {
  if (!access.user) throw unauthenticated();
  if (!access.enrolled) throw notEnrolled();
  return access.user;
}

/** Enrolled learners, teachers and administrators (those who may open the class's files). */
export function requireParticipant(access: ClassAccess): UserRow {
  if (!access.user) throw unauthenticated();
  if (!access.enrolled && !access.isTeacher && !access.isAdministrator) throw notEnrolled();
  return access.user;
}
