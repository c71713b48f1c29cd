import { sql } from 'drizzle-orm';
import { pointEvents } from '../../db/schema';
import { rowsOf, type Executor } from '../../db/tenant';

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

/** A time window of a board: [from, to), either end open when absent. */
export interface PointsWindow {
  from?: Date;
  to?: Date;
}

/**
 * The school's top trainees by points earned in each window, most first (ties: the earlier user id),
 * in one pass over the school's point events (a page's leaderboard shows four windows).
 */
export async function topByPointsInWindows(tx: Executor, schoolId: string, windows: readonly PointsWindow[], limit: number): Promise<PointsRow[][]> {
  if (windows.length === 0) return [];
  const inWindow = (w: PointsWindow) => {
    const parts = [sql`true`];
    if (w.from) parts.push(sql`e.created_at >= ${w.from.toISOString()}::timestamptz`);
    if (w.to) parts.push(sql`e.created_at < ${w.to.toISOString()}::timestamptz`);
    return sql.join(parts, sql` and `);
  };
  const sums = sql.join(windows.map((w, i) => sql`sum(e.points) filter (where ${inWindow(w)}) as ${sql.raw(`p${i}`)}`), sql`, `);
  const unpivot = sql.join(windows.map((_, i) => sql`(${sql.raw(String(i))}, ${sql.raw(`p${i}`)})`), sql`, `);
  const result = await tx.execute(sql`
    with totals as (
      select e.user_id, ${sums} from point_events e where e.school_id = ${schoolId} group by e.user_id
    ), ranked as (
      select v.board, t.user_id, v.points, row_number() over (partition by v.board order by v.points desc, t.user_id) as place
      from totals t cross join lateral (values ${unpivot}) as v(board, points)
      where v.points is not null
    )
    select r.board::int as board, u.id::text as id, u.real_name, u.nick_name, u.mobile, u.email, u.avatar_url, r.points::text as points
    from ranked r join users u on u.id = r.user_id
    where r.place <= ${limit}
    order by r.board, r.place`);
  const boards: PointsRow[][] = windows.map(() => []);
  for (const row of rowsOf<{ board: number; id: string; real_name: string; nick_name: string; mobile: string; email: string; avatar_url: string; points: string }>(result)) {
    boards[Number(row.board)]!.push({
      userId: String(row.id),
      realName: row.real_name,
      nickName: row.nick_name,
      mobile: row.mobile,
      email: row.email,
      avatarUrl: row.avatar_url,
      points: Number(row.points ?? 0),
    });
  }
  return boards;
}

/** Adds point events (ids fixed by the caller; existing ids are kept). */
export async function insertPointEvents(tx: Executor, rows: (typeof pointEvents.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(pointEvents).values(rows.slice(i, i + 500)).onConflictDoNothing();
}
