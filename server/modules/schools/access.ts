import type { Role } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { withTenant, type Executor } from '../../db/tenant';
import { forbidden, unauthenticated, schoolNotFound } from '../../http/app-error';
import { parseSchoolId } from '../../http/school-id';
import type { UserRow } from '../auth/repository';
import { findRoles, lookupSchool, type SchoolRef } from './repository';

/** Resolves a school id from the URL to its tenant; 400 for a malformed id, 404 when no such school. */
export async function resolveSchool(db: Db, rawId: unknown): Promise<SchoolRef> {
  const school = await lookupSchool(db, parseSchoolId(rawId));
  if (!school) throw schoolNotFound();
  return school;
}

/** The roles a user holds in a school, counting roles in the parent school for a sub-school. */
export async function rolesIn(tx: Executor, school: SchoolRef, userId: string): Promise<Role[]> {
  const ids = school.parentId ? [school.id, school.parentId] : [school.id];
  const rows = await findRoles(tx, userId, ids);
  return [...new Set(rows.map((r) => r.role))];
}

/** Administrators of the school (or of its parent) pass; 401 for anonymous, 403 for everyone else. */
export async function requireAdministrator(db: Db, user: UserRow | null, school: SchoolRef): Promise<Role[]> {
  if (!user) throw unauthenticated();
  const roles = await withTenant(db, school.tenantId, (tx) => rolesIn(tx, school, user.id));
  if (!roles.includes('administrator')) throw forbidden('Only an administrator of this school may do this.');
  return roles;
}

/** Members of the school (a role in it or its parent) pass; 401 for anonymous, 403 for everyone else. */
export async function requireMember(db: Db, user: UserRow | null, school: SchoolRef, message = 'Only members of this school may do this.'): Promise<Role[]> {
  if (!user) throw unauthenticated();
  const roles = await withTenant(db, school.tenantId, (tx) => rolesIn(tx, school, user.id));
  if (roles.length === 0) throw forbidden(message);
  return roles;
}

/** Anyone may see an open school; a closed one only its members (401 anonymous, 403 others). */
export async function requireVisitor(db: Db, user: UserRow | null, school: SchoolRef): Promise<void> {
  if (school.openSchool) return;
  if (!user) throw unauthenticated();
  const roles = await withTenant(db, school.tenantId, (tx) => rolesIn(tx, school, user.id));
  if (roles.length === 0) throw forbidden('This school is open to its members only.');
}
