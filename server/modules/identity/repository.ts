import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withTenant, type Executor } from '../../db/tenant';
import { schools, users } from '../../db/schema';
import type { SchoolRef } from '../schools/repository';
import { bindTickets, externalIdentities, identityProviders, loginStates, type ExternalProvider, type ProviderKind } from './table';

export type ProviderRow = typeof identityProviders.$inferSelect;
export type LoginStateRow = typeof loginStates.$inferSelect;
export type BindTicketRow = typeof bindTickets.$inferSelect;

/** A school's identity provider of one kind, if configured. */
export function findProvider(db: Db, school: SchoolRef, kind: ProviderKind): Promise<ProviderRow | undefined> {
  return withTenant(db, school.tenantId, async (tx) => {
    const [row] = await tx.select().from(identityProviders)
      .where(and(eq(identityProviders.schoolId, school.id), eq(identityProviders.kind, kind))).limit(1);
    return row;
  });
}

/** The kinds of provider a school has configured. */
export function listProviderKinds(db: Db, school: SchoolRef): Promise<ProviderKind[]> {
  return withTenant(db, school.tenantId, async (tx) => {
    const rows = await tx.select({ kind: identityProviders.kind }).from(identityProviders).where(eq(identityProviders.schoolId, school.id));
    return rows.map((r) => r.kind).sort();
  });
}

/** Creates or replaces a school's provider of one kind. */
export function saveProvider(db: Db, school: SchoolRef, row: Omit<typeof identityProviders.$inferInsert, 'tenantId' | 'schoolId' | 'updatedAt'>): Promise<void> {
  return withTenant(db, school.tenantId, async (tx) => {
    const values = { ...row, tenantId: school.tenantId, schoolId: school.id };
    await tx.insert(identityProviders).values(values)
      .onConflictDoUpdate({ target: [identityProviders.tenantId, identityProviders.schoolId, identityProviders.kind], set: { ...row, updatedAt: new Date() } });
  });
}

/** Removes a school's provider of one kind; false when there was none. */
export function deleteProvider(db: Db, school: SchoolRef, kind: ProviderKind): Promise<boolean> {
  return withTenant(db, school.tenantId, async (tx) => {
    const rows = await tx.delete(identityProviders)
      .where(and(eq(identityProviders.schoolId, school.id), eq(identityProviders.kind, kind))).returning({ kind: identityProviders.kind });
    return rows.length > 0;
  });
}

/** The account linked to an outside identity in a tenant. */
export function findLinkedUser(db: Db, tenantId: string, provider: ExternalProvider, subject: string): Promise<string | undefined> {
  return withTenant(db, tenantId, async (tx) => {
    const [row] = await tx.select({ userId: externalIdentities.userId }).from(externalIdentities)
      .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject))).limit(1);
    return row?.userId;
  });
}

/** Links an outside identity to an account; false when the identity was linked meanwhile. */
export function linkIdentity(tx: Executor, row: typeof externalIdentities.$inferInsert): Promise<boolean> {
  return tx.insert(externalIdentities).values(row).onConflictDoNothing().returning({ userId: externalIdentities.userId })
    .then((rows) => rows.length === 1);
}

/** Stores a login state, dropping states that ended more than a day ago. */
export async function insertLoginState(db: Db, row: typeof loginStates.$inferInsert): Promise<void> {
  await db.delete(loginStates).where(lt(loginStates.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(loginStates).values(row);
}

/** A login state by hash, whatever its condition (the caller tells unknown, used and expired apart). */
export async function findLoginState(db: Db, stateHash: string): Promise<LoginStateRow | undefined> {
  const [row] = await db.select().from(loginStates).where(eq(loginStates.stateHash, stateHash)).limit(1);
  return row;
}

/** Marks a live login state used, only if nobody did first. */
export async function consumeLoginState(db: Db, stateHash: string): Promise<boolean> {
  const rows = await db.update(loginStates).set({ consumedAt: sql`now()` })
    .where(and(eq(loginStates.stateHash, stateHash), isNull(loginStates.consumedAt), gt(loginStates.expiresAt, sql`now()`)))
    .returning({ stateHash: loginStates.stateHash });
  return rows.length === 1;
}

/** Stores a bind ticket, dropping tickets that ended more than a day ago. */
export async function insertBindTicket(db: Db, row: typeof bindTickets.$inferInsert): Promise<void> {
  await db.delete(bindTickets).where(lt(bindTickets.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(bindTickets).values(row);
}

/** A live (unused, unexpired) bind ticket by hash. */
export async function findLiveBindTicket(db: Db, ticketHash: string): Promise<BindTicketRow | undefined> {
  const [row] = await db.select().from(bindTickets)
    .where(and(eq(bindTickets.ticketHash, ticketHash), isNull(bindTickets.consumedAt), gt(bindTickets.expiresAt, sql`now()`))).limit(1);
  return row;
}

/** Marks a bind ticket used, only if nobody did first. */
export async function consumeBindTicket(tx: Executor, ticketHash: string): Promise<boolean> {
  const rows = await tx.update(bindTickets).set({ consumedAt: sql`now()` })
    .where(and(eq(bindTickets.ticketHash, ticketHash), isNull(bindTickets.consumedAt))).returning({ h: bindTickets.ticketHash });
  return rows.length === 1;
}

/** The one account with this e-mail address, if exactly one has it. */
export async function findUserByEmail(db: Db, email: string): Promise<typeof users.$inferSelect | undefined> {
  if (!email) return undefined;
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** Sets a school's login method. */
export function updateLoginMethod(db: Db, school: SchoolRef, loginMethod: number): Promise<void> {
  return withTenant(db, school.tenantId, async (tx) => {
    await tx.update(schools).set({ loginMethod }).where(eq(schools.id, school.id));
  });
}
