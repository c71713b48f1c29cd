import { defineRender } from '../../renderer/block-definition';
import { loadSearch, searchKey, type SearchData } from './data';
import type { SearchProps } from './schema';

/** The search block as pages draw it. */
export const searchRender = defineRender<SearchProps, SearchData>({
  type: 'search',
  version: 1,
  migrations: [],
  load: () => import('./Search'),
  data: { key: searchKey, fetch: loadSearch },
});
