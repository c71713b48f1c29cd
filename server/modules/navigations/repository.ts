import { and, asc, eq, type SQL } from 'drizzle-orm';
import { navigations } from '../../db/schema';
import type { Executor } from '../../db/tenant';

export type NavigationRow = typeof navigations.$inferSelect;

/** A school's navigation items in menu order; only visible ones unless `all`. */
export function listNavigations(tx: Executor, schoolId: string, all: boolean): Promise<NavigationRow[]> {
  const where: SQL[] = [eq(navigations.schoolId, schoolId)];
  if (!all) where.push(eq(navigations.visible, true));
  return tx.select().from(navigations).where(and(...where)).orderBy(asc(navigations.sortOrder), asc(navigations.id));
}

/** Inserts navigation items that do not exist yet (by id), parents before children. */
export async function insertNavigations(tx: Executor, rows: (typeof navigations.$inferInsert)[]): Promise<void> {
  for (const row of rows) await tx.insert(navigations).values(row).onConflictDoNothing();
}
