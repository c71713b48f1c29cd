import { defineBlock } from '../../renderer/block-definition';
import { schoolFansSchema, type FanPage, type SchoolFansProps } from './schema';

export const schoolFansPath = (schoolId: string, pageSize: number) => `/api/personal-center/v1/school-fans?schoolId=${encodeURIComponent(schoolId)}&pageSize=${pageSize}`;

/** The fans (followers) of the page's school, with follow / unfollow for members. */
export const schoolFans = defineBlock<SchoolFansProps, FanPage>({
  type: 'school-fans',
  version: 1,
  schema: schoolFansSchema,
  // No heading of its own: the block says "Fans" in the page's language until the school writes one.
  defaults: { title: {}, pageSize: 50 },
  palette: { label: 'block.school-fans', icon: 'heart', category: 'content' },
  migrations: [],
  load: () => import('./SchoolFans'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.pageSize],
    fetch: (props, ctx) => ctx.getJson<FanPage>(schoolFansPath(ctx.schoolId, props.pageSize)),
  },
});
