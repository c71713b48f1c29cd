import { defineBlock } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { withSchool } from '../_shared/class/api';
import { classBlockSchema, type AttendanceItem, type ClassBlockProps, type ClassSessionView, type Text } from '../_shared/class/schema';
import { loaderRouteParams } from '../_shared/page-context';

/** What student/schedule/check/{checkId} answers. */
export interface CheckView {
  session: ClassSessionView & { classId: string };
  className: Text;
  enrolled: boolean;
  canManage: boolean;
  item: AttendanceItem | null;
}

/** The check-view page's block: one session (the route's checkId), signing in to it, and proof photos. */
export const classCheckIn = defineBlock<ClassBlockProps, CheckView | null>({
  type: 'class-check-in',
  version: 1,
  schema: classBlockSchema,
  defaults: {},
  palette: { label: 'block.class-check-in', icon: 'map-pin', category: 'content' },
  migrations: [],
  load: () => import('./ClassCheckIn'),
  data: {
    key: (_props, ctx) => [ctx.schoolId, loaderRouteParams(ctx).checkId ?? ''],
    fetch: async (_props, ctx) => {
      const checkId = loaderRouteParams(ctx).checkId;
      return isId(checkId) ? ctx.getJson<CheckView>(withSchool(`/api/manager/student/schedule/check/${checkId}`, ctx.schoolId)) : null;
    },
  },
});
