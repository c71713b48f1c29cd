import { and, desc, eq, gte, lt, sum, type SQL } from 'drizzle-orm';
import { pointEvents, users } from '../../db/schema';
import type { Executor } from '../../db/tenant';

/** One trainee's points in a window, with what the board shows of them. */
export interface PointsRow {
  userId: string;
  realName: string;
  nickName: string;
  mobile: string;
  email: string;
  avatarUrl: string;
  points: number;
}

/** The school's top trainees by points earned in [from, to), most first (ties: the earlier user id). */
export async function topByPoints(tx: Executor, schoolId: string, window: { from?: Date; to?: Date }, limit: number): Promise<PointsRow[]> {
  const where: SQL[] = [eq(pointEvents.schoolId, schoolId)];
  if (window.from) where.push(gte(pointEvents.createdAt, window.from));
  if (window.to) where.push(lt(pointEvents.createdAt, window.to));
  const total = sum(pointEvents.points);
  const rows = await tx
    .select({ userId: users.id, realName: users.realName, nickName: users.nickName, mobile: users.mobile, email: users.email, avatarUrl: users.avatarUrl, points: total })
    .from(pointEvents)
    .innerJoin(users, eq(users.id, pointEvents.userId))
    .where(and(...where))
    .groupBy(users.id, users.realName, users.nickName, users.mobile, users.email, users.avatarUrl)
    .orderBy(desc(total), users.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, points: Number(r.points ?? 0) }));
}

/** Adds point events (ids fixed by the caller; existing ids are kept). */
export async function insertPointEvents(tx: Executor, rows: (typeof pointEvents.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(pointEvents).values(rows.slice(i, i + 500)).onConflictDoNothing();
}
