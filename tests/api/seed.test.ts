import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_ID } from '../../server/db/demo';
import { seedDemo } from '../../server/db/seed';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs } from './helpers/factories';

const BASE = '/api/portal/api/v1/portal';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('demo seed', () => {
  it('is idempotent and keeps edits made after it', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
    const cookie = await loginAs(t.app, admin.account, admin.password);
    const pages = (await t.app.inject({ url: `${BASE}/pages?schoolId=${DEMO_SCHOOL_ID}` })).json().data as { id: string; code: string }[];
    const home = pages.find((p) => p.code === 'home')!;
    const before = (await t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${DEMO_SCHOOL_ID}&pageId=${home.id}`, headers: { cookie } })).json().data;
    const edited = { ...before.document, blocks: before.document.blocks.slice(0, 1) };
    const saved = await t.app.inject({ method: 'POST', url: `${BASE}/insert-user-renovation?schoolId=${DEMO_SCHOOL_ID}`, headers: { cookie }, payload: { pageId: home.id, revision: before.revision, document: edited } });
    expect(saved.statusCode).toBe(200);
    const resourcesBefore = (await t.app.inject({ url: `${BASE}/resource?schoolId=${DEMO_SCHOOL_ID}` })).json().data.total;

    await seedDemo(t.db.db);
    await seedDemo(t.db.db);

    const after = (await t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${DEMO_SCHOOL_ID}&pageId=${home.id}`, headers: { cookie } })).json().data;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.document.blocks).toHaveLength(1);
    const released = (await t.app.inject({ url: `${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&code=home` })).json().data;
    expect(released.version).toBe(1);
    const pagesAfter = (await t.app.inject({ url: `${BASE}/pages?schoolId=${DEMO_SCHOOL_ID}` })).json().data;
    expect(pagesAfter).toEqual(pages);
    expect((await t.app.inject({ url: `${BASE}/resource?schoolId=${DEMO_SCHOOL_ID}` })).json().data.total).toBe(resourcesBefore);
    // The password still works: the account was not re-created.
    await expect(loginAs(t.app, admin.account, admin.password)).resolves.toContain('access_token=');
  });
});
