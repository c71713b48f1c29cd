import { withSchool, type Paged } from '../_shared/class/api';
import { defineClassBlock } from '../_shared/class/define';
import type { Text } from '../_shared/class/schema';

/** One student on the lecture screen. */
export interface StudentView {
  userId: string;
  name: string;
  account: string;
  attended: number;
  totalProgress: number;
  certified: boolean;
}

/** What lecturescreen/{classId}/V2 answers. */
export interface LectureScreen {
  name: Text;
  sessionCount: number;
  enrolledCount: number;
  capacity: number | null;
  students: Paged<StudentView>;
}

/** The lecture screen's student list for the class's teachers: ten a page, and the spreadsheet download. */
export const classStudents = defineClassBlock<LectureScreen>({
  type: 'class-students',
  icon: 'users',
  load: () => import('./ClassStudents'),
  fetch: (ctx, classId, role) => (role.canManage ? ctx.getJson<LectureScreen>(withSchool(`/api/manager/lecturescreen/${classId}/V2?pageNumber=1`, ctx.schoolId)) : Promise.resolve(null)),
});
