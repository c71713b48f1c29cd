import type { FastifyInstance } from 'fastify';
import { enumSchema, RANKING_PERIOD, RESOURCE_TYPE } from '../../../schemas/enums';
import { ok } from '../../http/envelope';
import { presentHotBoard } from '../resources/presenter';
import { hotResources } from '../resources/service';
import { requireVisitor, resolveSchool } from '../schools/access';
import { presentPointsBoard } from './presenter';
import { HOT_BOARD_SIZE, pointsBoard } from './service';

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
  const db = () => app.database.db;
  app.get<{ Params: { schoolId: string }; Querystring: BoardQuery }>(
    '/api/portal/api/v1/portal/leaderboard-resource/:schoolId',
    { schema: { querystring: boardQuery } },
    async (request) => {
      const school = await resolveSchool(db(), request.params.schoolId);
      await requireVisitor(db(), request.user, school);
      if (request.query.board === 'points') return ok(presentPointsBoard(await pointsBoard(db(), school, request.query.rankingPeriod)));
      const result = await hotResources(db(), school, request.user?.id ?? null, request.query.type, HOT_BOARD_SIZE);
      return ok(presentHotBoard(result.rows, result));
    },
  );
}
