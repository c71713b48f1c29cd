import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TYPE, ZONE } from '../../schemas/enums';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeResource, makeSchool } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let otherSchool: SchoolRef;
const ids: Record<string, string> = {};
const day = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  otherSchool = await makeSchool(t.db);
  const now = Date.now();
  ids.old = await makeResource(t.db, school, { viewCount: 50, downloadCount: 1, zone: ZONE.vip, createdAt: new Date(now - 3 * day) });
  ids.hot = await makeResource(t.db, school, { viewCount: 900, downloadCount: 2, zone: ZONE.free, createdAt: new Date(now - 2 * day) });
  ids.new = await makeResource(t.db, school, { viewCount: 10, downloadCount: 70, zone: ZONE.free, createdAt: new Date(now - day) });
  ids.exam = await makeResource(t.db, school, { type: RESOURCE_TYPE.exam, viewCount: 5000, createdAt: new Date(now) });
  ids.foreign = await makeResource(t.db, otherSchool, { viewCount: 99999 });
});
afterAll(() => t?.close());

function list(query: string, schoolId = school.id) {
  return t.app.inject({ url: `/api/portal/api/v1/portal/resource?schoolId=${schoolId}&${query}` });
}
const idsOf = (res: Awaited<ReturnType<typeof list>>) => (res.json().data.list as { id: string }[]).map((r) => r.id);

describe('portal resource list', () => {
  it('sorts newest, hottest and most downloaded', async () => {
    expect(idsOf(await list('type=1&sort=0'))).toEqual([ids.new, ids.hot, ids.old]);
    expect(idsOf(await list('type=1&sort=1'))).toEqual([ids.hot, ids.old, ids.new]);
    expect(idsOf(await list('type=1&sort=2'))).toEqual([ids.new, ids.hot, ids.old]);
  });

  it('pages through results with a total', async () => {
    const first = await list('type=1&sort=1&pageSize=2&pageNumber=1');
    expect(first.json().data).toMatchObject({ total: 3, pageNumber: 1, pageSize: 2 });
    expect(idsOf(first)).toEqual([ids.hot, ids.old]);
    expect(idsOf(await list('type=1&sort=1&pageSize=2&pageNumber=2'))).toEqual([ids.new]);
  });

  it('filters by type and zone; type 0 means all types', async () => {
    expect(idsOf(await list('type=2'))).toEqual([ids.exam]);
    expect(idsOf(await list('type=1&zone=1'))).toEqual([ids.old]);
    expect(idsOf(await list('type=1&zone=2&sort=1'))).toEqual([ids.hot, ids.new]);
    expect((await list('type=0')).json().data.total).toBe(4);
  });

  it('never shows another tenant\'s rows', async () => {
    const all = idsOf(await list('pageSize=100'));
    expect(all).not.toContain(ids.foreign);
    expect(idsOf(await list('pageSize=100', otherSchool.id))).toEqual([ids.foreign]);
  });

  it('presents each item with the contract\'s fields', async () => {
    const [item] = (await list('type=1&sort=1&pageSize=1')).json().data.list;
    expect(Object.keys(item).sort()).toEqual([
      'id', 'type', 'kind', 'title', 'summary', 'coverUrl', 'categoryId', 'zone', 'recommended', 'enrolledCount', 'viewCount', 'downloadCount',
      'createdAt', 'startsAt', 'endsAt', 'activityStatus', 'enrollment', 'teacherName', 'durationSeconds',
    ].sort());
    expect(item).toMatchObject({ id: ids.hot, type: 1, zone: 2, viewCount: 900 });
  });

  it('answers 400 request.invalid_query for bad paging, sort, zone or type', async () => {
    for (const query of ['pageSize=0', 'pageSize=1000', 'sort=9', 'zone=x', 'type=6', 'pageNumber=0']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe('request.invalid_query');
      expect(res.json().details[0].pointer, query).toMatch(/^\/(pageSize|sort|zone|type|pageNumber)$/);
    }
  });

  it('lists the demo school\'s seeded catalogue', async () => {
    const count = async (type: number) => (await list(`type=${type}`, DEMO_SCHOOL_ID)).json().data.total;
    expect(await count(RESOURCE_TYPE.course)).toBeGreaterThanOrEqual(60);
    expect(await count(RESOURCE_TYPE.exam)).toBeGreaterThanOrEqual(8);
    expect(await count(RESOURCE_TYPE.knowledge)).toBeGreaterThanOrEqual(8);
    expect(await count(RESOURCE_TYPE.live)).toBeGreaterThanOrEqual(8);
    expect(await count(RESOURCE_TYPE.class)).toBeGreaterThanOrEqual(6);
    expect(await count(RESOURCE_TYPE.topic)).toBeGreaterThanOrEqual(4);
    const other = async (path: string) => (await t.app.inject({ url: `/api/portal/api/v1/portal/${path}?schoolId=${DEMO_SCHOOL_ID}` })).json().data.total;
    expect(await other('learning-map-resource')).toBeGreaterThanOrEqual(3);
    expect(await other('boutique-live-resource')).toBeGreaterThanOrEqual(3);
    expect(await other('video-search')).toBeGreaterThanOrEqual(6);
  });
});
