import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One database connection able to run plain SQL (a PGlite instance or a node-postgres client). */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it keeps two servers starting at once from applying the same file twice.
const LOCK_KEY = 724_201_001;

/** The numbered SQL files, in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir).filter((f) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(f)).sort();
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, as the
 * connection's (owner) role. Safe to run on every start. Returns the files it applied.
 */
export async function migrate(client: SqlClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  await client.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const applied: string[] = [];
  for (const name of migrationFiles(dir)) {
    await client.exec('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await client.query('select 1 from schema_migrations where name = $1', [name]);
      if (done.rows.length === 0) {
        await client.exec(readFileSync(join(dir, name), 'utf8'));
        await client.query('insert into schema_migrations (name) values ($1)', [name]);
        applied.push(name);
      }
      await client.exec('commit');
    } catch (error) {
      await client.exec('rollback');
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}
