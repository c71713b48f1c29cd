import { defineBlock } from '../../renderer/block-definition';
import { hotRankingSchema, type HotBoard, type HotRankingProps } from './schema';
import { hotRankingRender } from './render';

/** The most viewed resources of one type, ranked. */
export const hotRanking = defineBlock<HotRankingProps, HotBoard>({
  ...hotRankingRender,
  schema: hotRankingSchema,
  defaults: { title: { zh_CN: '热门排行', en_US: 'Most popular' }, resourceType: 1, count: 10 },
  palette: { label: 'block.hot-ranking', icon: 'flame', category: 'ranking' },
});
