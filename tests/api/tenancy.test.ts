import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import { pages, pageVersions } from '../../server/db/schema';
import { rowsOf, withTenant } from '../../server/db/tenant';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makePage, makeSchool } from './helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const TENANT_TABLES = [
  'schools', 'memberships', 'pages', 'page_drafts', 'page_versions', 'resources',
  'categories', 'enrollments', 'point_events', 'search_log', 'navigations',
];

describe('row-level security', () => {
  it('runs the app as portal_app, which owns no table', async () => {
    const [me] = rowsOf<{ current_user: string }>(await t.db.db.execute(sql`select current_user`));
    expect(me?.current_user).toBe('portal_app');
    const owned = rowsOf<{ tablename: string }>(await t.db.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tableowner = current_user`));
    expect(owned).toEqual([]);
  });

  it('has RLS enabled and forced on every tenant table', async () => {
    const rows = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      await t.db.db.execute(sql`select relname, relrowsecurity, relforcerowsecurity from pg_class where relname in ${TENANT_TABLES} order by relname`),
    );
    expect(rows.map((r) => [r.relname, r.relrowsecurity, r.relforcerowsecurity])).toEqual([...TENANT_TABLES].sort().map((n) => [n, true, true]));
  });

  it('shows no tenant rows when no tenant is set', async () => {
    const [count] = rowsOf<{ n: string | number }>(await t.db.db.execute(sql`select count(*) as n from pages`));
    expect(Number(count?.n)).toBe(0);
    const withDemo = await withTenant(t.db.db, DEMO_SCHOOL_ID, (tx) => tx.select({ id: pages.id }).from(pages));
    expect(withDemo.length).toBeGreaterThan(0);
  });

  it('shows one tenant none of another tenant\'s rows', async () => {
    const a = await makeSchool(t.db);
    const b = await makeSchool(t.db);
    const pageOfB = await makePage(t.db, b, 'only-b');
    const seenFromA = await withTenant(t.db.db, a.tenantId, (tx) => tx.select().from(pages).where(eq(pages.id, pageOfB)));
    expect(seenFromA).toEqual([]);
    const seenFromB = await withTenant(t.db.db, b.tenantId, (tx) => tx.select().from(pages).where(eq(pages.id, pageOfB)));
    expect(seenFromB).toHaveLength(1);
  });

  it('refuses to write a row into another tenant', async () => {
    const a = await makeSchool(t.db);
    const b = await makeSchool(t.db);
    const attempt = withTenant(t.db.db, a.tenantId, (tx) =>
      tx.insert(pages).values({ tenantId: b.tenantId, id: '1999999999999999998', schoolId: b.id, code: 'sneaky', name: {} }),
    );
    await expect(attempt).rejects.toThrow();
  });

  it('keeps released versions immutable for the app role', async () => {
    const attempt = withTenant(t.db.db, DEMO_SCHOOL_ID, (tx) => tx.update(pageVersions).set({ version: 99 }).where(eq(pageVersions.version, 1)));
    await expect(attempt).rejects.toThrow();
  });
});
