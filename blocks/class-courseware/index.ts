import { withSchool, type Paged } from '../_shared/class/api';
import { defineClassBlock, isParticipant } from '../_shared/class/define';

/** One courseware item as classCoursewareList answers it. */
export interface CoursewareView {
  id: string;
  coursewareName: string;
  coursewareType: 1 | 2 | 3;
  url: string;
  createdAt: string;
}

/** Courseware of the class, ten a page, newest first; teachers add and delete it. */
export const classCourseware = defineClassBlock<Paged<CoursewareView>>({
  type: 'class-courseware',
  icon: 'library',
  load: () => import('./ClassCourseware'),
  fetch: (ctx, classId, role) => (isParticipant(role)
    ? ctx.getJson<Paged<CoursewareView>>(withSchool(`/api/manager/classCourseware/classCoursewareList/${classId}?pageNumber=1&pageSize=10`, ctx.schoolId))
    : Promise.resolve(null)),
});
