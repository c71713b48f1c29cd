import type { PointsRow } from './repository';

/** The points board: 1-based rank, who, and their points. */
export function presentPointsBoard(rows: PointsRow[]) {
  return {
    list: rows.map((row, i) => ({
      rank: i + 1,
      userId: row.userId,
      displayName: row.realName || row.nickName || row.mobile || row.email,
      avatarUrl: row.avatarUrl,
      points: row.points,
    })),
  };
}
