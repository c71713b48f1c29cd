import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qrLogins, type QrStatus } from './table';

export type QrLoginRow = typeof qrLogins.$inferSelect;

/** Stores a new QR login, dropping codes that expired more than a day ago. */
export async function insertQrLogin(db: Db, row: typeof qrLogins.$inferInsert): Promise<void> {
  await db.delete(qrLogins).where(lt(qrLogins.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(qrLogins).values(row);
}

/** A QR login by its id. */
export async function findQrLogin(db: Db, id: string): Promise<QrLoginRow | undefined> {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.id, id)).limit(1);
  return row;
}

/** Moves a live QR login from one of `from` to `to` (setting the user when given); false when it was not in `from` or has expired. */
export async function moveQrLogin(db: Db, id: string, from: QrStatus[], to: QrStatus, userId?: string): Promise<boolean> {
  const rows = await db.update(qrLogins)
    .set({ status: to, ...(userId ? { userId } : {}) })
    .where(and(eq(qrLogins.id, id), inArray(qrLogins.status, from), gt(qrLogins.expiresAt, sql`now()`)))
    .returning({ id: qrLogins.id });
  return rows.length === 1;
}
