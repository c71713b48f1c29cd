import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../schemas/enums';
import type { LocalizedText } from '../../../schemas/localized-text';
import { users } from '../../db/schema';
import { rowsOf, type Executor } from '../../db/tenant';

/** Inserts a user unless the account is taken; returns the id of the account's user either way. */
export async function insertUser(db: Executor, row: typeof users.$inferInsert): Promise<{ id: string; created: boolean }> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing({ target: users.account }).returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const existing = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.account, row.account), columns: { id: true } });
  if (!existing) throw new Error(`insertUser: account ${row.account} vanished`);
  return { id: existing.id, created: false };
}

/** The user who has bound this mobile number, if any. */
export async function findUserByMobile(db: Executor, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

/** The user who has bound this e-mail address (compared without case), if any. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

/** Sets a user's bound mobile number or e-mail. */
export async function updateContact(db: Executor, userId: string, contact: { mobile: string } | { email: string }): Promise<void> {
  await db.update(users).set(contact).where(eq(users.id, userId));
}

/** Users by id (unknown ids are left out). */
export function findUsersByIds(db: Executor, ids: string[]) {
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Every school where the user holds a role, across tenants (through a SECURITY DEFINER function). */
export async function listUserSchools(db: Executor, userId: string) {
  const result = await db.execute(sql`select id, tenant_id, parent_id, name, open_school, roles from portal_user_schools(${userId}::bigint)`);
  return rowsOf<{ id: string; tenant_id: string; parent_id: string | null; name: LocalizedText; open_school: boolean; roles: Role[] }>(result);
}
