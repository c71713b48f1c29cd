import { defineBlock } from '../../renderer/block-definition';
import { schoolListSchema, type SchoolListProps, type SchoolPage } from './schema';
import { schoolListRender } from './render';

export { schoolListPath } from './render';

/** A searchable, paged list of schools: the page school's sub-schools or every open school. */
export const schoolList = defineBlock<SchoolListProps, SchoolPage>({
  ...schoolListRender,
  schema: schoolListSchema,
  // No heading of its own: a sub-school list says "Sub-schools" in the page's language until the school writes one.
  defaults: { title: {}, source: 'sub-schools', pageSize: 12, showSearch: true },
  palette: { label: 'block.school-list', icon: 'layout-grid', category: 'content' },
});
