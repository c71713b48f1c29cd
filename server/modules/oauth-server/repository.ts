import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authorizationCodes, oauthClients } from './table';

export type OAuthClientRow = typeof oauthClients.$inferSelect;
export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;

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

/** Removes a school's application and its outstanding codes; false when the school has no such application. */
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
