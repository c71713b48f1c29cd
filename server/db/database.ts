import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { setWorkerId } from './ids';
import { localEventBus, postgresEventBus, type EventBus } from './events';
import { migrate, type SqlClient } from './migrate';
import { schema } from './schema';

/** The drizzle handle the app uses; it runs as portal_app, so row-level security applies. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the app's drizzle handle and how to close it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance behind `db` (PGlite only), e.g. to dump it as a test template. */
  pglite?: PGlite;
  /** Change notices shared by every process on this database (server/db/events.ts). */
  events: EventBus;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const APP_ROLE = 'portal_app';

/** Opens PGlite (a directory, an in-memory copy of a dump, or memory), migrates it as the superuser, then drops to portal_app. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  await migrate(client as SqlClient);
  // PGlite has one connection: after this line everything the app runs is subject to RLS.
  await client.exec(`set role ${APP_ROLE}`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const events = localEventBus();
  return {
    db,
    driver: 'pglite',
    pglite: client,
    events,
    close: async () => {
      await events.close();
      await client.close();
    },
  };
}

/**
 * Makes a connection run the queries given to it one after the other. A server render asks for its
 * reads together inside one transaction (server/plugins/page-data.ts); node-postgres queues queries
 * that overlap on a client itself, but that queue is deprecated, so it is made explicit here.
 */
function queueQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    // Callback and stream forms (not used by drizzle) go straight through.
    if (typeof args[args.length - 1] === 'function' || typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') return query(...args);
    const run = last.then(() => query(...args) as Promise<unknown>);
    last = run.catch(() => undefined);
    return run;
  };
}

/** Migrates a PostgreSQL database with the URL's (owner) role, then opens a pool whose connections all act as portal_app. */
export async function openPostgres(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    await migrate({ query: (text, params) => owner.query(text, params), exec: (text) => owner.query(text) } as SqlClient);
    const { rows } = await owner.query<{ worker: number }>(`select (nextval('process_worker_seq') % 1024)::int as worker`);
    setWorkerId(rows[0]!.worker);
  } finally {
    await owner.end();
  }
  // pg-pool awaits onConnect before it hands a new client out, so no statement runs as the owner.
  const onConnect = async (client: pg.ClientBase) => {
    await client.query(`set role ${APP_ROLE}`);
    queueQueries(client);
  };
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, onConnect });
  // An idle client that dies must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const events = postgresEventBus(url, (text, params) => pool.query(text, params));
  return {
    db,
    driver: 'postgres',
    events,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await events.close();
      await pool.end();
    },
  };
}
