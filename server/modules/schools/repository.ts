import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { memberships, schools } from '../../db/schema';
import { rowsOf, type Executor } from '../../db/tenant';

/** What anyone may learn about a school id before its tenant is known. */
export interface SchoolRef {
  id: string;
  tenantId: string;
  parentId: string | null;
  openSchool: boolean;
}

export type SchoolRow = typeof schools.$inferSelect;

/** Looks a school up across tenants through the SECURITY DEFINER function (RLS hides it otherwise). */
export async function lookupSchool(db: Db, schoolId: string): Promise<SchoolRef | undefined> {
  const result = await db.execute(sql`select id, tenant_id, parent_id, open_school from portal_school_lookup(${schoolId}::bigint)`);
  const [row] = rowsOf<{ id: string; tenant_id: string; parent_id: string | null; open_school: boolean }>(result);
  return row && { id: row.id, tenantId: row.tenant_id, parentId: row.parent_id, openSchool: row.open_school };
}

/** A school's full row (inside a tenant transaction). */
export async function findSchool(tx: Executor, schoolId: string): Promise<SchoolRow | undefined> {
  const [row] = await tx.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row;
}

/** The sub-schools of a school, oldest first. */
export async function listSubSchools(tx: Executor, parentId: string): Promise<Pick<SchoolRow, 'id' | 'name'>[]> {
  return tx.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.parentId, parentId)).orderBy(asc(schools.createdAt), asc(schools.id));
}

/** The roles a user holds in any of the given schools of the current tenant. */
export async function findRoles(tx: Executor, userId: string, schoolIds: string[]): Promise<{ schoolId: string; role: Role }[]> {
  return tx
    .select({ schoolId: memberships.schoolId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.schoolId, schoolIds)));
}

/** Inserts a school unless one with this id exists; true when it was created. */
export async function insertSchool(tx: Executor, row: typeof schools.$inferInsert): Promise<boolean> {
  const created = await tx.insert(schools).values(row).onConflictDoNothing().returning({ id: schools.id });
  return created.length === 1;
}

/** Grants a role in a school (no-op when already held). */
export async function insertMembership(tx: Executor, row: typeof memberships.$inferInsert): Promise<void> {
  await tx.insert(memberships).values(row).onConflictDoNothing();
}

/** Records that a school's pages have been decorated (released at least once). */
export async function markDecorated(tx: Executor, schoolId: string): Promise<void> {
  await tx.update(schools).set({ isDecorated: true }).where(eq(schools.id, schoolId));
}
