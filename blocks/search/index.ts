import { defineBlock } from '../../renderer/block-definition';
import { searchSchema, type SearchProps } from './schema';
import type { SearchData } from './data';
import { searchRender } from './render';

/** The search page: keyword, categories, sort, zone and type filters kept in the URL, results with paging. */
export const search = defineBlock<SearchProps, SearchData>({
  ...searchRender,
  schema: searchSchema,
  defaults: { pageSize: 20, cardsPerLine: 4, showCategories: true, showHotSearches: true },
  palette: { label: 'block.search', icon: 'search', category: 'content' },
});
