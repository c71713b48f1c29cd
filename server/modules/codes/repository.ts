import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import type { CodeChannel, CodePurpose } from '../../db/schema-identity';
import type { Executor } from '../../db/tenant';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: Executor, row: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The newest code sent to a recipient for a purpose (only the newest one counts). */
export async function findLatestCode(db: Executor, channel: CodeChannel, recipient: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.recipient, recipient), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Counts one try of a live code; false when it is used up, expired or out of tries (checked and counted at once). */
export async function claimAttempt(db: Executor, id: string, maxAttempts: number): Promise<{ attempts: number } | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, sql`now()`), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ attempts: verificationCodes.attempts });
  return row;
}

/** Marks a code used; false when someone used it first. */
export async function consumeCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Ends every unused code issued to a signed-in user; returns how many. */
export async function revokeUserCodes(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, sql`now()`)))
    .returning({ id: verificationCodes.id });
  return rows.length;
}
