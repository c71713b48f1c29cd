import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
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
  const admin = await makeUser(t.db, { school, role: 'administrator', realName: 'Ada Admin' });
  adminCookie = await loginAs(t.app, admin.account, admin.password);
});
beforeEach(async () => {
  pageId = await makePage(t.db, school);
});
afterAll(() => t?.close());

const text = (html: string) => ({ id: 'b_text1', type: 'rich-text', v: 1, props: { content: { en_US: html } } });
const doc = (html: string): PageDocument => ({ ...emptyDocument(), blocks: [text(html)] });
const headers = (cookie: string) => (cookie ? { cookie } : {});

const versions = (id = pageId, cookie = adminCookie, schoolId = school.id) =>
  t.app.inject({ url: `${BASE}/release-pages/versions?schoolId=${schoolId}&id=${id}`, headers: headers(cookie) });
const rollback = (version: unknown, id = pageId, cookie = adminCookie, schoolId = school.id) =>
  t.app.inject({ method: 'POST', url: `${BASE}/release-pages/rollback?schoolId=${schoolId}&id=${id}`, payload: { version } as object, headers: headers(cookie) });

const readVersion = (version: unknown, id = pageId, cookie = adminCookie) =>
  t.app.inject({ url: `${BASE}/release-pages/version?schoolId=${school.id}&id=${id}&version=${String(version)}`, headers: headers(cookie) });

async function saveAndRelease(html: string, id = pageId, body?: object) {
  const current = await t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${school.id}&pageId=${id}`, headers: { cookie: adminCookie } });
  const revision = current.json().data.revision as number;
  const saved = await t.app.inject({ method: 'POST', url: `${BASE}/insert-user-renovation?schoolId=${school.id}`, payload: { pageId: id, revision, document: doc(html) }, headers: { cookie: adminCookie } });
  expect(saved.statusCode).toBe(200);
  const released = await t.app.inject({ method: 'PUT', url: `${BASE}/release-pages?schoolId=${school.id}&id=${id}`, headers: { cookie: adminCookie }, ...(body ? { payload: body } : {}) });
  expect(released.statusCode).toBe(200);
}
const releasedHtml = async () => {
  const res = await t.app.inject({ url: `${BASE}/getPageDetailsById?schoolId=${school.id}&pageId=${pageId}` });
  return res.json().data.document.blocks[0].props.content.en_US as string;
};

describe('release versions', () => {
  it('lists releases newest first with who released them and when', async () => {
    expect((await versions()).json().data).toEqual([]);
    await saveAndRelease('<p>one</p>');
    await saveAndRelease('<p>two</p>');
    const list = (await versions()).json().data as { version: number; releasedAt: string; releasedBy: { name: string } }[];
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]!.releasedBy.name).toBe('Ada Admin');
    expect(Number.isNaN(Date.parse(list[0]!.releasedAt))).toBe(false);
  });

  it('rolls back by releasing an old version as a new one; the old one stays as it was', async () => {
    await saveAndRelease('<p>one</p>');
    await saveAndRelease('<p>two</p>');
    const res = await rollback(1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 3, restoredFrom: 1 });
    expect(await releasedHtml()).toBe('<p>one</p>');
    expect((await versions()).json().data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    // The draft continues from the restored document.
    const draft = await t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${school.id}&pageId=${pageId}`, headers: { cookie: adminCookie } });
    expect(draft.json().data.document.blocks[0].props.content.en_US).toBe('<p>one</p>');
    expect(draft.json().data.revision).toBe(res.json().data.revision);
  });

  it('marks the school decorated, as every release does', async () => {
    await saveAndRelease('<p>one</p>');
    const decorated = async () => (await t.app.inject({ url: `${BASE}/school-isdecorated?schoolId=${school.id}`, headers: { cookie: adminCookie } })).json().data.isDecorated;
    await t.app.inject({ method: 'PUT', url: `${BASE}/school-update-isdecorated?schoolId=${school.id}`, payload: { isDecorated: false }, headers: { cookie: adminCookie } });
    expect(await decorated()).toBe(false);
    expect((await rollback(1)).statusCode).toBe(200);
    expect(await decorated()).toBe(true);
  });

  it('answers 404 for a version that does not exist and 400 for a bad one', async () => {
    await saveAndRelease('<p>one</p>');
    const missing = await rollback(7);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('page.version_not_found');
    expect((await rollback(0)).statusCode).toBe(400);
    expect((await rollback('x')).statusCode).toBe(400);
  });

  it('answers 401 to anonymous and 403 to learners and teachers', async () => {
    const learner = await makeUser(t.db, { school, role: 'learner' });
    const teacher = await makeUser(t.db, { school, role: 'teacher' });
    expect((await versions(pageId, '')).statusCode).toBe(401);
    expect((await rollback(1, pageId, '')).statusCode).toBe(401);
    for (const who of [learner, teacher]) {
      const cookie = await loginAs(t.app, who.account, who.password);
      expect((await versions(pageId, cookie)).statusCode).toBe(403);
      expect((await rollback(1, pageId, cookie)).statusCode).toBe(403);
    }
  });

  it('hides another school\'s pages (404) and refuses its administrator elsewhere (403)', async () => {
    const other = await makeSchool(t.db);
    const otherPage = await makePage(t.db, other);
    const crossed = await versions(otherPage);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error).toBe('page.not_found');
    expect((await rollback(1, otherPage)).statusCode).toBe(404);
    expect((await versions(otherPage, adminCookie, other.id)).statusCode).toBe(403);
  });

  it('keeps the note a release carries, trimmed, and shows it in the list; rollbacks and plain releases have none', async () => {
    await saveAndRelease('<p>one</p>', pageId, { note: '  Spring banner  ' });
    await saveAndRelease('<p>two</p>');
    await rollback(1);
    const list = (await versions()).json().data as { version: number; note: string | null }[];
    expect(list.map((v) => [v.version, v.note])).toEqual([[3, null], [2, null], [1, 'Spring banner']]);
  });

  it('refuses a note that is too long or not text (400) and releases nothing', async () => {
    for (const note of ['x'.repeat(501), 42]) {
      const res = await t.app.inject({ method: 'PUT', url: `${BASE}/release-pages?schoolId=${school.id}&id=${pageId}`, headers: { cookie: adminCookie }, payload: { note } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'request.invalid_body', details: [{ pointer: '/note' }] });
    }
    expect((await versions()).json().data).toEqual([]);
  });

  it('reads one version’s document to preview it; 404 for a missing version, 400 for a bad one, 403 for learners', async () => {
    await saveAndRelease('<p>first</p>', pageId, { note: 'First' });
    await saveAndRelease('<p>second</p>');
    const first = await readVersion(1);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ version: 1, note: 'First' });
    expect(first.json().data.document.blocks[0].props.content.en_US).toBe('<p>first</p>');
    expect((await readVersion(9)).json()).toMatchObject({ error: 'page.version_not_found' });
    expect((await readVersion(0)).statusCode).toBe(400);
    const learner = await makeUser(t.db, { school, role: 'learner' });
    expect((await readVersion(1, pageId, await loginAs(t.app, learner.account, learner.password))).statusCode).toBe(403);
    expect((await readVersion(1, pageId, '')).statusCode).toBe(401);
  });
});
