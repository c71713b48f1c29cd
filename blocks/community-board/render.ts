import { defineRender } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { loaderQuery } from '../_shared/page-context';
import type { Community, CommunityBoardProps } from './schema';

/** The community-board block as pages draw it. */
export const communityBoardRender = defineRender<CommunityBoardProps, Community[]>({
  type: 'community-board',
  version: 1,
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
