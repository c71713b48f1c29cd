import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_PERIOD, RESOURCE_TYPE } from '../../schemas/enums';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { addPoints, loginAs, makeCategory, makeNavigation, makeResource, makeSchool, makeUser } from './helpers/factories';

const PORTAL = '/api/portal/api/v1/portal';
const LISTS = [
  'resource', 'exam-resource', 'knowledge-resource', 'class-resource', 'learning-map-resource',
  'boutique-live-resource', 'special-search', 'video-search',
].map((p) => `${PORTAL}/${p}`).concat('/api/live/api/lives/v1/scheduleLiveBroadcast');

interface Fixture { school: SchoolRef; ids: string[]; categoryId: string; navId: string; userId: string; classId: string; cookie: string }
let t: TestApp;
let a: Fixture;
let b: Fixture;

/** A school with one row of everything a portal list can show, all named by `tag`. */
async function fill(tag: string): Promise<Fixture> {
  const school = await makeSchool(t.db);
  const categoryId = await makeCategory(t.db, school, { name: tag });
  const title = { en_US: `${tag} item` };
  const base = { title, categoryId, viewCount: 5 };
  const classId = await makeResource(t.db, school, { ...base, type: RESOURCE_TYPE.class, capacity: 5 });
  const ids = [
    await makeResource(t.db, school, base),
    await makeResource(t.db, school, { ...base, type: RESOURCE_TYPE.exam }),
    await makeResource(t.db, school, { ...base, type: RESOURCE_TYPE.knowledge }),
    classId,
    await makeResource(t.db, school, { ...base, kind: 'learning-map' }),
    await makeResource(t.db, school, { ...base, type: RESOURCE_TYPE.live, boutique: true, startsAt: new Date(), endsAt: new Date(Date.now() + 3_600_000) }),
    await makeResource(t.db, school, { ...base, type: RESOURCE_TYPE.topic }),
    await makeResource(t.db, school, { ...base, kind: 'video' }),
  ];
  const user = await makeUser(t.db, { school, realName: tag });
  await addPoints(t.db, school, user.id, 10);
  const navId = await makeNavigation(t.db, school, { name: tag });
  const cookie = await loginAs(t.app, user.account, user.password);
  await t.app.inject({ url: `${PORTAL}/resource?schoolId=${school.id}&keyword=${tag}`, headers: { cookie } });
  return { school, ids, categoryId, navId, userId: user.id, classId, cookie };
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await fill('alpha');
  b = await fill('bravo');
});
afterAll(() => t?.close());

const get = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.body, data: res.statusCode === 200 ? res.json().data : undefined };
};

describe('tenant isolation of portal data', () => {
  it('lists only the school\'s own rows on every list, whatever ids or categories are asked for', async () => {
    for (const [mine, theirs] of [[a, b], [b, a]] as const) {
      for (const path of LISTS) {
        const plain = await get(`${path}?schoolId=${mine.school.id}&pageSize=100`);
        expect(plain.data.total, path).toBe(path.endsWith('/resource') ? 6 : 1);
        expect(plain.data.list.every((r: { id: string }) => mine.ids.includes(r.id)), path).toBe(true);
        const custom = await get(`${path}?schoolId=${mine.school.id}&rankingKind=2&ids=${theirs.ids.join(',')}`);
        expect(custom.data.list, path).toEqual([]);
        const category = await get(`${path}?schoolId=${mine.school.id}&categoryIds=${theirs.categoryId}`);
        expect(category.data.list, path).toEqual([]);
      }
    }
  });

  it('keeps boards, facets, navigations and searches apart', async () => {
    const points = await get(`${PORTAL}/leaderboard-resource/${a.school.id}?board=points&rankingPeriod=${RANKING_PERIOD.total}`);
    expect(points.data.list.map((r: { userId: string }) => r.userId)).toEqual([a.userId]);
    const hot = await get(`${PORTAL}/leaderboard-resource/${a.school.id}?board=hot&type=0`);
    expect(hot.data.list.every((r: { item: { id: string } }) => a.ids.includes(r.item.id))).toBe(true);
    expect((await get(`/api/category/v1/facets/tree?schoolId=${a.school.id}`)).data.map((c: { id: string }) => c.id)).toEqual([a.categoryId]);
    expect((await get(`/api/category/v1/facets/first/child?schoolId=${a.school.id}&facetId=${b.categoryId}`)).status).toBe(404);
    expect((await get(`${PORTAL}/v2/navigations?schoolId=${a.school.id}`)).data.map((n: { id: string }) => n.id)).toEqual([a.navId]);
    expect((await get(`/api/search/v1/search/hotSearch?schoolId=${a.school.id}`, a.cookie)).data).toEqual({ hot: ['alpha'], history: ['alpha'] });
    expect((await get(`/api/search/v1/search/hotSearch?schoolId=${a.school.id}`, b.cookie)).data).toEqual({ hot: ['alpha'], history: [] });
  });

  it('does not show or enrol in another school\'s class', async () => {
    expect((await get(`/api/manager/class/classInfo/${b.classId}?schoolId=${a.school.id}`)).status).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/manager/class/enroll?schoolId=${a.school.id}`, headers: { cookie: a.cookie }, payload: { classId: b.classId } });
    expect(res.statusCode).toBe(404);
  });
});
