import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const PORTAL = '/api/portal/api/v1/portal';
const LISTS = [
  'resource', 'exam-resource', 'knowledge-resource', 'class-resource', 'learning-map-resource',
  'boutique-live-resource', 'special-search', 'video-search',
].map((p) => `${PORTAL}/${p}`).concat('/api/live/api/lives/v1/scheduleLiveBroadcast');

const ID = '1100000000000010001';
const BAD_LIST_QUERIES: [query: string, parameter: string][] = [
  ['pageSize=0', 'pageSize'],
  ['pageSize=101', 'pageSize'],
  ['pageNumber=0', 'pageNumber'],
  ['sort=9', 'sort'],
  ['zone=7', 'zone'],
  ['rankingKind=4', 'rankingKind'],
  ['rankingKind=2&ids=123', 'ids'],
  [`rankingKind=2&ids=${ID},abc`, 'ids'],
  [`rankingKind=2&ids=${Array.from({ length: 51 }, () => ID).join(',')}`, 'ids'],
  ['categoryIds=12,13', 'categoryIds'],
  [`keyword=${'k'.repeat(101)}`, 'keyword'],
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function expectInvalid(url: string, parameter: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(400);
  const body = res.json();
  expect(body.error, url).toBe('request.invalid_query');
  expect(body.details.map((d: { pointer: string }) => d.pointer), url).toContain(`/${parameter}`);
}

describe('portal list query validation', () => {
  it('answers 400 request.invalid_query naming the parameter, on every list', async () => {
    for (const path of LISTS) {
      for (const [query, parameter] of BAD_LIST_QUERIES) await expectInvalid(`${path}?schoolId=${DEMO_SCHOOL_ID}&${query}`, parameter);
    }
  });

  it('accepts the limits themselves: pageSize 1 and 100, 50 ids, a 100-character keyword', async () => {
    const ok = [`pageSize=1`, `pageSize=100`, `rankingKind=2&ids=${Array.from({ length: 50 }, () => ID).join(',')}`, `keyword=${'k'.repeat(100)}`];
    for (const query of ok) {
      const res = await t.app.inject({ url: `${PORTAL}/resource?schoolId=${DEMO_SCHOOL_ID}&${query}` });
      expect(res.statusCode, query).toBe(200);
    }
  });

  it('checks the leaderboard\'s board, type and rankingPeriod', async () => {
    const board = `${PORTAL}/leaderboard-resource/${DEMO_SCHOOL_ID}`;
    await expectInvalid(`${board}?board=x`, 'board');
    await expectInvalid(`${board}?board=points&rankingPeriod=1`, 'rankingPeriod');
    await expectInvalid(`${board}?board=hot&type=6`, 'type');
    const badSchool = await t.app.inject({ url: `${PORTAL}/leaderboard-resource/123` });
    expect(badSchool.json().error).toBe('request.invalid_school_id');
  });

  it('checks facet, class and school ids', async () => {
    await expectInvalid(`/api/category/v1/facets/first/child?schoolId=${DEMO_SCHOOL_ID}&facetId=12`, 'facetId');
    await expectInvalid(`/api/category/v1/facets/tree?schoolId=${DEMO_SCHOOL_ID}&source=6`, 'source');
    const classInfo = await t.app.inject({ url: `/api/manager/class/classInfo/12?schoolId=${DEMO_SCHOOL_ID}` });
    expect(classInfo.statusCode).toBe(400);
    expect(classInfo.json().details[0].pointer).toBe('/classId');
    for (const path of [`${PORTAL}/school-logo`, `${PORTAL}/v2/navigations`, '/api/search/v1/search/hotSearch', '/api/school/language/setting/open']) {
      const res = await t.app.inject({ url: `${path}?schoolId=abc` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error, path).toBe('request.invalid_school_id');
    }
  });
});
