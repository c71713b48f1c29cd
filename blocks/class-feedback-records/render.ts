import { withSchool, type Paged } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
import type { Text } from '../_shared/class/schema';

/** What teacher-feedback-records answers. */
export interface FeedbackRecords {
  questionnaires: { id: string; title: Text; answerTimes: number; enrolledCount: number; answeredCount: number; remindedCount: number }[];
  records: Paged<{ id: string; questionnaireId: string; userName: string; attempt: number; createdAt: string; answers: { questionId: string; value: number | string }[] }>;
}

/** The teacher's view of the satisfaction questionnaires: who answered, the answers, and reminders. */
export const classFeedbackRecordsRender = defineClassRender<FeedbackRecords>({
  type: 'class-feedback-records',
  load: () => import('./ClassFeedbackRecords'),
  fetch: (ctx, classId, role) => (role.canManage
    ? ctx.getJson<FeedbackRecords>(withSchool(`/api/manager/v1/class-satisfaction/teacher-feedback-records/${classId}?pageNumber=1&pageSize=10`, ctx.schoolId))
    : Promise.resolve(null)),
});
