import { withSchool } from '../_shared/class/api';
import { defineClassBlock } from '../_shared/class/define';
import type { AttendanceItem } from '../_shared/class/schema';

/** The learner's sessions with their sign-ins (student/schedule/record). */
export interface AttendanceData {
  nextSessionId: string | null;
  list: AttendanceItem[];
}

/** Attendance: the learner signs in to open sessions and adds proof photos. */
export const classAttendance = defineClassBlock<AttendanceData>({
  type: 'class-attendance',
  icon: 'square-check',
  load: () => import('./ClassAttendance'),
  fetch: (ctx, classId, role) => (role.enrolled ? ctx.getJson<AttendanceData>(withSchool(`/api/manager/student/schedule/record/${classId}`, ctx.schoolId)) : Promise.resolve(null)),
});
