import { withSchool } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
import type { Text } from '../_shared/class/schema';

/** One question. */
export interface QuestionView {
  id: string;
  kind: 'rating' | 'choice' | 'text';
  title: Text;
  required: boolean;
  options?: Text[];
}

/** A questionnaire as user-query-satisfaction-questionnaires answers it. */
export interface QuestionnaireView {
  id: string;
  title: Text;
  questions: QuestionView[];
  answerTimes: number;
  usedTimes: number;
  remainingTimes: number;
  remindedAt: string | null;
}

/** The class's satisfaction questionnaire for an enrolled learner (the first one the class has), or none. */
export const classQuestionnaireRender = defineClassRender<{ questionnaire: QuestionnaireView | null }>({
  type: 'class-questionnaire',
  load: () => import('./ClassQuestionnaire'),
  fetch: async (ctx, classId, role) => {
    if (!role.enrolled) return null;
    const meta = await ctx.getJson<{ questionnaires: { id: string }[] }>(withSchool(`/api/manager/queryMetadata?classId=${classId}`, ctx.schoolId));
    const first = meta.questionnaires[0];
    if (!first) return { questionnaire: null };
    const path = `/api/manager/v1/class-satisfaction/user-query-satisfaction-questionnaires/classes/${classId}/questionnaires/${first.id}`;
    return { questionnaire: await ctx.getJson<QuestionnaireView>(withSchool(path, ctx.schoolId)) };
  },
});
