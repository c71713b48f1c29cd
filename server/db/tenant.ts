import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A transaction handle (or the db itself); repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

// The tenant of each open tenant transaction, so that a service handed one as its `db` joins it.
const tenantOfTransaction = new WeakMap<object, string>();

/** A service was handed another tenant's transaction: its caller must run it on its own (server/plugins/page-data.ts). */
export class TenantMismatch extends Error {
  constructor() {
    super('This transaction belongs to another tenant');
    this.name = 'TenantMismatch';
  }
}

/**
 * Runs `fn` in a transaction whose row-level security tenant is `tenantId`. The setting is local to
 * the transaction, so a pooled connection never carries one tenant into the next request. Given a
 * tenant transaction as `db` (a server render gathers a page's data in one), `fn` runs in it when it
 * is the same tenant's, and TenantMismatch is thrown before anything runs when it is not.
 */
export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const joined = tenantOfTransaction.get(db);
  if (joined !== undefined) return joined === tenantId ? fn(db as unknown as Tx) : Promise.reject(new TenantMismatch());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    tenantOfTransaction.set(tx, tenantId);
    return fn(tx);
  });
}

/** The rows of a raw `execute` result; both drivers put them in `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
