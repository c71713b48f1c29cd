import { defineBlock } from '../../renderer/block-definition';
import { loadSearch, searchKey, type SearchData } from './data';
import { searchSchema, type SearchProps } from './schema';

/** The search page: keyword, categories, sort, zone and type filters kept in the URL, results with paging. */
export const search = defineBlock<SearchProps, SearchData>({
  type: 'search',
  version: 1,
  schema: searchSchema,
  defaults: { pageSize: 20, cardsPerLine: 4, showCategories: true, showHotSearches: true },
  palette: { label: 'block.search', icon: 'search', category: 'content' },
  migrations: [],
  load: () => import('./Search'),
  data: { key: searchKey, fetch: loadSearch },
});
