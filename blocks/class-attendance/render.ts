import { withSchool } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
import type { AttendanceItem } from '../_shared/class/schema';

/** The learner's sessions with their sign-ins (student/schedule/record). */
export interface AttendanceData {
  nextSessionId: string | null;
  list: AttendanceItem[];
}

/** Attendance: the learner signs in to open sessions and adds proof photos. */
export const classAttendanceRender = defineClassRender<AttendanceData>({
  type: 'class-attendance',
  load: () => import('./ClassAttendance'),
  fetch: (ctx, classId, role) => (role.enrolled ? ctx.getJson<AttendanceData>(withSchool(`/api/manager/student/schedule/record/${classId}`, ctx.schoolId)) : Promise.resolve(null)),
});
