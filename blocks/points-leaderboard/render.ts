import { defineRender } from '../../renderer/block-definition';
import { enumValues, RANKING_PERIOD } from '../../schemas/enums';
import type { PointsBoards, PointsEntry, PointsLeaderboardProps } from './schema';

/** The points board call for one period. */
export function pointsBoardPath(schoolId: string, period: number): string {
  return `/api/portal/api/v1/portal/leaderboard-resource/${encodeURIComponent(schoolId)}?board=points&rankingPeriod=${period}`;
}

/** The points-leaderboard block as pages draw it. */
export const pointsLeaderboardRender = defineRender<PointsLeaderboardProps, PointsBoards>({
  type: 'points-leaderboard',
  version: 1,
  migrations: [],
  load: () => import('./PointsLeaderboard'),
  data: {
    key: (props, ctx) => [ctx.schoolId, props.count],
    // All four boards at once: the loader sees props only, and the visitor's tab is not a prop. Only the
    // rows the block shows are kept (they travel in the page's state).
    fetch: async (props, ctx) => {
      const periods = enumValues(RANKING_PERIOD);
      const boards = await Promise.all(periods.map((p) => ctx.getJson<{ list: PointsEntry[] }>(pointsBoardPath(ctx.schoolId, p))));
      return Object.fromEntries(periods.map((p, i) => [p, (boards[i]?.list ?? []).slice(0, props.count)]));
    },
  },
});
