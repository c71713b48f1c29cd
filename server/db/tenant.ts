import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A transaction handle (or the db itself); repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/**
 * Runs `fn` in a transaction whose row-level security tenant is `tenantId`. The setting is local to
 * the transaction, so a pooled connection never carries one tenant into the next request.
 */
export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}

/** The rows of a raw `execute` result; both drivers put them in `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
