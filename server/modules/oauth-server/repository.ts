import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OAuthScope } from '../../../schemas/oauth-scopes';
import type { Db } from '../../db/database';
import { authorizationCodes, oauthClients, oauthConsentRequests, oauthConsents } from './table';

export type OAuthClientRow = typeof oauthClients.$inferSelect;
export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;
export type ConsentRow = typeof oauthConsents.$inferSelect;
export type ConsentRequestRow = typeof oauthConsentRequests.$inferSelect;

/** A registered client by id. */
export async function findClient(db: Db, clientId: string): Promise<OAuthClientRow | undefined> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  return row;
}

/** Registers a client, or replaces its name, secret and redirect URIs. */
export async function saveClient(db: Db, row: typeof oauthClients.$inferInsert): Promise<void> {
  await db.insert(oauthClients).values(row)
    .onConflictDoUpdate({ target: oauthClients.clientId, set: { name: row.name, secretHash: row.secretHash, redirectUris: row.redirectUris } });
}

/** The applications a school registered, oldest first. */
export async function listSchoolClients(db: Db, schoolId: string): Promise<OAuthClientRow[]> {
  return db.select().from(oauthClients).where(eq(oauthClients.schoolId, schoolId)).orderBy(asc(oauthClients.createdAt), asc(oauthClients.clientId));
}

/** Removes a school's application, its outstanding codes, and (by cascade) its consents; false when the school has no such application. */
export async function deleteSchoolClient(db: Db, schoolId: string, clientId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ clientId: oauthClients.clientId }).from(oauthClients)
      .where(and(eq(oauthClients.clientId, clientId), eq(oauthClients.schoolId, schoolId))).limit(1);
    if (!row) return false;
    await tx.delete(authorizationCodes).where(eq(authorizationCodes.clientId, clientId));
    await tx.delete(oauthClients).where(eq(oauthClients.clientId, clientId));
    return true;
  });
}

/** Stores an authorization code, dropping codes that expired more than a day ago. */
export async function insertCode(db: Db, row: typeof authorizationCodes.$inferInsert): Promise<void> {
  await db.delete(authorizationCodes).where(lt(authorizationCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(authorizationCodes).values(row);
}

/** Spends a live code: returns it once, then never again. */
export async function consumeCode(db: Db, codeHash: string): Promise<AuthorizationCodeRow | undefined> {
  const [row] = await db.update(authorizationCodes).set({ consumedAt: sql`now()` })
    .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.consumedAt), gt(authorizationCodes.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** What the member allowed the application so far, if anything. */
export async function findConsent(db: Db, userId: string, clientId: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(oauthConsents).where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId))).limit(1);
  return row;
}

/** Records that the member allowed `scopes`, adding them to what they allowed before (in one statement, so two answers at once both count). */
export async function addConsent(db: Db, userId: string, clientId: string, scopes: OAuthScope[]): Promise<void> {
  await db.insert(oauthConsents).values({ userId, clientId, scopes })
    .onConflictDoUpdate({
      target: [oauthConsents.userId, oauthConsents.clientId],
      set: { scopes: sql`array(select distinct s from unnest(${oauthConsents.scopes} || excluded.scopes) s order by s)`, updatedAt: sql`now()` },
    });
}

/** The member's consents with their applications, the latest allowed first. */
export async function listConsents(db: Db, userId: string): Promise<{ consent: ConsentRow; client: OAuthClientRow }[]> {
  return db.select({ consent: oauthConsents, client: oauthClients }).from(oauthConsents)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
    .where(eq(oauthConsents.userId, userId))
    .orderBy(desc(oauthConsents.updatedAt), asc(oauthConsents.clientId));
}

/**
 * Takes back the member's consent to an application, with the codes it issued them that are not
 * spent yet and the requests still waiting for an answer; false when the member had none.
 */
export async function deleteConsent(db: Db, userId: string, clientId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(oauthConsents).where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId))).returning({ clientId: oauthConsents.clientId });
    if (gone.length === 0) return false;
    await tx.delete(authorizationCodes).where(and(eq(authorizationCodes.userId, userId), eq(authorizationCodes.clientId, clientId), isNull(authorizationCodes.consumedAt)));
    await tx.delete(oauthConsentRequests).where(and(eq(oauthConsentRequests.userId, userId), eq(oauthConsentRequests.clientId, clientId)));
    return true;
  });
}

/** Stores a request waiting for the member's answer, dropping requests that expired more than a day ago. */
export async function insertConsentRequest(db: Db, row: typeof oauthConsentRequests.$inferInsert): Promise<void> {
  await db.delete(oauthConsentRequests).where(lt(oauthConsentRequests.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(oauthConsentRequests).values(row);
}

/** Takes the member's live request named by a ticket: returns it once, then never again (nor to anyone else). */
export async function takeConsentRequest(db: Db, ticketHash: string, userId: string): Promise<ConsentRequestRow | undefined> {
  const [row] = await db.update(oauthConsentRequests).set({ consumedAt: sql`now()` })
    .where(and(
      eq(oauthConsentRequests.ticketHash, ticketHash), eq(oauthConsentRequests.userId, userId),
      isNull(oauthConsentRequests.consumedAt), gt(oauthConsentRequests.expiresAt, sql`now()`),
    ))
    .returning();
  return row;
}
