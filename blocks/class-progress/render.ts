import { withSchool } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
import type { Text } from '../_shared/class/schema';

/** One curriculum or exam with the learner's progress. */
export interface ProgressItem {
  id: string;
  title: Text;
  progress: number;
  score: number | null;
}

/** What scheduleTotalProgress answers. */
export interface ProgressData {
  curriculum: ProgressItem[];
  exam: ProgressItem[];
  attended: number;
  sessions: number;
  total: number;
}

/** The learner's own progress: total, per curriculum, per exam, and sessions attended. */
export const classProgressRender = defineClassRender<ProgressData>({
  type: 'class-progress',
  load: () => import('./ClassProgress'),
  fetch: (ctx, classId, role) => (role.enrolled ? ctx.getJson<ProgressData>(withSchool(`/api/manager/class/scheduleTotalProgress/${classId}`, ctx.schoolId)) : Promise.resolve(null)),
});
