import type { FastifyInstance } from 'fastify';
import { enumSchema, RANKING_PERIOD, RESOURCE_TYPE } from '../../../schemas/enums';
import { readRoute, visibleSchool } from '../../http/read-route';
import { presentHotBoard } from '../resources/presenter';
import { hotResources } from '../resources/service';
import { presentPointsBoard } from './presenter';
import { HOT_BOARD_SIZE, pointsBoards } from './service';

const boardQuery = {
  type: 'object',
  properties: {
    board: { type: 'string', enum: ['hot', 'points'], default: 'hot' },
    type: { ...enumSchema(RESOURCE_TYPE), default: RESOURCE_TYPE.course },
    rankingPeriod: { ...enumSchema(RANKING_PERIOD), default: RANKING_PERIOD.total },
  },
} as const;

interface BoardQuery {
  board: 'hot' | 'points';
  type: number;
  rankingPeriod: number;
}

/** The hot resources board and the trainee points board (docs/api.md). */
export async function leaderboardRoutes(app: FastifyInstance) {
  readRoute<BoardQuery, { schoolId: string }>(app, '/api/portal/api/v1/portal/leaderboard-resource/:schoolId', { querystring: boardQuery }, async (input) => {
    const school = await visibleSchool(input, input.params.schoolId);
    if (input.query.board === 'points') {
      // A page's points leaderboard asks for several periods: one query answers them all.
      const board = await input.batch(`points-board:${school.id}`, input.query.rankingPeriod, (periods) => pointsBoards(input.db, school, periods));
      return presentPointsBoard(board);
    }
    const result = await hotResources(input.db, school, input.user?.id ?? null, input.query.type, HOT_BOARD_SIZE);
    return presentHotBoard(result.rows, result);
  });
}
