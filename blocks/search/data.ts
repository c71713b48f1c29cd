import type { LoaderContext } from '../../renderer/block-definition';
import type { LocalizedText } from '../../schemas/localized-text';
import type { ResourcePage } from '../_shared/cards/types';
import { loaderQuery } from '../_shared/page-context';
import type { SearchProps } from './schema';
import { readSearch, resultsPath } from './search-query';

/** A category of the facet tree. */
export interface Facet {
  id: string;
  name: LocalizedText | string;
  children?: Facet[];
}

/** Popular keywords of the school and the user's own recent ones. */
export interface HotSearch {
  hot: string[];
  history: string[];
}

/** Everything the search block draws. Facets and hot searches failing leave the results standing. */
export interface SearchData {
  results: ResourcePage;
  facets: Facet[];
  hot: HotSearch | null;
}

/** The loader's cache key: the result call (it holds every filter) and whether hot searches show. */
export function searchKey(props: SearchProps, ctx: LoaderContext): unknown[] {
  return [ctx.schoolId, resultsPath(ctx.schoolId, readSearch(loaderQuery(ctx)), props.pageSize), props.showCategories, props.showHotSearches];
}

/** Loads results for the URL's filters, the category tree and hot searches. */
export async function loadSearch(props: SearchProps, ctx: LoaderContext): Promise<SearchData> {
  const school = encodeURIComponent(ctx.schoolId);
  const [results, facets, hot] = await Promise.all([
    ctx.getJson<ResourcePage>(resultsPath(ctx.schoolId, readSearch(loaderQuery(ctx)), props.pageSize)),
    props.showCategories ? ctx.getJson<Facet[]>(`/api/category/v1/facets/tree?schoolId=${school}`).catch(() => []) : [],
    props.showHotSearches ? ctx.getJson<HotSearch>(`/api/search/v1/search/hotSearch?schoolId=${school}`).catch(() => null) : null,
  ]);
  return { results, facets: facets ?? [], hot };
}
