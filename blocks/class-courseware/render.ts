import { withSchool, type Paged } from '../_shared/class/api';
import { defineClassRender, isParticipant } from '../_shared/class/class-render';

/** One courseware item as classCoursewareList answers it. */
export interface CoursewareView {
  id: string;
  coursewareName: string;
  coursewareType: 1 | 2 | 3;
  url: string;
  createdAt: string;
}

/** Courseware of the class, ten a page, newest first; teachers add and delete it. */
export const classCoursewareRender = defineClassRender<Paged<CoursewareView>>({
  type: 'class-courseware',
  load: () => import('./ClassCourseware'),
  fetch: (ctx, classId, role) => (isParticipant(role)
    ? ctx.getJson<Paged<CoursewareView>>(withSchool(`/api/manager/classCourseware/classCoursewareList/${classId}?pageNumber=1&pageSize=10`, ctx.schoolId))
    : Promise.resolve(null)),
});
