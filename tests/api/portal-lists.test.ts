import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_STATUS, ENROLLMENT, RESOURCE_TYPE, ZONE } from '../../schemas/enums';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeCategory, makeResource, makeSchool, makeUser } from './helpers/factories';

const PORTAL = '/api/portal/api/v1/portal';
const HOUR = 3_600_000;
let t: TestApp;
let school: SchoolRef;
const ids: Record<string, string> = {};
const cat: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  cat.programming = await makeCategory(t.db, school, { name: 'Programming' });
  cat.web = await makeCategory(t.db, school, { parentId: cat.programming, name: 'Web' });
  cat.design = await makeCategory(t.db, school, { name: 'Design' });
  const now = Date.now();
  const course = (title: string, extra: Parameters<typeof makeResource>[2] = {}) =>
    makeResource(t.db, school, { title: { zh_CN: `课程 ${title}`, en_US: title }, zone: ZONE.free, ...extra });
  ids.ts = await course('TypeScript 100%_basics', { categoryId: cat.web, viewCount: 10, downloadCount: 40, createdAt: new Date(now - 5 * HOUR) });
  ids.js = await course('JavaScript', { categoryId: cat.programming, viewCount: 30, downloadCount: 1, createdAt: new Date(now - 4 * HOUR) });
  ids.ux = await course('User experience', { categoryId: cat.design, viewCount: 20, recommended: true, createdAt: new Date(now - 3 * HOUR) });
  ids.jp = await course('Japanese', { title: { zh_CN: '日语入门', en_US: 'Japanese' }, viewCount: 5, recommended: true, zone: ZONE.vip, createdAt: new Date(now - 2 * HOUR) });
  ids.map = await course('Web path', { kind: 'learning-map', categoryId: cat.web });
  ids.video = await course('Closures video', { kind: 'video', durationSeconds: 300 });
  ids.exam = await makeResource(t.db, school, { type: RESOURCE_TYPE.exam, startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR) });
  ids.knowledge = await makeResource(t.db, school, { type: RESOURCE_TYPE.knowledge });
  ids.class = await makeResource(t.db, school, { type: RESOURCE_TYPE.class, capacity: 10 });
  ids.topic = await makeResource(t.db, school, { type: RESOURCE_TYPE.topic });
  ids.livePast = await makeResource(t.db, school, { type: RESOURCE_TYPE.live, startsAt: new Date(now - 5 * HOUR), endsAt: new Date(now - 4 * HOUR) });
  ids.liveOld = await makeResource(t.db, school, { type: RESOURCE_TYPE.live, startsAt: new Date(now - 50 * HOUR), endsAt: new Date(now - 49 * HOUR) });
  ids.liveNow = await makeResource(t.db, school, { type: RESOURCE_TYPE.live, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) });
  ids.liveSoon = await makeResource(t.db, school, { type: RESOURCE_TYPE.live, boutique: true, startsAt: new Date(now + 3 * HOUR), endsAt: new Date(now + 4 * HOUR) });
});
afterAll(() => t?.close());

async function get(path: string, query = '', cookie?: string) {
  const res = await t.app.inject({ url: `${path}?schoolId=${school.id}&${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: { id: string; [key: string]: unknown }[]; total: number; pageNumber: number; pageSize: number };
}
const idsOf = (data: { list: { id: string }[] }) => data.list.map((r) => r.id);
const courses = (query: string) => get(`${PORTAL}/resource`, `type=1&${query}`);

describe('shared list filters', () => {
  it('finds a keyword in the title in any language, taking % and _ literally', async () => {
    expect(idsOf(await courses('keyword=japanese'))).toEqual([ids.jp]);
    expect(idsOf(await courses(`keyword=${encodeURIComponent('日语')}`))).toEqual([ids.jp]);
    expect(idsOf(await courses(`keyword=${encodeURIComponent('100%_b')}`))).toEqual([ids.ts]);
    expect(idsOf(await courses(`keyword=${encodeURIComponent('0%b')}`))).toEqual([]);
  });

  it('matches categoryIds and their descendants', async () => {
    expect(idsOf(await courses(`categoryIds=${cat.programming}&sort=1`))).toEqual([ids.js, ids.ts]);
    expect(idsOf(await courses(`categoryIds=${cat.web}`))).toEqual([ids.ts]);
    expect(idsOf(await courses(`categoryIds=${cat.web},${cat.design}&sort=1`))).toEqual([ids.ux, ids.ts]);
  });

  it('sorts newest, hottest and by downloads; filters zone', async () => {
    expect(idsOf(await courses('sort=0'))).toEqual([ids.jp, ids.ux, ids.js, ids.ts]);
    expect(idsOf(await courses('sort=1'))).toEqual([ids.js, ids.ux, ids.ts, ids.jp]);
    expect(idsOf(await courses('sort=2'))).toEqual([ids.ts, ids.js, ids.jp, ids.ux]);
    expect(idsOf(await courses(`zone=${ZONE.vip}`))).toEqual([ids.jp]);
    expect(idsOf(await courses(`zone=${ZONE.free}&sort=1`))).toEqual([ids.js, ids.ux, ids.ts]);
  });

  it('ranks custom ids in the given order, ignoring ids of other lists', async () => {
    const data = await courses(`rankingKind=2&ids=${ids.ux},${ids.exam},${ids.ts},${ids.jp}&keyword=nothing-matches`);
    expect(idsOf(data)).toEqual([ids.ux, ids.ts, ids.jp]);
    expect(data.total).toBe(3);
    expect(idsOf(await courses('rankingKind=2'))).toEqual([]);
  });

  it('ranks recommended items first, then the hottest', async () => {
    expect(idsOf(await courses('rankingKind=3'))).toEqual([ids.ux, ids.jp, ids.js, ids.ts]);
  });

  it('pages with a total', async () => {
    const first = await courses('sort=1&pageSize=3');
    expect(first).toMatchObject({ total: 4, pageNumber: 1, pageSize: 3 });
    expect(idsOf(first)).toEqual([ids.js, ids.ux, ids.ts]);
    expect(idsOf(await courses('sort=1&pageSize=3&pageNumber=2'))).toEqual([ids.jp]);
  });
});

describe('list endpoints', () => {
  it('each lists its own kind of resource', async () => {
    const only = async (path: string, expected: string[]) => expect((await get(path)).list.map((r) => r.id).sort(), path).toEqual([...expected].sort());
    await only(`${PORTAL}/exam-resource`, [ids.exam!]);
    await only(`${PORTAL}/knowledge-resource`, [ids.knowledge!]);
    await only(`${PORTAL}/class-resource`, [ids.class!]);
    await only(`${PORTAL}/learning-map-resource`, [ids.map!]);
    await only(`${PORTAL}/boutique-live-resource`, [ids.liveSoon!]);
    await only(`${PORTAL}/special-search`, [ids.topic!]);
    await only(`${PORTAL}/video-search`, [ids.video!]);
    const video = (await get(`${PORTAL}/video-search`)).list[0];
    expect(video).toMatchObject({ type: RESOURCE_TYPE.course, kind: 'video', durationSeconds: 300 });
  });

  it('schedules live sessions: ongoing and upcoming by start, then ended ones latest first', async () => {
    const data = await get('/api/live/api/lives/v1/scheduleLiveBroadcast');
    expect(idsOf(data)).toEqual([ids.liveNow, ids.liveSoon, ids.livePast, ids.liveOld]);
    expect(data.list.map((r) => r.activityStatus)).toEqual([ACTIVITY_STATUS.ongoing, ACTIVITY_STATUS.unstarted, ACTIVITY_STATUS.ended, ACTIVITY_STATUS.ended]);
  });

  it('computes activityStatus from the times, null when undated', async () => {
    expect((await get(`${PORTAL}/exam-resource`)).list[0]!.activityStatus).toBe(ACTIVITY_STATUS.unstarted);
    expect((await get(`${PORTAL}/knowledge-resource`)).list[0]!.activityStatus).toBeNull();
  });

  it('shows the signed-in user\'s enrolment, 0 for visitors', async () => {
    const user = await makeUser(t.db, { school });
    const cookie = await loginAs(t.app, user.account, user.password);
    const enroll = await t.app.inject({ method: 'POST', url: `/api/manager/class/enroll?schoolId=${school.id}`, headers: { cookie }, payload: { classId: ids.class } });
    expect(enroll.statusCode, enroll.body).toBe(200);
    expect((await get(`${PORTAL}/class-resource`, '', cookie)).list[0]!.enrollment).toBe(ENROLLMENT.enrolled);
    expect((await get(`${PORTAL}/class-resource`)).list[0]!.enrollment).toBe(ENROLLMENT.unenrolled);
  });

  it('keeps a closed school\'s lists from anonymous visitors', async () => {
    const closed = await makeSchool(t.db, { openSchool: false });
    for (const path of [`${PORTAL}/resource`, `${PORTAL}/exam-resource`, '/api/live/api/lives/v1/scheduleLiveBroadcast', `${PORTAL}/leaderboard-resource/${closed.id}`]) {
      const res = await t.app.inject({ url: `${path}?schoolId=${closed.id}` });
      expect(res.statusCode, path).toBe(401);
    }
  });
});
