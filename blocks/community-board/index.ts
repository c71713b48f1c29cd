import { defineBlock } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { loaderQuery } from '../_shared/page-context';
import { communityBoardSchema, type Community, type CommunityBoardProps } from './schema';

/** A school's knowledge communities (`?communityId=` narrows to one) with sections, subscribe and activity enrolment. */
export const communityBoard = defineBlock<CommunityBoardProps, Community[]>({
  type: 'community-board',
  version: 1,
  schema: communityBoardSchema,
  defaults: { showActivities: true },
  palette: { label: 'block.community-board', icon: 'messages-square', category: 'content' },
  migrations: [],
  load: () => import('./CommunityBoard'),
  data: {
    key: (_props, ctx) => [ctx.schoolId, loaderQuery(ctx).communityId ?? ''],
    fetch: (_props, ctx) => {
      const communityId = loaderQuery(ctx).communityId;
      const query = new URLSearchParams({ schoolId: ctx.schoolId, ...(isId(communityId) ? { communityId } : {}) });
      return ctx.getJson<Community[]>(`/api/km/v1/communities?${query}`);
    },
  },
});
