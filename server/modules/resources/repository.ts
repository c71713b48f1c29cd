import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { SORT, ZONE } from '../../../schemas/enums';
import { resources } from '../../db/schema';
import type { Executor } from '../../db/tenant';

export type ResourceRow = typeof resources.$inferSelect;

/** Filters and paging of the portal resource list. */
export interface ResourceQuery {
  schoolId: string;
  type: number;
  zone: number;
  sort: number;
  pageNumber: number;
  pageSize: number;
}

const ORDER: Record<number, SQL[]> = {
  [SORT.newest]: [desc(resources.createdAt), desc(resources.id)],
  [SORT.hottest]: [desc(resources.viewCount), desc(resources.createdAt), desc(resources.id)],
  [SORT.downloads]: [desc(resources.downloadCount), desc(resources.createdAt), desc(resources.id)],
};

/** One page of a school's resources and the total matching (inside a tenant transaction). */
export async function listResources(tx: Executor, query: ResourceQuery): Promise<{ rows: ResourceRow[]; total: number }> {
  const filters = [eq(resources.schoolId, query.schoolId)];
  if (query.type !== 0) filters.push(eq(resources.type, query.type));
  if (query.zone !== ZONE.all) filters.push(eq(resources.zone, query.zone));
  const where = and(...filters);
  const rows = await tx
    .select()
    .from(resources)
    .where(where)
    .orderBy(...(ORDER[query.sort] ?? [asc(resources.id)]))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const [totals] = await tx.select({ total: count() }).from(resources).where(where);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Inserts resources that do not exist yet (by id). */
export async function insertResources(tx: Executor, rows: (typeof resources.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(resources).values(rows).onConflictDoNothing();
}
