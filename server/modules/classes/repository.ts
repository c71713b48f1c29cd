import { and, eq, sql } from 'drizzle-orm';
import { enrollments, resources } from '../../db/schema';
import type { Executor } from '../../db/tenant';

/** Enrols a user unless already enrolled; true when this call enrolled them. */
export async function insertEnrollment(tx: Executor, row: typeof enrollments.$inferInsert): Promise<boolean> {
  const created = await tx.insert(enrollments).values(row).onConflictDoNothing().returning({ id: enrollments.resourceId });
  return created.length === 1;
}

/** Removes an enrolment; true when there was one. */
export async function deleteEnrollment(tx: Executor, resourceId: string, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(enrollments)
    .where(and(eq(enrollments.resourceId, resourceId), eq(enrollments.userId, userId)))
    .returning({ id: enrollments.resourceId });
  return deleted.length === 1;
}

/** Takes one seat when one is free (row-locked, so two last-seat enrolments cannot both win); the new count, or undefined when full. */
export async function takeSeat(tx: Executor, resourceId: string): Promise<number | undefined> {
  const [row] = await tx
    .update(resources)
    .set({ enrolledCount: sql`${resources.enrolledCount} + 1` })
    .where(and(eq(resources.id, resourceId), sql`(${resources.capacity} is null or ${resources.enrolledCount} < ${resources.capacity})`))
    .returning({ enrolledCount: resources.enrolledCount });
  return row?.enrolledCount;
}

/** Gives a seat back. */
export async function releaseSeat(tx: Executor, resourceId: string): Promise<void> {
  await tx.update(resources).set({ enrolledCount: sql`greatest(${resources.enrolledCount} - 1, 0)` }).where(eq(resources.id, resourceId));
}
