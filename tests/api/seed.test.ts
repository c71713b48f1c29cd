import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_SCHOOL, DEMO_SCHOOL_ID } from '../../server/db/demo';
import { navigations, resources, schools } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { seedDemo } from '../../server/db/seed';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs } from './helpers/factories';

const BASE = '/api/portal/api/v1/portal';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Everything the portal shows of the demo's newer data, to compare before and after a re-seed. */
async function portalSnapshot() {
  const get = async (url: string) => (await t.app.inject({ url })).json().data;
  return {
    lists: await Promise.all(['learning-map-resource', 'boutique-live-resource', 'video-search', 'class-resource', 'special-search', 'knowledge-resource'].map(async (p) => (await get(`${BASE}/${p}?schoolId=${DEMO_SCHOOL_ID}&pageSize=100`)).total)),
    points: await get(`${BASE}/leaderboard-resource/${DEMO_SCHOOL_ID}?board=points&rankingPeriod=3`),
    facets: await get(`/api/category/v1/facets/tree?schoolId=${DEMO_SCHOOL_ID}`),
    navigations: await get(`${BASE}/v2/navigations?schoolId=${DEMO_SCHOOL_ID}`),
    hot: (await get(`/api/search/v1/search/hotSearch?schoolId=${DEMO_SCHOOL_ID}`)).hot,
    logo: await get(`${BASE}/school-logo?schoolId=${DEMO_SCHOOL_ID}`),
  };
}

describe('demo seed', () => {
  it('fills in what an older seed left out and keeps edits to newer rows', async () => {
    const course = '1100000000000010001';
    const nav = '1100000004000000002';
    await withTenant(t.db.db, DEMO_SCHOOL_ID, async (tx) => {
      await tx.update(resources).set({ categoryId: null }).where(eq(resources.id, course)); // as an older seed left it
      await tx.update(resources).set({ title: { en_US: 'Edited title' } }).where(eq(resources.id, course));
      await tx.update(navigations).set({ name: { en_US: 'Edited nav' } }).where(eq(navigations.id, nav));
      await tx.update(schools).set({ logoUrl: '' }).where(eq(schools.id, DEMO_SCHOOL_ID));
    });
    await seedDemo(t.db.db);
    const [row] = await withTenant(t.db.db, DEMO_SCHOOL_ID, (tx) => tx.select().from(resources).where(eq(resources.id, course)));
    expect(row).toMatchObject({ categoryId: expect.stringMatching(/^\d{19}$/), title: { en_US: 'Edited title' } });
    const [item] = await withTenant(t.db.db, DEMO_SCHOOL_ID, (tx) => tx.select().from(navigations).where(eq(navigations.id, nav)));
    expect(item?.name).toEqual({ en_US: 'Edited nav' });
    const logo = (await t.app.inject({ url: `${BASE}/school-logo?schoolId=${DEMO_SCHOOL_ID}` })).json().data.logoUrl;
    expect(logo).toBe(DEMO_SCHOOL.logoUrl);
  });

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
    const portalBefore = await portalSnapshot();

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
    expect(await portalSnapshot()).toEqual(portalBefore);
    // The password still works: the account was not re-created.
    await expect(loginAs(t.app, admin.account, admin.password)).resolves.toContain('access_token=');
  });
});
