import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/tenant';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The user with this login account, if any (users are global, not per tenant). */
export async function findUserByAccount(db: Executor, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.account, account)).limit(1);
  return row;
}

/** The user behind a live session: the session exists, is not revoked and has not expired. */
export async function findUserBySession(db: Executor, userId: string, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user;
}

/** Stores one link of a session family. */
export async function insertSession(db: Executor, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session a refresh token was issued for, found by the token's hash. */
export async function findSessionByTokenHash(db: Executor, hash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash)).limit(1);
  return row;
}

/** Marks a session rotated, only if nobody did first; false means the token was already used. */
export async function markRotated(db: Executor, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every session of a login (a family shares one original login). */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** A session by id. */
export async function findSessionById(db: Executor, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}
