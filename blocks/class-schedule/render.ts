import { withSchool, type Paged } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
import type { ClassSessionView } from '../_shared/class/schema';

/** The class's sessions as the schedule call answers them. */
export type ScheduleData = Paged<ClassSessionView> & { nextSessionId: string | null };

/** The class's schedule: every session, the next one marked, with its place or live link. */
export const classScheduleRender = defineClassRender<ScheduleData>({
  type: 'class-schedule',
  load: () => import('./ClassSchedule'),
  fetch: (ctx, classId) => ctx.getJson<ScheduleData>(withSchool(`/api/class/schedules/${classId}?pageNumber=1&pageSize=100&asc=true`, ctx.schoolId)),
});
