import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/tenant';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/**
 * Tables that are not per tenant, one line each with why: they hold what exists before any tenant is
 * known. Every other table is a tenant table and must follow the tenant rules below.
 */
const GLOBAL_TABLES: Record<string, string> = {
  users: 'a person signs in before choosing a school',
  sessions: 'looked up by refresh token hash on every request',
  verification_codes: 'login and registration codes, before a tenant is known',
  captchas: 'image captchas of sign-in',
  dev_outbox: 'what the embedded messaging adapter sent',
  login_states: 'SSO state, found by its hash on the callback',
  bind_tickets: 'bind tickets, found by their hash',
  qr_logins: 'QR sessions, polled by id before sign-in',
  oauth_clients: 'applications, found by client id before any tenant is known',
  authorization_codes: 'codes this portal issues, found by their hash',
  oauth_consents: 'what a member allowed an application, read by client id before any tenant is known',
  oauth_consent_requests: 'authorization requests waiting for the member\'s answer, found by their ticket\'s hash',
  rate_limits: 'limit windows keyed by address or account',
  schema_migrations: 'the applied migrations',
  platform_config: 'platform-scope configuration keys, above every school',
  platform_operators: 'people who may edit platform-scope keys, in no school',
  agreement_signs: 'a member\'s signature of the platform agreements, whatever the school',
  cookie_agreements: 'a member\'s cookie answer, whatever the school',
  member_auth_codes: 'one-time codes for parties acting for a member, found by their hash',
};

interface TableRow { name: string; rls: boolean; forced: boolean; policies: string[]; tenant_not_null: boolean | null }
interface IndexRow { table_name: string; index_name: string; primary: boolean; first_column: string | null }
interface ForeignKeyRow { table_name: string; name: string; target: string; first_column: string }

let t: TestApp;
let tables: TableRow[];
let indexes: IndexRow[];
let foreignKeys: ForeignKeyRow[];

beforeAll(async () => {
  t = await buildTestApp();
  const query = async <T>(text: string) => rowsOf<T>(await t.db.db.execute(sql.raw(text)));
  tables = await query<TableRow>(`
    select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
      coalesce((select array_agg(coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' ' || coalesce(pg_get_expr(p.polwithcheck, p.polrelid), ''))
                from pg_policy p where p.polrelid = c.oid), '{}') as policies,
      (select a.attnotnull from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as tenant_not_null
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
  indexes = await query<IndexRow>(`
    select c.relname as table_name, ic.relname as index_name, i.indisprimary as primary,
      (select a.attname from pg_attribute a where a.attrelid = i.indrelid and a.attnum = i.indkey[0]) as first_column
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and (i.indisprimary or i.indisunique)`);
  foreignKeys = await query<ForeignKeyRow>(`
    select c.relname as table_name, k.conname as name, k.confrelid::regclass::text as target,
      (select a.attname from pg_attribute a where a.attrelid = k.conrelid and a.attnum = k.conkey[1]) as first_column
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and k.contype = 'f'`);
});
afterAll(async () => {
  await t?.close();
});

const tenantTables = () => tables.filter((table) => !(table.name in GLOBAL_TABLES));

describe('database catalog', () => {
  it('lists only tables that exist as global', () => {
    expect(Object.keys(GLOBAL_TABLES).filter((name) => !tables.some((table) => table.name === name))).toEqual([]);
  });

  it('has row-level security, forced, with a policy on every table', () => {
    const missing = tables.filter((table) => !table.rls || !table.forced || table.policies.length === 0).map((table) => table.name);
    expect(missing, 'tables without forced row-level security and a policy (add one in a migration)').toEqual([]);
  });

  it('gives every tenant table a not-null tenant_id and a policy on it', () => {
    const bad = tenantTables()
      .filter((table) => table.tenant_not_null !== true || !table.policies.some((policy) => policy.includes('tenant_id')))
      .map((table) => table.name);
    expect(bad, 'tenant tables without tenant_id not null and a tenant_id policy (or list the table in GLOBAL_TABLES with why)').toEqual([]);
  });

  it('leads every tenant table primary key and unique index with tenant_id', () => {
    const tenant = new Set(tenantTables().map((table) => table.name));
    const bad = indexes.filter((index) => tenant.has(index.table_name) && index.first_column !== 'tenant_id').map((index) => `${index.table_name}.${index.index_name}`);
    expect(bad).toEqual([]);
    for (const name of tenant) expect(indexes.some((index) => index.table_name === name && index.primary), `${name} has a primary key`).toBe(true);
  });

  it('leads every foreign key between tenant tables with tenant_id', () => {
    const tenant = new Set(tenantTables().map((table) => table.name));
    const bad = foreignKeys.filter((key) => tenant.has(key.table_name) && tenant.has(key.target) && key.first_column !== 'tenant_id').map((key) => `${key.table_name}.${key.name}`);
    expect(bad).toEqual([]);
  });

  it('names every table in the documented Citus distribution', () => {
    const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
    const start = doc.indexOf('**Distribution by tenant (Citus).**');
    const section = doc.slice(start, doc.indexOf('\n## ', start));
    expect(start).toBeGreaterThan(0);
    const undistributed = tenantTables().filter((table) => !section.includes(`create_distributed_table('${table.name}', 'tenant_id'`)).map((table) => table.name);
    expect(undistributed, 'tenant tables without create_distributed_table in docs/architecture.md').toEqual([]);
    const unplaced = Object.keys(GLOBAL_TABLES).filter((name) => !new RegExp(`\\b${name}\\b`).test(section) || section.includes(`create_distributed_table('${name}'`));
    expect(unplaced, 'global tables neither reference nor coordinator-local in docs/architecture.md').toEqual([]);
  });
});
