import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { searchLog } from '../../db/schema';
import type { Executor } from '../../db/tenant';

/** Appends one search to the log. */
export async function insertSearch(tx: Executor, row: typeof searchLog.$inferInsert): Promise<void> {
  await tx.insert(searchLog).values(row);
}

/** Whether the same person searched the same keyword in the school since `since`. */
export async function searchedSince(tx: Executor, schoolId: string, userId: string | null, keyword: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(searchLog)
    .where(and(
      eq(searchLog.schoolId, schoolId),
      userId ? eq(searchLog.userId, userId) : isNull(searchLog.userId),
      eq(searchLog.keyword, keyword),
      gt(searchLog.createdAt, since),
    ));
  return Number(row?.n ?? 0) > 0;
}

/** The school's most searched keywords, most often first. */
export async function topKeywords(tx: Executor, schoolId: string, limit: number): Promise<string[]> {
  const n = count();
  const rows = await tx
    .select({ keyword: searchLog.keyword, n })
    .from(searchLog)
    .where(eq(searchLog.schoolId, schoolId))
    .groupBy(searchLog.keyword)
    .orderBy(desc(n), desc(max(searchLog.createdAt)), searchLog.keyword)
    .limit(limit);
  return rows.map((r) => r.keyword);
}

/** A user's last distinct keywords in the school, latest first, leaving out cleared ones. */
export async function recentKeywords(tx: Executor, schoolId: string, userId: string, limit: number): Promise<string[]> {
  const last = max(searchLog.createdAt);
  const rows = await tx
    .select({ keyword: searchLog.keyword, last })
    .from(searchLog)
    .where(and(eq(searchLog.schoolId, schoolId), eq(searchLog.userId, userId), eq(searchLog.hiddenFromHistory, false)))
    .groupBy(searchLog.keyword)
    .orderBy(desc(last), searchLog.keyword)
    .limit(limit);
  return rows.map((r) => r.keyword);
}

/** Hides all of a user's searches in the school from their history (they still count as hot). */
export async function hideHistory(tx: Executor, schoolId: string, userId: string): Promise<void> {
  await tx
    .update(searchLog)
    .set({ hiddenFromHistory: true })
    .where(and(eq(searchLog.schoolId, schoolId), eq(searchLog.userId, userId), sql`not ${searchLog.hiddenFromHistory}`));
}
