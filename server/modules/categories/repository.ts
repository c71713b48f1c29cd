import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema';
import type { Executor } from '../../db/tenant';

export type CategoryRow = typeof categories.$inferSelect;

/** A school's categories of a facet source (shared ones, source 0, always count), in display order. */
export function listCategories(tx: Executor, schoolId: string, source?: number): Promise<CategoryRow[]> {
  const where: SQL[] = [eq(categories.schoolId, schoolId)];
  if (source) where.push(inArray(categories.source, [0, source]));
  return tx.select().from(categories).where(and(...where)).orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** Inserts categories that do not exist yet (by id), parents before children. */
export async function insertCategories(tx: Executor, rows: (typeof categories.$inferInsert)[]): Promise<void> {
  for (const row of rows) await tx.insert(categories).values(row).onConflictDoNothing();
}
