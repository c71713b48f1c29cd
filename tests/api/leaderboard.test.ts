import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_PERIOD, RESOURCE_TYPE } from '../../schemas/enums';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { addPoints, makeResource, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
const users: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const year = new Date().getUTCFullYear();
  const recent = new Date(Date.now() - 60_000);
  const lastYear = new Date(Date.UTC(year - 1, 6, 1));
  const longAgo = new Date(Date.UTC(year - 3, 0, 1));
  for (const name of ['Ann', 'Bob', 'Cid']) users[name] = (await makeUser(t.db, { school, realName: name })).id;
  await addPoints(t.db, school, users.Ann!, 10, recent);
  await addPoints(t.db, school, users.Ann!, 100, lastYear);
  await addPoints(t.db, school, users.Bob!, 30, recent);
  await addPoints(t.db, school, users.Bob!, 20, longAgo);
  await addPoints(t.db, school, users.Cid!, 20, recent);
  await addPoints(t.db, school, users.Cid!, 5, lastYear);
});
afterAll(() => t?.close());

const board = async (schoolId: string, query: string) => {
  const res = await t.app.inject({ url: `/api/portal/api/v1/portal/leaderboard-resource/${schoolId}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as { rank: number; userId: string; displayName: string; points: number; item: { id: string; viewCount: number; type: number } }[];
};

describe('points leaderboard', () => {
  it('ranks trainees by the points of each period', async () => {
    const names = async (period: number) => (await board(school.id, `board=points&rankingPeriod=${period}`)).map((r) => `${r.displayName}:${r.points}`);
    expect(await names(RANKING_PERIOD.latestMonth)).toEqual(['Bob:30', 'Cid:20', 'Ann:10']);
    expect(await names(RANKING_PERIOD.thisYear)).toEqual(['Bob:30', 'Cid:20', 'Ann:10']);
    expect(await names(RANKING_PERIOD.lastYear)).toEqual(['Ann:100', 'Cid:5']);
    expect(await names(RANKING_PERIOD.total)).toEqual(['Ann:110', 'Bob:50', 'Cid:25']);
  });

  it('answers rank, userId, displayName, avatarUrl and points', async () => {
    const [first] = await board(school.id, 'board=points&rankingPeriod=3');
    expect(first).toEqual({ rank: 1, userId: users.Ann, displayName: 'Ann', avatarUrl: '', points: 110 });
  });

  it('shows the top 50 of the demo school, in every period', async () => {
    for (const period of Object.values(RANKING_PERIOD)) {
      const list = await board(DEMO_SCHOOL_ID, `board=points&rankingPeriod=${period}`);
      expect(list.length, `period ${period}`).toBe(50);
      expect(list.map((r) => r.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const points = list.map((r) => r.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
  });
});

describe('hot leaderboard', () => {
  it('lists the 20 most viewed resources of a type', async () => {
    const hot = await makeSchool(t.db);
    for (let i = 1; i <= 22; i += 1) await makeResource(t.db, hot, { viewCount: i * 10 });
    await makeResource(t.db, hot, { type: RESOURCE_TYPE.exam, viewCount: 10_000 });
    const list = await board(hot.id, `board=hot&type=${RESOURCE_TYPE.course}`);
    expect(list).toHaveLength(20);
    expect(list.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(list.map((r) => r.item.viewCount)).toEqual(Array.from({ length: 20 }, (_, i) => (22 - i) * 10));
    expect(list.every((r) => r.item.type === RESOURCE_TYPE.course)).toBe(true);
    const exams = await board(hot.id, `board=hot&type=${RESOURCE_TYPE.exam}`);
    expect(exams.map((r) => r.item.viewCount)).toEqual([10_000]);
  });
});
