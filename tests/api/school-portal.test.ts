import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool } from './helpers/factories';

const PORTAL = '/api/portal/api/v1/portal';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const data = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data;
};

describe('school branding and languages', () => {
  it('gives the logo and name, a letter logo when none is set, also for closed schools', async () => {
    expect(await data(`${PORTAL}/school-logo?schoolId=${DEMO_SCHOOL_ID}`)).toEqual({
      logoUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/), name: { zh_CN: '示范学校', en_US: 'Demo School' },
    });
    const closed = await makeSchool(t.db, { openSchool: false });
    const logo = await data(`${PORTAL}/school-logo?schoolId=${closed.id}`);
    expect(Buffer.from(logo.logoUrl.split(',')[1], 'base64').toString()).toContain('>学</text>'); // the first letter of its name in its default language
  });

  it('gives a default banner of three linked slides', async () => {
    const { slides } = await data(`${PORTAL}/default-banner?schoolId=${DEMO_SCHOOL_ID}`);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toEqual({ imageUrl: expect.stringMatching(/^data:image\/svg/), title: { zh_CN: '示范学校', en_US: 'Demo School' }, linkUrl: `/portal/${DEMO_SCHOOL_ID}/home` });
    expect(slides[1].linkUrl).toBe(`/portal/${DEMO_SCHOOL_ID}/search?cardType=1`);
  });

  it('gives the language settings on both paths', async () => {
    for (const path of ['/api/school/language/setting/open', '/api/school/biz/open/schoolLanguage']) {
      expect(await data(`${path}?schoolId=${DEMO_SCHOOL_ID}`)).toEqual({ defaultLanguage: 'zh_CN', languages: ['zh_CN', 'en_US'], overseas: false });
    }
    const plain = await makeSchool(t.db);
    expect(await data(`/api/school/biz/open/schoolLanguage?schoolId=${plain.id}`)).toEqual({ defaultLanguage: 'zh_CN', languages: ['zh_CN'], overseas: false });
  });
});

describe('navigations', () => {
  it('shows visitors the visible tree in order, with the home item on the home page', async () => {
    const nav = await data(`${PORTAL}/v2/navigations?schoolId=${DEMO_SCHOOL_ID}`);
    expect(nav.map((n: { name: { en_US: string } }) => n.name.en_US)).toEqual(['Home', 'Courses', 'Exams', 'Live']);
    const pages = await data(`${PORTAL}/pages?schoolId=${DEMO_SCHOOL_ID}`);
    expect(nav[0]).toMatchObject({ pageId: pages.find((p: { code: string }) => p.code === 'home').id, url: `/portal/${DEMO_SCHOOL_ID}/home`, order: 1, visible: true, children: [] });
    expect(nav[1].url).toBe(`/portal/${DEMO_SCHOOL_ID}/search?cardType=1`);
    expect(nav[1].children.map((c: { name: { en_US: string } }) => c.name.en_US)).toEqual(['Programming', 'Languages']);
  });

  it('shows administrators the hidden items too', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
    const cookie = await loginAs(t.app, admin.account, admin.password);
    const nav = await data(`${PORTAL}/v2/navigations?schoolId=${DEMO_SCHOOL_ID}`, cookie);
    expect(nav).toHaveLength(5);
    expect(nav[4]).toMatchObject({ visible: false, name: { en_US: 'Knowledge (coming soon)' } });
    const learner = DEMO_ACCOUNTS.find((a) => a.role === 'learner')!;
    expect(await data(`${PORTAL}/v2/navigations?schoolId=${DEMO_SCHOOL_ID}`, await loginAs(t.app, learner.account, learner.password))).toHaveLength(4);
  });
});

describe('category facets', () => {
  const facets = '/api/category/v1/facets';
  it('gives the tree, the first level and one category\'s children', async () => {
    const tree = await data(`${facets}/tree?schoolId=${DEMO_SCHOOL_ID}`);
    expect(tree.map((c: { name: { en_US: string } }) => c.name.en_US)).toEqual(['Programming', 'Languages', 'Management', 'Design']);
    expect(tree[0].children.map((c: { name: { en_US: string }; children: unknown[] }) => [c.name.en_US, c.children])).toEqual([['Web', []], ['Databases', []]]);
    const first = await data(`${facets}/first?schoolId=${DEMO_SCHOOL_ID}&source=1`);
    expect(first.map((c: { hasChildren: boolean }) => c.hasChildren)).toEqual([true, true, false, false]);
    const children = await data(`${facets}/first/child?schoolId=${DEMO_SCHOOL_ID}&facetId=${tree[1].id}`);
    expect(children).toEqual([{ id: tree[1].children[0].id, name: { zh_CN: '英语', en_US: 'English' }, hasChildren: false }, expect.objectContaining({ name: { zh_CN: '日语', en_US: 'Japanese' } })]);
    const missing = await t.app.inject({ url: `${facets}/first/child?schoolId=${DEMO_SCHOOL_ID}&facetId=1999999999999999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('category.not_found');
  });

  it('filters the demo courses by a top category, with its subcategories', async () => {
    const tree = await data(`${facets}/tree?schoolId=${DEMO_SCHOOL_ID}`);
    const all = await data(`${PORTAL}/resource?schoolId=${DEMO_SCHOOL_ID}&type=1&pageSize=100&categoryIds=${tree[0].id}`);
    const childIds = tree[0].children.map((c: { id: string }) => c.id);
    expect(all.total).toBeGreaterThan(10);
    expect(all.list.every((r: { categoryId: string }) => [tree[0].id, ...childIds].includes(r.categoryId))).toBe(true);
    expect(all.list.some((r: { categoryId: string }) => r.categoryId === childIds[0])).toBe(true);
  });
});
