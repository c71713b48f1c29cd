import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import type { Executor } from '../../db/tenant';

export type CaptchaRow = typeof captchas.$inferSelect;

export async function insertCaptcha(db: Executor, row: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(row);
}

/** Uses a live captcha up (whatever the answer): returns it, or undefined when it is unknown, used or expired. */
export async function consumeCaptcha(db: Executor, id: string): Promise<CaptchaRow | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning();
  return row;
}
