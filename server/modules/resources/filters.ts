import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CARD_RANKING_KIND, SORT, ZONE } from '../../../schemas/enums';
import { resources, type ResourceKind } from '../../db/schema';
import type { ListFilters } from './query';

/** Which rows one list endpoint covers, before the caller's filters. */
export interface ResourceScope {
  /** A RESOURCE_TYPE; absent or 0 is every type. */
  type?: number;
  kind?: ResourceKind;
  boutique?: boolean;
  /** `schedule`: upcoming and ongoing first by start time, then ended ones, latest first. */
  order?: 'schedule';
}

const ids = (values: string[]) => sql.join(values.map((v) => sql`${v}::bigint`), sql`, `);

/** `%text%` for ILIKE with the caller's own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The title, in any language, contains the keyword (case-insensitive). */
function titleContains(keyword: string): SQL {
  return sql`exists (select 1 from jsonb_each_text(${resources.title}) as t(lang, value) where t.value ilike ${containsPattern(keyword)})`;
}

/** The resource's category is one of `categoryIds` or a descendant of one. */
function inCategories(categoryIds: string[]): SQL {
  return sql`${resources.categoryId} in (
    with recursive sub(id) as (
      select c.id from categories c where c.id in (${ids(categoryIds)})
      union
      select c.id from categories c join sub on c.parent_id = sub.id
    ) select id from sub)`;
}

/** The WHERE of a list: the school, the endpoint's scope and the caller's filters. */
export function whereOf(schoolId: string, scope: ResourceScope, filters: ListFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(resources.schoolId, schoolId)];
  if (scope.type) where.push(eq(resources.type, scope.type));
  where.push(eq(resources.kind, scope.kind ?? 'standard'));
  if (scope.boutique !== undefined) where.push(eq(resources.boutique, scope.boutique));
  if (filters.rankingKind === CARD_RANKING_KIND.custom) {
    // Exactly the ids given (those of this list that exist), whatever the other filters say.
    where.push(filters.ids.length > 0 ? sql`${resources.id} in (${ids(filters.ids)})` : sql`false`);
    return and(...where);
  }
  if (filters.zone !== ZONE.all) where.push(eq(resources.zone, filters.zone));
  if (filters.keyword) where.push(titleContains(filters.keyword));
  if (filters.categoryIds.length > 0) where.push(inCategories(filters.categoryIds));
  return and(...where);
}

const SORT_ORDER: Record<number, SQL[]> = {
  [SORT.newest]: [desc(resources.createdAt), desc(resources.id)],
  [SORT.hottest]: [desc(resources.viewCount), desc(resources.createdAt), desc(resources.id)],
  [SORT.downloads]: [desc(resources.downloadCount), desc(resources.createdAt), desc(resources.id)],
};

function scheduleOrder(now: Date): SQL[] {
  const live = sql`(${resources.endsAt} is null or ${resources.endsAt} >= ${now.toISOString()}::timestamptz)`;
  return [
    sql`case when ${live} then 0 else 1 end`,
    sql`case when ${live} then ${resources.startsAt} end asc nulls last`,
    desc(resources.startsAt),
    asc(resources.id),
  ];
}

/** The ORDER BY of a list: custom ranking keeps the ids' order, recommended puts those first, else `sort`. */
export function orderOf(scope: ResourceScope, filters: ListFilters, now: Date): SQL[] {
  if (filters.rankingKind === CARD_RANKING_KIND.custom && filters.ids.length > 0) {
    return [sql`array_position(array[${ids(filters.ids)}]::bigint[], ${resources.id})`];
  }
  if (filters.rankingKind === CARD_RANKING_KIND.recommended) {
    return [desc(resources.recommended), ...SORT_ORDER[SORT.hottest]!];
  }
  if (scope.order === 'schedule') return scheduleOrder(now);
  return SORT_ORDER[filters.sort] ?? SORT_ORDER[SORT.newest]!;
}
