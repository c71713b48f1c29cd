import { defineRender } from '../../renderer/block-definition';
import type { FanPage, SchoolFansProps } from './schema';

export const schoolFansPath = (schoolId: string, pageSize: number) => `/api/personal-center/v1/school-fans?schoolId=${encodeURIComponent(schoolId)}&pageSize=${pageSize}`;

/** The school-fans block as pages draw it. */
export const schoolFansRender = defineRender<SchoolFansProps, FanPage>({
  type: 'school-fans',
  version: 1,
  migrations: [],
  load: () => import('./SchoolFans'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.pageSize],
    fetch: (props, ctx) => ctx.getJson<FanPage>(schoolFansPath(ctx.schoolId, props.pageSize)),
  },
});
