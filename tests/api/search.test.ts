import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const user = await makeUser(t.db, { school });
  cookie = await loginAs(t.app, user.account, user.password);
});
afterAll(() => t?.close());

const search = (keyword: string, options: { cookie?: string; path?: string; query?: string } = {}) =>
  t.app.inject({
    url: `/api/portal/api/v1/portal/${options.path ?? 'resource'}?schoolId=${school.id}&keyword=${encodeURIComponent(keyword)}&${options.query ?? ''}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
const hotSearch = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/search/v1/search/hotSearch?schoolId=${school.id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { hot: string[]; history: string[] };
};

describe('hot searches and history', () => {
  it('records keyword searches of any list: hot for the school, history for the user', async () => {
    await search('Rust', { cookie });
    await search('Rust', { path: 'exam-resource' }); // a visitor
    await search('Go', { path: 'video-search' });
    await search('Go', { path: 'class-resource' }); // the same visitor again within a minute: one search
    await search('Zig', { query: 'pageNumber=2' }); // paging through results is not a new search
    await search('  ', { cookie }); // blank is no keyword
    await search('Elm', { cookie });
    expect(await hotSearch()).toEqual({ hot: ['Rust', 'Elm', 'Go'], history: [] });
    expect(await hotSearch({ cookie })).toEqual({ hot: ['Rust', 'Elm', 'Go'], history: ['Elm', 'Rust'] });
  });

  it('clears the user\'s history but keeps the hot searches; 401 for visitors', async () => {
    const visitor = await t.app.inject({ url: `/api/search/v1/search/clear?schoolId=${school.id}` });
    expect(visitor.statusCode).toBe(401);
    const crossSite = await t.app.inject({ url: `/api/search/v1/search/clear?schoolId=${school.id}`, headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await hotSearch({ cookie })).history).toEqual(['Elm', 'Rust']);
    const cleared = await t.app.inject({ url: `/api/search/v1/search/clear?schoolId=${school.id}`, headers: { cookie } });
    expect(cleared.statusCode).toBe(200);
    expect(await hotSearch({ cookie })).toEqual({ hot: ['Rust', 'Elm', 'Go'], history: [] });
    await search('Nim', { cookie });
    expect((await hotSearch({ cookie })).history).toEqual(['Nim']);
  });

  it('shows the demo school\'s seeded hot searches', async () => {
    const res = await t.app.inject({ url: `/api/search/v1/search/hotSearch?schoolId=${DEMO_SCHOOL_ID}` });
    expect(res.json().data.hot[0]).toBe('TypeScript');
    expect(res.json().data.hot.length).toBeLessThanOrEqual(10);
  });
});
