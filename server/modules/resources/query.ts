import { CARD_RANKING_KIND, enumSchema, SORT, ZONE } from '../../../schemas/enums';

const ID = '[1-9][0-9]{18}';
/** Up to `max` comma-separated 19-digit ids (or nothing). */
const idList = (max: number) => ({ type: 'string', pattern: `^$|^${ID}(,${ID}){0,${max - 1}}$` }) as const;

/** At most this many ids for custom ranking (docs/api.md). */
export const MAX_IDS = 50;

/** The query properties every portal list accepts (docs/api.md "Portal data for blocks"). */
export const listProperties = {
  schoolId: { type: 'string' },
  pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  sort: { ...enumSchema(SORT), default: SORT.newest },
  zone: { ...enumSchema(ZONE), default: ZONE.all },
  rankingKind: { ...enumSchema(CARD_RANKING_KIND), default: CARD_RANKING_KIND.default },
  keyword: { type: 'string', maxLength: 100 },
  categoryIds: idList(MAX_IDS),
  ids: idList(MAX_IDS),
} as const;

/** A list querystring schema: the shared properties plus `extra`. */
export function listQuerySchema<P extends Record<string, unknown>>(extra: P = {} as P) {
  return { type: 'object', required: ['schoolId'], properties: { ...listProperties, ...extra } } as const;
}

/** The shared list query after validation (defaults applied). */
export interface ListQuerystring {
  schoolId: string;
  pageNumber: number;
  pageSize: number;
  sort: number;
  zone: number;
  rankingKind: number;
  keyword?: string;
  categoryIds?: string;
  ids?: string;
}

/** Splits a validated comma-separated id list; empty or absent is none. */
export function splitIds(value: string | undefined): string[] {
  return value ? value.split(',') : [];
}

/** The validated list query in the form the repository uses. */
export interface ListFilters {
  pageNumber: number;
  pageSize: number;
  sort: number;
  zone: number;
  rankingKind: number;
  keyword: string;
  categoryIds: string[];
  ids: string[];
}

/** Normalizes a validated querystring: keyword trimmed, id lists split. */
export function toFilters(query: ListQuerystring): ListFilters {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    sort: query.sort,
    zone: query.zone,
    rankingKind: query.rankingKind,
    keyword: (query.keyword ?? '').trim(),
    categoryIds: splitIds(query.categoryIds),
    ids: splitIds(query.ids),
  };
}
