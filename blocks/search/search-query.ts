import { enumValues, RESOURCE_TYPE, SORT, ZONE } from '../../schemas/enums';
import { isId } from '../../schemas/ids';

/** The search page's state, read from the URL (spec §2 "Search page keeps"), plus the result page. */
export interface SearchState {
  keyword: string;
  categoryIds: string[];
  sort: number;
  member: number;
  cardType: number;
  pageNumber: number;
}

/** The keys the search block reads and writes; vipPackageId and from ride along untouched. */
export const SEARCH_KEYS = ['keyword', 'categoryIds', 'sort', 'member', 'vipPackageId', 'cardType', 'from', 'pageNumber'] as const;

/** The RESOURCE_TYPE tabs of the search page, in order. */
export const CARD_TYPE_TABS = [
  RESOURCE_TYPE.all, RESOURCE_TYPE.course, RESOURCE_TYPE.exam, RESOURCE_TYPE.knowledge, RESOURCE_TYPE.live, RESOURCE_TYPE.class, RESOURCE_TYPE.topic,
] as const;

function oneOf(raw: string | undefined, allowed: readonly number[], fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && allowed.includes(value) ? value : fallback;
}

/** Reads the state from a query, dropping values the API would refuse so a hand-edited URL still searches. */
export function readSearch(query: Readonly<Record<string, string>>): SearchState {
  const page = Number(query.pageNumber);
  return {
    keyword: (query.keyword ?? '').trim().slice(0, 100),
    categoryIds: (query.categoryIds ?? '').split(',').filter(isId),
    sort: oneOf(query.sort, enumValues(SORT), SORT.newest),
    member: oneOf(query.member, enumValues(ZONE), ZONE.all),
    cardType: oneOf(query.cardType, CARD_TYPE_TABS, RESOURCE_TYPE.all),
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The result list call for a state. */
export function resultsPath(schoolId: string, state: SearchState, pageSize: number): string {
  const query = new URLSearchParams({
    schoolId,
    type: String(state.cardType),
    pageNumber: String(state.pageNumber),
    pageSize: String(pageSize),
    sort: String(state.sort),
    zone: String(state.member),
  });
  if (state.keyword) query.set('keyword', state.keyword);
  if (state.categoryIds.length) query.set('categoryIds', state.categoryIds.join(','));
  return `/api/portal/api/v1/portal/resource?${query}`;
}

/** The query changes for a new filter: any filter change goes back to the first page. */
export function filterChange(changes: Partial<Record<(typeof SEARCH_KEYS)[number], string | number | null>>) {
  return { pageNumber: null, ...changes };
}
