/** Paging and keyword properties the directory, personal-center, order and community lists share. */
export const pagingProperties = {
  pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  keyword: { type: 'string', maxLength: 100, default: '' },
} as const;

export interface Paging {
  pageNumber: number;
  pageSize: number;
  keyword: string;
}

/** A page of a list, as every list of these modules answers. */
export function pageOf<T>(list: T[], total: number, paging: Pick<Paging, 'pageNumber' | 'pageSize'>) {
  return { list, total, pageNumber: paging.pageNumber, pageSize: paging.pageSize };
}

/** `%keyword%` for ILIKE with the keyword's own % _ \ taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
