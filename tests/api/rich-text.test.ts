import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDocument, type PageDocument } from '../../schemas/page-document';
import { RICH_TEXT_CORPUS } from '../../schemas/rich-text-corpus';
import { pageVersions } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';
import { renderedHome } from './helpers/rendered-page';

const BASE = '/api/portal/api/v1/portal';
// Inputs the API refuses before sanitizing: longer than a rich-text field holds (its schema's
// maxLength), or with a NUL character (no text may hold one).
const cases = RICH_TEXT_CORPUS.filter(([input]) => input.length <= 20_000 && !input.includes('\u0000'));
const text = (html: string, i: number) => ({ id: `b_text${String(i).padStart(4, '0')}`, type: 'rich-text', v: 1, props: { content: { en_US: html } } });
const doc = (htmls: readonly string[]): PageDocument => ({ ...emptyDocument(), blocks: htmls.map(text) });
const texts = (document: PageDocument) => document.blocks.map((b) => (b.props.content as { en_US: string }).en_US);

let t: TestApp;
let school: SchoolRef;
let cookie: string;
let homeId: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const admin = await makeUser(t.db, { school, role: 'administrator' });
  cookie = await loginAs(t.app, admin.account, admin.password);
  const pages = (await t.app.inject({ url: `${BASE}/pages?schoolId=${school.id}`, headers: { cookie } })).json().data as { id: string; code: string }[];
  homeId = pages.find((p) => p.code === 'home')!.id;
});
afterAll(() => t?.close());

async function saveAndRelease(document: PageDocument): Promise<void> {
  const revision = (await t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${school.id}&pageId=${homeId}`, headers: { cookie } })).json().data.revision as number;
  const saved = await t.app.inject({ method: 'POST', url: `${BASE}/insert-user-renovation?schoolId=${school.id}`, payload: { pageId: homeId, revision, document }, headers: { cookie } });
  expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
  const released = await t.app.inject({ method: 'PUT', url: `${BASE}/release-pages?schoolId=${school.id}&id=${homeId}`, headers: { cookie } });
  expect(released.statusCode, released.body.slice(0, 300)).toBe(200);
}

describe('rich text through the API', () => {
  it('is saved and released as the shared corpus says, input for input: what the designer shows', async () => {
    await saveAndRelease(doc(cases.map(([input]) => input)));
    const draft = (await t.app.inject({ url: `${BASE}/select-user-renovation?schoolId=${school.id}&pageId=${homeId}`, headers: { cookie } })).json().data.document;
    const released = (await t.app.inject({ url: `${BASE}/getPageDetailsById?schoolId=${school.id}&pageId=${homeId}` })).json().data.document;
    expect(texts(draft)).toEqual(cases.map(([, output]) => output));
    expect(texts(released)).toEqual(cases.map(([, output]) => output));
  });

  it('stored before the policy, is drawn by the server render through it', async () => {
    await saveAndRelease(doc(['<p>placeholder</p>']));
    // A version released by older code, which stored the markup as it came.
    const old = doc(['<p onclick="steal()">Old <a href="javascript:alert(1)" target="_blank">text</a></p><img src=x onerror=alert(1)><script>alert(2)</script><svg onload=alert(3)>']);
    await withTenant(t.db.db, school.tenantId, async (tx) => {
      const [latest] = await tx.select({ version: max(pageVersions.version) }).from(pageVersions).where(and(eq(pageVersions.tenantId, school.tenantId), eq(pageVersions.pageId, homeId)));
      await tx.insert(pageVersions).values({ tenantId: school.tenantId, pageId: homeId, version: latest!.version! + 1, document: old });
    });
    const served = (await t.app.inject({ url: `${BASE}/getPageDetailsById?schoolId=${school.id}&pageId=${homeId}` })).json().data.document;
    expect(texts(served)).toEqual(texts(old));
    const page = await renderedHome(t.app, school.id);
    const block = page.querySelector('[data-block-type="rich-text"] .rich-text');
    expect(block?.innerHTML).toBe('<p>Old text</p>');
    expect(page.getElementById('root')!.querySelectorAll('script, svg, img[onerror], [onclick]')).toHaveLength(0);
  });
});
