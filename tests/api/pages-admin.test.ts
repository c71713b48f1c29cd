import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeNavigation, makePage, makeSchool, makeUser } from './helpers/factories';

const PORTAL = '/api/portal/api/v1/portal';
const PAGES = `${PORTAL}/v2/pages`;
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
const list = async () => (await call('GET', `${PORTAL}/pages?schoolId=${school.id}`)).json().data as { id: string; code: string; name: { en_US?: string } }[];

describe('v2/pages', () => {
  it('adds a page with an empty draft, renames it and deletes it', async () => {
    const created = await call('POST', `${PAGES}?schoolId=${school.id}`, { name: { en_US: 'Offers' }, code: 'offers' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data as { id: string };
    expect((await list()).find((p) => p.id === id)).toMatchObject({ code: 'offers', name: { en_US: 'Offers' } });
    const draft = await call('GET', `${PORTAL}/select-user-renovation?schoolId=${school.id}&pageId=${id}`);
    expect(draft.json().data).toMatchObject({ revision: 0, document: { blocks: [] } });

    expect((await call('PUT', `${PAGES}?schoolId=${school.id}&id=${id}`, { name: { en_US: 'Deals' } })).statusCode).toBe(200);
    expect((await list()).find((p) => p.id === id)!.name.en_US).toBe('Deals');

    expect((await call('DELETE', `${PAGES}?schoolId=${school.id}&id=${id}`)).statusCode).toBe(200);
    expect((await list()).some((p) => p.id === id)).toBe(false);
    expect((await call('GET', `${PORTAL}/select-user-renovation?schoolId=${school.id}&pageId=${id}`)).statusCode).toBe(404);
    // Deleting archives the page and frees its code.
    expect((await call('POST', `${PAGES}?schoolId=${school.id}`, { name: { en_US: 'Offers' }, code: 'offers' })).statusCode).toBe(200);
  });

  it('keeps the released versions of a deleted page (they are immutable)', async () => {
    const { id } = (await call('POST', `${PAGES}?schoolId=${school.id}`, { name: { en_US: 'Soon gone' } })).json().data as { id: string };
    expect((await call('PUT', `${PORTAL}/release-pages?schoolId=${school.id}&id=${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${PAGES}?schoolId=${school.id}&id=${id}`)).statusCode).toBe(200);
    expect((await call('GET', `${PORTAL}/getPageDetailsById?schoolId=${school.id}&pageId=${id}`, undefined, '')).statusCode).toBe(404);
  });

  it('makes up a code when none is given, and refuses a code the school has (409)', async () => {
    const made = await call('POST', `${PAGES}?schoolId=${school.id}`, { name: { en_US: 'Anything' } });
    expect(made.json().data.code).toMatch(/^page-/);
    const taken = await call('POST', `${PAGES}?schoolId=${school.id}`, { name: { en_US: 'Home again' }, code: 'home' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('page.code_taken');
    expect((await call('POST', `${PAGES}?schoolId=${school.id}`, { name: {} })).statusCode).toBe(400);
  });

  it('refuses to delete a page in the navigation (409) until it leaves it', async () => {
    const pageId = await makePage(t.db, school);
    await makeNavigation(t.db, school, { pageId });
    const res = await call('DELETE', `${PAGES}?schoolId=${school.id}&id=${pageId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('page.in_navigation');
    expect((await list()).some((p) => p.id === pageId)).toBe(true);
  });

  it('never deletes a system page (403 page.system)', async () => {
    const home = (await list()).find((p) => p.code === 'home')!;
    const res = await call('DELETE', `${PAGES}?schoolId=${school.id}&id=${home.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('page.system');
  });

  it('answers 401 to anonymous and 403 to learners and teachers', async () => {
    const pageId = await makePage(t.db, school);
    for (const who of ['', 'learner', 'teacher'] as const) {
      const user = who ? await makeUser(t.db, { school, role: who }) : null;
      const cookie = user ? await loginAs(t.app, user.account, user.password) : '';
      const status = who ? 403 : 401;
      expect((await call('POST', `${PAGES}?schoolId=${school.id}`, { name: { en_US: 'x' } }, cookie)).statusCode).toBe(status);
      expect((await call('PUT', `${PAGES}?schoolId=${school.id}&id=${pageId}`, { name: { en_US: 'x' } }, cookie)).statusCode).toBe(status);
      expect((await call('DELETE', `${PAGES}?schoolId=${school.id}&id=${pageId}`, undefined, cookie)).statusCode).toBe(status);
    }
  });

  it('hides another school\'s pages (404)', async () => {
    const other = await makeSchool(t.db);
    const theirs = await makePage(t.db, other);
    const renamed = await call('PUT', `${PAGES}?schoolId=${school.id}&id=${theirs}`, { name: { en_US: 'x' } });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().error).toBe('page.not_found');
    expect((await call('DELETE', `${PAGES}?schoolId=${school.id}&id=${theirs}`)).statusCode).toBe(404);
    expect((await call('PUT', `${PAGES}?schoolId=${other.id}&id=${theirs}`, { name: { en_US: 'x' } })).statusCode).toBe(403);
  });
});

describe('school-isdecorated', () => {
  it('reads the flag for anyone and lets administrators set it', async () => {
    const read = async () => (await call('GET', `${PORTAL}/school-isdecorated?schoolId=${school.id}`, undefined, '')).json().data.isDecorated;
    expect(typeof (await read())).toBe('boolean');
    expect((await call('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${school.id}`, { isDecorated: true })).statusCode).toBe(200);
    expect(await read()).toBe(true);
    expect((await call('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${school.id}`, { isDecorated: false })).statusCode).toBe(200);
    expect(await read()).toBe(false);
    expect((await call('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${school.id}`, { isDecorated: 'yes' })).statusCode).toBe(400);
  });

  it('answers 401 to anonymous and 403 to others when setting it', async () => {
    const learner = await makeUser(t.db, { school, role: 'learner' });
    const cookie = await loginAs(t.app, learner.account, learner.password);
    expect((await call('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${school.id}`, { isDecorated: true }, '')).statusCode).toBe(401);
    expect((await call('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${school.id}`, { isDecorated: true }, cookie)).statusCode).toBe(403);
  });
});
