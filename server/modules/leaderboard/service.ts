import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import type { SchoolRef } from '../schools/repository';
import { periodWindow } from './periods';
import { topByPointsInWindows, type PointsRow } from './repository';

export const POINTS_BOARD_SIZE = 50;
export const HOT_BOARD_SIZE = 20;

/** The points boards of several RANKING_PERIODs, in one query (a page's leaderboard shows four). */
export function pointsBoards(db: Db, school: SchoolRef, periods: readonly number[], now = new Date()): Promise<PointsRow[][]> {
  return withTenant(db, school.tenantId, (tx) => topByPointsInWindows(tx, school.id, periods.map((p) => periodWindow(p, now)), POINTS_BOARD_SIZE));
}
