import { withSchool } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';

/** What teacher/classDetails answers (the parts shown here). */
export interface ClassDetails {
  lecturers: { userId: string; name: string }[];
  schedule: { id?: string; startsAt: string }[];
  nextSessionIndex: number | null;
  enrolledCount: number;
  capacity: number | null;
  attachmentCount: number;
  coursewareCount: number;
  questionnaireCount: number;
}

/** The management bar for the class's teachers and administrators: who teaches, the figures, and shortcuts to each tool. */
export const classManageRender = defineClassRender<ClassDetails>({
  type: 'class-manage',
  load: () => import('./ClassManage'),
  fetch: (ctx, classId, role) => (role.canManage ? ctx.getJson<ClassDetails>(withSchool(`/api/manager/teacher/classDetails/${classId}`, ctx.schoolId)) : Promise.resolve(null)),
});
