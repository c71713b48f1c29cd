import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { pageVersions } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makePage, makeSchool, makeUser } from './helpers/factories';

const BASE = '/api/portal/api/v1/portal';
let t: TestApp;
let school: SchoolRef;
let adminCookie: string;
let pageId: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const admin = await makeUser(t.db, { school, role: 'administrator' });
  adminCookie = await loginAs(t.app, admin.account, admin.password);
});
beforeEach(async () => {
  pageId = await makePage(t.db, school);
});
afterAll(() => t?.close());

const richText = (html: string) => ({ id: 'b_text1', type: 'rich-text', v: 1, props: { content: { en_US: html } } });
const cards = (props: Record<string, unknown> = {}) => ({
  id: 'b_cards1', type: 'course-cards', v: 1,
  props: { title: { en_US: 'Courses' }, cardsPerLine: 4, count: 8, sort: 1, zone: 0, showMore: true, ...props },
});
const doc = (...blocks: PageDocument['blocks']): PageDocument => ({ ...emptyDocument(), blocks });

function save(body: unknown, cookie = adminCookie, schoolId = school.id) {
  return t.app.inject({ method: 'POST', url: `${BASE}/insert-user-renovation?schoolId=${schoolId}`, payload: body as object, headers: cookie ? { cookie } : {} });
}
function release(id: string, cookie = adminCookie, body?: object) {
  return t.app.inject({ method: 'PUT', url: `${BASE}/release-pages?schoolId=${school.id}&id=${id}`, headers: cookie ? { cookie } : {}, ...(body ? { payload: body } : {}) });
}
async function draft(id = pageId, schoolId = school.id, cookie = adminCookie) {
  return t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${schoolId}&pageId=${id}`, headers: { cookie } });
}

describe('who may edit', () => {
  it('answers 401 to anonymous and 403 to learners and teachers, and changes nothing', async () => {
    const learner = await makeUser(t.db, { school, role: 'learner' });
    const teacher = await makeUser(t.db, { school, role: 'teacher' });
    const body = { pageId, revision: 0, document: doc(richText('<p>x</p>')) };
    expect((await save(body, '')).statusCode).toBe(401);
    expect((await release(pageId, '')).json().error).toBe('auth.unauthenticated');
    for (const user of [learner, teacher]) {
      const cookie = await loginAs(t.app, user.account, user.password);
      const res = await save(body, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('auth.forbidden');
      expect((await release(pageId, cookie)).statusCode).toBe(403);
      expect((await draft(pageId, school.id, cookie)).statusCode).toBe(403);
    }
    const current = (await draft()).json().data;
    expect(current.revision).toBe(0);
    expect(current.document).toEqual(emptyDocument());
  });

  it('answers the administrator check: roles for admins, 401 anonymous, 403 others', async () => {
    const ok = await t.app.inject({ url: `/api/school/schools/${school.id}/admin/`, headers: { cookie: adminCookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ schoolId: school.id, roles: ['administrator'] });
    const noSlash = await t.app.inject({ url: `/api/school/schools/${school.id}/admin`, headers: { cookie: adminCookie } });
    expect(noSlash.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/school/schools/${school.id}/admin/` })).statusCode).toBe(401);
    const learner = await makeUser(t.db, { school, role: 'learner' });
    const res = await t.app.inject({ url: `/api/school/schools/${school.id}/admin/`, headers: { cookie: await loginAs(t.app, learner.account, learner.password) } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('auth.forbidden');
  });

  it('refuses an administrator of another school (403) and hides that school\'s pages (404)', async () => {
    const other = await makeSchool(t.db);
    const otherPage = await makePage(t.db, other);
    const res = await draft(otherPage, other.id);
    expect(res.statusCode).toBe(403);
    const crossed = await draft(otherPage, school.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error).toBe('page.not_found');
    expect((await save({ pageId: otherPage, revision: 0, document: doc() })).statusCode).toBe(404);
  });

  it('lets the parent school\'s administrator edit a sub-school page', async () => {
    const sub = await makeSchool(t.db, { parent: school });
    const subPage = await makePage(t.db, sub);
    const res = await save({ pageId: subPage, revision: 0, document: doc(cards()) }, adminCookie, sub.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ revision: 1 });
  });
});

describe('saving drafts', () => {
  it('saves and bumps the revision', async () => {
    const first = await save({ pageId, revision: 0, document: doc(cards()) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, message: 'success', data: { revision: 1 } });
    expect((await save({ pageId, revision: 1, document: doc(cards({ count: 3 })) })).json().data.revision).toBe(2);
    const current = (await draft()).json().data;
    expect(current.revision).toBe(2);
    expect(current.document.blocks[0].props.count).toBe(3);
  });

  it('answers 409 for a stale revision and keeps the draft', async () => {
    await save({ pageId, revision: 0, document: doc(cards()) });
    const res = await save({ pageId, revision: 0, document: doc(cards({ count: 5 })) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'page.stale_revision', details: [{ currentRevision: 1 }] });
    const current = (await draft()).json().data;
    expect(current.revision).toBe(1);
    expect(current.document.blocks[0].props.count).toBe(8);
  });

  it('answers 400 with JSON pointers for an invalid document and keeps the draft', async () => {
    const res = await save({ pageId, revision: 0, document: doc(cards({ cardsPerLine: 7 })) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('page.invalid_document');
    expect(res.json().details).toContainEqual({ pointer: '/blocks/0/props/cardsPerLine', message: expect.any(String) });
    expect((await draft()).json().data).toMatchObject({ revision: 0, document: emptyDocument() });
  });

  it('refuses a block saved by newer code than the server knows', async () => {
    const res = await save({ pageId, revision: 0, document: doc({ ...cards(), v: 99 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ pointer: '/blocks/0/v', message: expect.stringContaining('newer') });
  });

  it('answers 400 request.invalid_body for a malformed body', async () => {
    const res = await save({ pageId: 'nope', revision: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('request.invalid_body');
    const pointers = (res.json().details as { pointer: string }[]).map((d) => d.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/pageId', '/revision', '/document']));
  });

  it('stores rich text sanitized', async () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>';
    expect((await save({ pageId, revision: 0, document: doc(richText(html)) })).statusCode).toBe(200);
    const stored = (await draft()).json().data.document.blocks[0].props.content.en_US as string;
    expect(stored).toContain('Hi');
    expect(stored).not.toMatch(/script|onclick|javascript:/);
  });
});

describe('releasing', () => {
  it('releases versions 1, 2 ... and leaves old versions unchanged', async () => {
    await save({ pageId, revision: 0, document: doc(cards({ count: 1 })) });
    // A bodiless PUT labelled JSON, as browsers send it.
    const v1 = await t.app.inject({ method: 'PUT', url: `${BASE}/release-pages?schoolId=${school.id}&id=${pageId}`, headers: { cookie: adminCookie, 'content-type': 'application/json' } });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data).toMatchObject({ version: 1, releasedAt: expect.any(String) });
    await save({ pageId, revision: 1, document: doc(cards({ count: 2 })) });
    expect((await release(pageId, adminCookie, { revision: 2 })).json().data.version).toBe(2);

    const latest = await t.app.inject({ url: `${BASE}/getPageDetailsById?schoolId=${school.id}&pageId=${pageId}` });
    expect(latest.json().data).toMatchObject({ version: 2, document: { blocks: [{ props: { count: 2 } }] } });
    const versions = await withTenant(t.db.db, school.tenantId, (tx) =>
      tx.select({ version: pageVersions.version, document: pageVersions.document }).from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(asc(pageVersions.version)),
    );
    expect(versions.map((v) => [v.version, v.document.blocks[0]?.props.count])).toEqual([[1, 1], [2, 2]]);
    const details = await t.app.inject({ url: `/api/school/schools/open/schoolDetails?schoolId=${school.id}` });
    expect(details.json().data.isDecorated).toBe(true);
  });

  it('answers 409 when releasing with a stale revision, and releases nothing', async () => {
    await save({ pageId, revision: 0, document: doc(cards()) });
    const res = await release(pageId, adminCookie, { revision: 0 });
    expect(res.statusCode).toBe(409);
    const read = await t.app.inject({ url: `${BASE}/getPageDetailsById?schoolId=${school.id}&pageId=${pageId}` });
    expect(read.json().error).toBe('page.not_released');
  });
});
