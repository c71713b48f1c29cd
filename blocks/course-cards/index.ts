import { RESOURCE_TYPE } from '../../schemas/enums';
import { defineBlock } from '../../renderer/block-definition';
import { courseCardsSchema, type CourseCard, type CourseCardsProps, type ResourcePage } from './schema';

/** The list call for this block; kept here so the browser and the server prefetch ask for the same thing. */
export function courseListPath(schoolId: string, props: CourseCardsProps): string {
  const query = new URLSearchParams({
    schoolId,
    type: String(RESOURCE_TYPE.course),
    pageNumber: '1',
    pageSize: String(props.count),
    sort: String(props.sort),
    zone: String(props.zone),
  });
  return `/api/portal/api/v1/portal/resource?${query}`;
}

export const courseCards = defineBlock<CourseCardsProps, ResourcePage<CourseCard>>({
  type: 'course-cards',
  version: 1,
  schema: courseCardsSchema,
  defaults: {
    title: { zh_CN: '热门课程', en_US: 'Popular courses' },
    cardsPerLine: 4,
    count: 8,
    sort: 1,
    zone: 0,
    showMore: true,
  },
  palette: { label: { zh_CN: '课程卡片', en_US: 'Course cards' }, icon: '▦', category: 'content' },
  migrations: [],
  load: () => import('./CourseCards'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.count, props.sort, props.zone],
    fetch: (props, ctx) => ctx.getJson(courseListPath(ctx.schoolId, props)),
  },
});
