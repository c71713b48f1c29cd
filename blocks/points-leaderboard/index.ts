import { defineBlock } from '../../renderer/block-definition';
import { RANKING_PERIOD } from '../../schemas/enums';
import { pointsLeaderboardSchema, type PointsBoards, type PointsLeaderboardProps } from './schema';
import { pointsLeaderboardRender } from './render';

/** The top trainees by points, with a tab per ranking period. */
export const pointsLeaderboard = defineBlock<PointsLeaderboardProps, PointsBoards>({
  ...pointsLeaderboardRender,
  schema: pointsLeaderboardSchema,
  defaults: { title: { zh_CN: '积分排行榜', en_US: 'Points leaderboard' }, rankingPeriod: RANKING_PERIOD.latestMonth, count: 10 },
  palette: { label: 'block.points-leaderboard', icon: 'trophy', category: 'ranking' },
});
