import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import type { SchoolRef } from '../schools/repository';
import { periodWindow } from './periods';
import { topByPoints, type PointsRow } from './repository';

export const POINTS_BOARD_SIZE = 50;
export const HOT_BOARD_SIZE = 20;

/** The trainee points board of a school for one RANKING_PERIOD. */
export function pointsBoard(db: Db, school: SchoolRef, period: number, now = new Date()): Promise<PointsRow[]> {
  return withTenant(db, school.tenantId, (tx) => topByPoints(tx, school.id, periodWindow(period, now), POINTS_BOARD_SIZE));
}
