import type { RenderContext } from '../../renderer/context';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { Card, CardPlaceholder } from '../_shared/cards/Card';
import type { CardTypeSpec, ResourcePage } from '../_shared/cards/types';
import { text } from '../_shared/messages';

// One card shape for every type in mixed results: each fact shows where the item has it.
const RESULT_SPEC: CardTypeSpec = {
  type: 'search',
  endpoint: '/api/portal/api/v1/portal/resource',
  shows: { enrollment: true, activity: true, learners: true, teacher: true, duration: true },
  itemHref: (item, schoolId) => (item.type === RESOURCE_TYPE.class ? `/portal/${schoolId}/class-view/${item.id}` : ''),
};

interface ResultsProps {
  status: 'idle' | 'loading' | 'error' | 'success';
  page: ResourcePage | undefined;
  pageSize: number;
  cardsPerLine: number;
  onPage: (page: number) => void;
  context: RenderContext;
}

/** The result cards with their count and previous/next paging. */
export function Results({ status, page, pageSize, cardsPerLine, onPage, context }: ResultsProps) {
  const pages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const current = page?.pageNumber ?? 1;
  return (
    <div className="search-results" aria-busy={status === 'loading'}>
      {status === 'error' && <p role="alert">{text('common.loadFailed', context)}</p>}
      {status === 'success' && page && (
        <p className="search-results__count" role="status">
          {page.total ? text('search.results', context, { count: page.total }) : text('search.noResults', context)}
        </p>
      )}
      <ul className="card-list__grid" style={{ ['--cards-per-line' as string]: cardsPerLine }}>
        {status === 'loading' && Array.from({ length: Math.min(pageSize, 8) }, (_, i) => <CardPlaceholder key={i} />)}
        {status === 'success' && page?.list.map((item) => <Card key={item.id} item={item} spec={RESULT_SPEC} context={context} />)}
      </ul>
      {status === 'success' && pages > 1 && (
        <nav className="search-results__paging" aria-label={text('search.pagination', context)}>
          <button type="button" disabled={current <= 1} onClick={() => onPage(current - 1)}>{text('search.previous', context)}</button>
          <span>{text('search.page', context, { page: current, pages })}</span>
          <button type="button" disabled={current >= pages} onClick={() => onPage(current + 1)}>{text('search.next', context)}</button>
        </nav>
      )}
    </div>
  );
}
