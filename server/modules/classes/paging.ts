import { CLASS_PAGE_SIZE } from '../../../schemas/class-management';

/** A page request: pageNumber from 1. */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

/** The page the query asks for; the schema has checked the bounds. */
export function pageOf(query: { pageNumber?: number; pageSize?: number }, fixedSize?: number): PageRequest {
  return { pageNumber: query.pageNumber ?? 1, pageSize: fixedSize ?? query.pageSize ?? CLASS_PAGE_SIZE };
}

/** `{ list, total, pageNumber, pageSize }`: the envelope of every paged class list. */
export function paged<T>(list: T[], total: number, page: PageRequest) {
  return { list, total, pageNumber: page.pageNumber, pageSize: page.pageSize };
}

/** SQL offset of a page. */
export const offsetOf = (page: PageRequest) => (page.pageNumber - 1) * page.pageSize;
