import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PAGE_CODES, systemPageDefault } from '../../blocks/system-pages';
import { DEMO_SCHOOL_ID, DEMO_SUB_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makePage, makeSchool } from './helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const BASE = '/api/portal/api/v1/portal';
const get = (url: string) => t.app.inject({ url });

describe('released pages', () => {
  it('lists a school\'s pages with their released version', async () => {
    const res = await get(`${BASE}/pages?schoolId=${DEMO_SCHOOL_ID}`);
    expect(res.statusCode).toBe(200);
    const pages = res.json().data as { id: string; code: string; releasedVersion: number | null }[];
    expect(pages.find((p) => p.code === 'home')).toMatchObject({ releasedVersion: 1, id: expect.stringMatching(/^\d{19}$/) });
    expect(pages.find((p) => p.code === 'search')).toMatchObject({ releasedVersion: null });
  });

  it('reads the released home page by code and by id, with the same content', async () => {
    const byCode = await get(`${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&code=home`);
    expect(byCode.statusCode).toBe(200);
    const data = byCode.json().data;
    expect(data.page).toMatchObject({ schoolId: DEMO_SCHOOL_ID, code: 'home', name: { zh_CN: '首页', en_US: 'Home' } });
    expect(data.version).toBe(1);
    expect(data.document.blocks.map((b: { type: string }) => b.type)).toEqual(['nav-header', 'banner', 'rich-text', 'course-cards', 'columns', 'exam-cards', 'points-leaderboard', 'footer']);
    const byId = await get(`${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&pageId=${data.page.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual(data);
  });

  it('answers an unreleased system page\'s default document as version 0', async () => {
    const res = await get(`${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&code=search`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ page: { code: 'search', schoolId: DEMO_SCHOOL_ID }, version: 0, releasedAt: null });
    expect(data.document).toEqual(systemPageDefault('search'));
    const byId = await get(`${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&pageId=${data.page.id}`);
    expect(byId.json().data).toEqual(data);
  });

  it('answers 404 page.not_released for a custom page never released, and page.not_found for no such page', async () => {
    const school = await makeSchool(t.db);
    await makePage(t.db, school, 'landing');
    const notReleased = await get(`${BASE}/getPageDetailsById?schoolId=${school.id}&code=landing`);
    expect(notReleased.statusCode).toBe(404);
    expect(notReleased.json().error).toBe('page.not_released');
    const missing = await get(`${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&code=no-such-page`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('page.not_found');
  });

  it('gives every school every system page, named by the server', async () => {
    const school = await makeSchool(t.db);
    const pages = (await get(`${BASE}/pages?schoolId=${school.id}`)).json().data as { code: string; name: unknown }[];
    expect(pages.map((p) => p.code).sort()).toEqual([...SYSTEM_PAGE_CODES].sort());
    for (const page of pages) expect(page.name).toMatchObject({ zh_CN: expect.any(String), en_US: expect.any(String) });
  });

  it('does not find another tenant\'s page through this school', async () => {
    const other = await makeSchool(t.db);
    const pageId = await makePage(t.db, other);
    const res = await get(`${BASE}/getPageDetailsById?schoolId=${DEMO_SCHOOL_ID}&pageId=${pageId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('page.not_found');
  });

  it('checks the school id: 400 when malformed, 404 when unknown', async () => {
    const bad = await get(`${BASE}/getPageDetailsById?schoolId=123&code=home`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('request.invalid_school_id');
    const unknown = await get(`${BASE}/getPageDetailsById?schoolId=1999999999999999999&code=home`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('school.not_found');
  });

  it('keeps a closed school\'s pages from anonymous visitors', async () => {
    const closed = await makeSchool(t.db, { openSchool: false });
    const res = await get(`${BASE}/pages?schoolId=${closed.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('auth.unauthenticated');
  });
});

describe('school details', () => {
  it('shows the demo school with its sub-school', async () => {
    const res = await get(`/api/school/schools/open/schoolDetails?schoolId=${DEMO_SCHOOL_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: DEMO_SCHOOL_ID,
      tenantId: DEMO_SCHOOL_ID,
      parentId: null,
      openSchool: '1',
      loginMethod: 1,
      isDecorated: true,
      defaultLanguage: 'zh_CN',
      subSchools: [{ id: DEMO_SUB_SCHOOL_ID, name: { zh_CN: '示范分校', en_US: 'Demo Branch School' } }],
    });
    const sub = await get(`/api/school/schools/open/schoolDetails?schoolId=${DEMO_SUB_SCHOOL_ID}`);
    expect(sub.json().data).toMatchObject({ id: DEMO_SUB_SCHOOL_ID, tenantId: DEMO_SCHOOL_ID, parentId: DEMO_SCHOOL_ID, subSchools: [] });
  });
});
