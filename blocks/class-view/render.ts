import { defineRender } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { loaderRouteParams } from '../_shared/page-context';
import type { ClassInfo, ClassViewProps } from './schema';

/** The class the route names, or null when it names none. */
export function classInfoPath(schoolId: string, classId: string): string {
  return `/api/manager/class/classInfo/${encodeURIComponent(classId)}?schoolId=${encodeURIComponent(schoolId)}`;
}

/** The class-view block as pages draw it. */
export const classViewRender = defineRender<ClassViewProps, ClassInfo | null>({
  type: 'class-view',
  version: 1,
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
