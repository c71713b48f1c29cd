import { defineRender } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { withSchool } from '../_shared/class/api';
import type { AttendanceItem, ClassBlockProps, ClassSessionView, Text } from '../_shared/class/schema';
import { loaderRouteParams } from '../_shared/page-context';

/** What student/schedule/check/{checkId} answers. */
export interface CheckView {
  session: ClassSessionView & { classId: string };
  className: Text;
  enrolled: boolean;
  canManage: boolean;
  item: AttendanceItem | null;
}

/** The class-check-in block as pages draw it. */
export const classCheckInRender = defineRender<ClassBlockProps, CheckView | null>({
  type: 'class-check-in',
  version: 1,
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
