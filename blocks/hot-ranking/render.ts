import { defineRender } from '../../renderer/block-definition';
import type { HotBoard, HotRankingProps } from './schema';

/** The hot board call for a resource type. */
export function hotBoardPath(schoolId: string, resourceType: number): string {
  return `/api/portal/api/v1/portal/leaderboard-resource/${encodeURIComponent(schoolId)}?board=hot&type=${resourceType}`;
}

/** The hot-ranking block as pages draw it. */
export const hotRankingRender = defineRender<HotRankingProps, HotBoard>({
  type: 'hot-ranking',
  version: 1,
  migrations: [],
  load: () => import('./HotRanking'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.resourceType, props.count],
    // Only the rows the block shows are kept (they travel in the page's state).
    fetch: async (props, ctx) => {
      const board = await ctx.getJson<HotBoard>(hotBoardPath(ctx.schoolId, props.resourceType));
      return { ...board, list: board.list.slice(0, props.count) };
    },
  },
});
