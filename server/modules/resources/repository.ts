import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { enrollments, resources } from '../../db/schema';
import type { Executor } from '../../db/tenant';
import { orderOf, whereOf, type ResourceScope } from './filters';
import type { ListFilters } from './query';

export type ResourceRow = typeof resources.$inferSelect;

/** One page of a school's resources in a scope, and the total matching (inside a tenant transaction). */
export async function listResources(
  tx: Executor,
  schoolId: string,
  scope: ResourceScope,
  filters: ListFilters,
  now: Date,
): Promise<{ rows: ResourceRow[]; total: number }> {
  const where = whereOf(schoolId, scope, filters);
  const rows = await tx
    .select()
    .from(resources)
    .where(where)
    .orderBy(...orderOf(scope, filters, now))
    .limit(filters.pageSize)
    .offset((filters.pageNumber - 1) * filters.pageSize);
  const [totals] = await tx.select({ total: count() }).from(resources).where(where);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The `limit` most viewed resources of a school in a scope. */
export function listMostViewed(tx: Executor, schoolId: string, type: number, limit: number): Promise<ResourceRow[]> {
  const where = [eq(resources.schoolId, schoolId), eq(resources.kind, 'standard')];
  if (type) where.push(eq(resources.type, type));
  return tx.select().from(resources).where(and(...where)).orderBy(desc(resources.viewCount), desc(resources.createdAt), desc(resources.id)).limit(limit);
}

/** One resource of a school by id. */
export async function findResource(tx: Executor, schoolId: string, id: string): Promise<ResourceRow | undefined> {
  const [row] = await tx.select().from(resources).where(and(eq(resources.schoolId, schoolId), eq(resources.id, id))).limit(1);
  return row;
}

/** Which of `resourceIds` the user is enrolled in. */
export async function enrolledIds(tx: Executor, userId: string, resourceIds: string[]): Promise<Set<string>> {
  if (resourceIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: enrollments.resourceId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.resourceId, resourceIds)));
  return new Set(rows.map((r) => r.id));
}

/** Inserts resources that do not exist yet (by id). */
export async function insertResources(tx: Executor, rows: (typeof resources.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(resources).values(rows).onConflictDoNothing();
}

/** Sets a resource's category where it has none yet (fills in demo rows seeded before categories existed). */
export async function fillCategory(tx: Executor, id: string, categoryId: string): Promise<void> {
  await tx.update(resources).set({ categoryId }).where(and(eq(resources.id, id), sql`${resources.categoryId} is null`));
}
