import { useState, type FormEvent } from 'react';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { text } from '../_shared/messages';
import { currentPath, hrefWith } from '../_shared/page-context';
import { CategoryTree } from './CategoryTree';
import type { SearchData } from './data';
import { Filters } from './Filters';
import { HotSearches } from './HotSearches';
import { Results } from './Results';
import type { SearchProps } from './schema';
import { filterChange, readSearch } from './search-query';
import '../_shared/cards/card-list.css';
import './search.css';

/** The search page. It reads its state only from ctx.query and changes it only through ctx.navigate. */
export default function Search({ id, props, data, context }: BlockComponentProps<SearchProps, SearchData>) {
  const query = context.query ?? {};
  const state = readSearch(query);
  // Facets and hot searches do not change with the filters: keep the last ones while new results load.
  const [kept, setKept] = useState(data.value);
  if (data.value && data.value !== kept) setKept(data.value);
  const go = (changes: Record<string, string | number | null>) => context.navigate?.(hrefWith(currentPath(context), query, changes));
  const searchFor = (keyword: string) => go(filterChange({ keyword: keyword.trim() || null }));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    searchFor(String(new FormData(event.currentTarget).get('keyword') ?? ''));
  }
  return (
    <div className="search-block">
      <form role="search" className="search-box" onSubmit={onSubmit}>
        <label htmlFor={`${id}-keyword`} className="search-box__label">{text('search.label', context)}</label>
        <input
          key={state.keyword}
          id={`${id}-keyword`}
          name="keyword"
          type="search"
          maxLength={100}
          defaultValue={state.keyword}
          placeholder={text('search.placeholder', context)}
        />
        <button type="submit">{text('search.label', context)}</button>
      </form>
      {props.showHotSearches && kept?.hot && <HotSearches hot={kept.hot} onSearch={searchFor} context={context} />}
      <Filters state={state} onChange={(key, value) => go(filterChange({ [key]: value || null }))} context={context} />
      <div className="search-block__body">
        {props.showCategories && kept && kept.facets.length > 0 && (
          <CategoryTree facets={kept.facets} chosen={state.categoryIds} onChoose={(cat) => go(filterChange({ categoryIds: cat }))} context={context} />
        )}
        <Results
          status={data.status}
          page={data.value?.results}
          pageSize={props.pageSize}
          cardsPerLine={props.cardsPerLine}
          onPage={(page) => go({ pageNumber: page > 1 ? page : null })}
          context={context}
        />
      </div>
    </div>
  );
}
