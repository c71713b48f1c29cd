import { defineBlock } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { loaderRouteParams } from '../_shared/page-context';
import { classViewSchema, type ClassInfo, type ClassViewProps } from './schema';

/** The class the route names, or null when it names none. */
export function classInfoPath(schoolId: string, classId: string): string {
  return `/api/manager/class/classInfo/${encodeURIComponent(classId)}?schoolId=${encodeURIComponent(schoolId)}`;
}

/** A class: name, dates, teacher, schedule and an enrol / leave button. */
export const classView = defineBlock<ClassViewProps, ClassInfo | null>({
  type: 'class-view',
  version: 1,
  schema: classViewSchema,
  defaults: { showSchedule: true },
  palette: { label: 'block.class-view', icon: 'school', category: 'content' },
  migrations: [],
  load: () => import('./ClassView'),
  data: {
    key: (_props, ctx) => [ctx.schoolId, loaderRouteParams(ctx).classId ?? ''],
    fetch: async (_props, ctx) => {
      const classId = loaderRouteParams(ctx).classId;
      return isId(classId) ? ctx.getJson<ClassInfo>(classInfoPath(ctx.schoolId, classId)) : null;
    },
  },
});
