import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeNavigation, makePage, makeSchool, makeUser } from './helpers/factories';

const PORTAL = '/api/portal/api/v1/portal';
const NAV = `${PORTAL}/v2/navigations`;
let t: TestApp;
let school: SchoolRef;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const admin = await makeUser(t.db, { school, role: 'administrator' });
  adminCookie = await loginAs(t.app, admin.account, admin.password);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
interface Item { id: string; pageId: string | null; name: { en_US: string }; order: number; visible: boolean; children: Item[] }
const tree = async (cookie = adminCookie) => (await call('GET', `${NAV}?schoolId=${school.id}`, undefined, cookie)).json().data as Item[];

describe('v2/navigations (write)', () => {
  it('adds items, reorders, nests, hides and removes them; visitors see visible items only', async () => {
    const pageId = await makePage(t.db, school);
    const a = (await call('POST', `${NAV}?schoolId=${school.id}`, { name: { en_US: 'A' }, pageId, order: 1 })).json().data.id as string;
    const b = (await call('POST', `${NAV}?schoolId=${school.id}`, { name: { en_US: 'B' }, url: '/b', order: 2 })).json().data.id as string;
    expect((await tree()).map((i) => i.name.en_US)).toEqual(['A', 'B']);

    expect((await call('PUT', `${NAV}?schoolId=${school.id}&id=${b}`, { order: 0 })).statusCode).toBe(200);
    expect((await tree()).map((i) => i.name.en_US)).toEqual(['B', 'A']);
    expect((await call('PUT', `${NAV}?schoolId=${school.id}&id=${a}`, { parentId: b, name: { en_US: 'A2' } })).statusCode).toBe(200);
    expect((await tree())[0]!.children.map((i) => i.name.en_US)).toEqual(['A2']);
    expect((await call('PUT', `${NAV}?schoolId=${school.id}&id=${b}`, { visible: false })).statusCode).toBe(200);
    expect(await tree('')).toEqual([]);

    // A page in the navigation cannot be deleted until it leaves the navigation.
    expect((await call('DELETE', `${PORTAL}/v2/pages?schoolId=${school.id}&id=${pageId}`)).json().error).toBe('page.in_navigation');
    const hasChildren = await call('DELETE', `${NAV}?schoolId=${school.id}&id=${b}`);
    expect(hasChildren.statusCode).toBe(409);
    expect(hasChildren.json().error).toBe('navigation.has_children');
    expect((await call('DELETE', `${NAV}?schoolId=${school.id}&id=${a}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${PORTAL}/v2/pages?schoolId=${school.id}&id=${pageId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${NAV}?schoolId=${school.id}&id=${b}`)).statusCode).toBe(200);
  });

  it('refuses an item under itself or its children (409 navigation.cycle)', async () => {
    const top = await makeNavigation(t.db, school);
    const child = await makeNavigation(t.db, school, { parentId: top });
    const res = await call('PUT', `${NAV}?schoolId=${school.id}&id=${top}`, { parentId: child });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('navigation.cycle');
    expect((await call('PUT', `${NAV}?schoolId=${school.id}&id=${top}`, { parentId: top })).statusCode).toBe(409);
    expect((await call('PUT', `${NAV}?schoolId=${school.id}&id=${top}`, {})).statusCode).toBe(400);
  });

  it('answers 401 to anonymous and 403 to learners and teachers', async () => {
    const item = await makeNavigation(t.db, school);
    for (const who of ['', 'learner', 'teacher'] as const) {
      const user = who ? await makeUser(t.db, { school, role: who }) : null;
      const cookie = user ? await loginAs(t.app, user.account, user.password) : '';
      const status = who ? 403 : 401;
      expect((await call('POST', `${NAV}?schoolId=${school.id}`, { name: { en_US: 'x' } }, cookie)).statusCode).toBe(status);
      expect((await call('PUT', `${NAV}?schoolId=${school.id}&id=${item}`, { visible: false }, cookie)).statusCode).toBe(status);
      expect((await call('DELETE', `${NAV}?schoolId=${school.id}&id=${item}`, undefined, cookie)).statusCode).toBe(status);
    }
  });

  it('hides another school\'s items and pages (404)', async () => {
    const other = await makeSchool(t.db);
    const theirs = await makeNavigation(t.db, other);
    const theirPage = await makePage(t.db, other);
    const res = await call('PUT', `${NAV}?schoolId=${school.id}&id=${theirs}`, { visible: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('navigation.not_found');
    expect((await call('DELETE', `${NAV}?schoolId=${school.id}&id=${theirs}`)).statusCode).toBe(404);
    expect((await call('POST', `${NAV}?schoolId=${school.id}`, { name: { en_US: 'x' }, pageId: theirPage })).statusCode).toBe(404);
    expect((await call('POST', `${NAV}?schoolId=${school.id}`, { name: { en_US: 'x' }, parentId: theirs })).statusCode).toBe(404);
  });
});
