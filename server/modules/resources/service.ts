import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import type { SchoolRef } from '../schools/repository';
import { recordSearch } from '../search/service';
import type { ResourceScope } from './filters';
import type { ItemContext } from './presenter';
import { enrolledIds, listMostViewed, listResources, type ResourceRow } from './repository';
import type { ListFilters } from './query';

/** Rows to present and what presenting them needs. */
export interface ResourceResult extends ItemContext {
  rows: ResourceRow[];
  total: number;
}

/**
 * One page of a school's resources in a scope, with the user's enrolments. A keyword search on the
 * first page is recorded in the search log (hot searches and the user's history).
 */
export function listSchoolResources(db: Db, school: SchoolRef, userId: string | null, scope: ResourceScope, filters: ListFilters): Promise<ResourceResult> {
  const now = new Date();
  return withTenant(db, school.tenantId, async (tx) => {
    const { rows, total } = await listResources(tx, school.id, scope, filters, now);
    const enrolled = userId ? await enrolledIds(tx, userId, rows.map((r) => r.id)) : new Set<string>();
    if (filters.keyword && filters.pageNumber === 1) await recordSearch(tx, school, userId, filters.keyword, now);
    return { rows, total, enrolled, now };
  });
}

/** The hot board: the `limit` most viewed resources of a type (0: all types). */
export function hotResources(db: Db, school: SchoolRef, userId: string | null, type: number, limit: number): Promise<ResourceResult> {
  const now = new Date();
  return withTenant(db, school.tenantId, async (tx) => {
    const rows = await listMostViewed(tx, school.id, type, limit);
    const enrolled = userId ? await enrolledIds(tx, userId, rows.map((r) => r.id)) : new Set<string>();
    return { rows, total: rows.length, enrolled, now };
  });
}
