import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/tenant';
import { feedback, type FeedbackRow } from './table';

/** Stores one submission. */
export async function insertFeedback(tx: Executor, row: typeof feedback.$inferInsert): Promise<void> {
  await tx.insert(feedback).values(row);
}

/** A page of a school's submissions, newest first, optionally of one status. */
export async function listFeedback(tx: Executor, schoolId: string, page: { offset: number; limit: number; status?: number }): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = and(eq(feedback.schoolId, schoolId), page.status === undefined ? undefined : eq(feedback.status, page.status));
  const rows = await tx.select().from(feedback).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id)).offset(page.offset).limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(feedback).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Sets a submission's status; false when the school has no such submission. */
export async function updateFeedbackStatus(tx: Executor, schoolId: string, id: string, status: number): Promise<boolean> {
  const rows = await tx.update(feedback).set({ status }).where(and(eq(feedback.schoolId, schoolId), eq(feedback.id, id))).returning({ id: feedback.id });
  return rows.length > 0;
}
