import { defineBlock } from '../../renderer/block-definition';
import { hotRankingSchema, type HotBoard, type HotRankingProps } from './schema';

/** The hot board call for a resource type. */
export function hotBoardPath(schoolId: string, resourceType: number): string {
  return `/api/portal/api/v1/portal/leaderboard-resource/${encodeURIComponent(schoolId)}?board=hot&type=${resourceType}`;
}

/** The most viewed resources of one type, ranked. */
export const hotRanking = defineBlock<HotRankingProps, HotBoard>({
  type: 'hot-ranking',
  version: 1,
  schema: hotRankingSchema,
  defaults: { title: { zh_CN: '热门排行', en_US: 'Most popular' }, resourceType: 1, count: 10 },
  palette: { label: 'block.hot-ranking', icon: 'flame', category: 'ranking' },
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
