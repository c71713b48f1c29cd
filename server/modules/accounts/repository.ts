import { users } from '../../db/schema';
import type { Executor } from '../../db/tenant';

/** Inserts a user unless the account is taken; returns the id of the account's user either way. */
export async function insertUser(db: Executor, row: typeof users.$inferInsert): Promise<{ id: string; created: boolean }> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing({ target: users.account }).returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const existing = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.account, row.account), columns: { id: true } });
  if (!existing) throw new Error(`insertUser: account ${row.account} vanished`);
  return { id: existing.id, created: false };
}
