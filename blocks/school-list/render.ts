import type { LoaderContext } from '../../renderer/block-definition';
import { defineRender } from '../../renderer/block-definition';
import { loaderQuery } from '../_shared/page-context';
import type { SchoolListProps, SchoolPage } from './schema';

/** How many sub-schools each open school shows under it (childPageSize). */
export const CHILD_PAGE_SIZE = 3;

/** The list call for the page's keyword and page number (URL `keyword`, `pageNumber`). */
export function schoolListPath(props: SchoolListProps, ctx: Pick<LoaderContext, 'schoolId' | 'query'>): string {
  const q = loaderQuery(ctx as LoaderContext);
  const page = /^[1-9][0-9]{0,4}$/.test(q.pageNumber ?? '') ? q.pageNumber! : '1';
  const query = new URLSearchParams({ pageNumber: page, pageSize: String(props.pageSize), keyword: (q.keyword ?? '').slice(0, 100) });
  if (props.source === 'open-schools') {
    query.set('childPageSize', String(CHILD_PAGE_SIZE));
    return `/api/school/open/schools/open-school-list?${query}`;
  }
  return `/api/school/open/schools/${encodeURIComponent(ctx.schoolId)}/sub-schools?${query}`;
}

/** The school-list block as pages draw it. */
export const schoolListRender = defineRender<SchoolListProps, SchoolPage>({
  type: 'school-list',
  version: 1,
  migrations: [],
  load: () => import('./SchoolList'),
  data: {
    key: (props, ctx) => [ctx.schoolId, schoolListPath(props, ctx)],
    fetch: (props, ctx) => ctx.getJson<SchoolPage>(schoolListPath(props, ctx)),
  },
});
