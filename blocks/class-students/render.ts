import { withSchool, type Paged } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
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
export const classStudentsRender = defineClassRender<LectureScreen>({
  type: 'class-students',
  load: () => import('./ClassStudents'),
  fetch: (ctx, classId, role) => (role.canManage ? ctx.getJson<LectureScreen>(withSchool(`/api/manager/lecturescreen/${classId}/V2?pageNumber=1`, ctx.schoolId)) : Promise.resolve(null)),
});
