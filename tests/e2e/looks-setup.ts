import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoHomeDocument } from '../../server/db/demo-content';
import { systemPageDefault } from '../../blocks/system-pages';

/** The moment every screenshot's browser believes it is (a fixed clock, so relative times never drift). */
export const FIXED_NOW = new Date('2026-03-02T09:00:00Z');

/**
 * Makes a page look the same on every run: a fixed clock, the same fonts everywhere (DejaVu Sans, which
 * also covers Arabic, then Noto Sans CJK for Chinese, Japanese and Korean; scripts/ensure-chromium.sh
 * installs both), no animations or transitions, no blinking caret.
 */
export async function steadyLooks(page: Page): Promise<void> {
  await page.clock.install({ time: FIXED_NOW });
  await page.addInitScript(() => {
    const style = () => {
      const tag = document.createElement('style');
      tag.textContent = `*, *::before, *::after { font-family: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif !important; animation: none !important; transition: none !important; caret-color: transparent !important; }`;
      document.head.append(tag);
    };
    if (document.head) style();
    else document.addEventListener('DOMContentLoaded', style);
  });
}

/** The demo school's first class, as visitors reach it from the portal. */
export async function demoClassPath(page: Page, school: string): Promise<string> {
  const list = await page.request.get(`/api/portal/api/v1/portal/class-resource?schoolId=${school}&pageSize=1`);
  const [first] = (await list.json()).data.list as { id: string }[];
  return `/classInfo/${school}/class-view/${first!.id}`;
}

const PORTAL = '/api/portal/api/v1/portal';

/**
 * A page of its own for the designer's pictures, made of the default home page's blocks and a rich text
 * block (the system defaults, so always the same): other tests edit the demo home page, this one is
 * untouched by them. Returns its id; `dropFixturePage` deletes it.
 */
export async function fixturePage(page: Page, school: string): Promise<string> {
  const home = systemPageDefault('home');
  const text = systemPageDefault('feedback').blocks.find((b) => b.type === 'rich-text')!;
  const document = { ...home, blocks: [home.blocks[0]!, home.blocks[1]!, { ...text, props: { content: { en_US: '<h2>About us</h2><p>The Demo School teaches <strong>programming</strong> and <strong>design</strong>.</p>' } } }, ...home.blocks.slice(2)] };
  const created = await page.request.post(`${PORTAL}/v2/pages?schoolId=${school}`, { data: { name: { en_US: 'Looks', zh_CN: 'Looks' } } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).data as { id: string };
  const saved = await page.request.post(`${PORTAL}/insert-user-renovation?schoolId=${school}`, { data: { pageId: id, revision: 0, document } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
}

/** Deletes the page fixturePage made. */
export async function dropFixturePage(page: Page, school: string, id: string): Promise<void> {
  await page.request.delete(`${PORTAL}/v2/pages?schoolId=${school}&id=${id}`);
}

/**
 * Releases the demo home page's seeded document again, so the portal pictures never show what other
 * tests of the run released there. Signs in as the administrator in a request context of its own.
 */
export async function restoreDemoHome(request: APIRequestContext, school: string): Promise<void> {
  const login = await request.post('/api/auth/oauth/token', { form: { grant_type: 'password', username: 'admin', password: 'admin-pass-2026' } });
  expect(login.ok()).toBe(true);
  const portal = '/api/portal/api/v1/portal';
  const home = (await (await request.get(`${portal}/getPageDetailsById?schoolId=${school}&code=home`)).json()).data.page.id as string;
  const { revision } = (await (await request.get(`${portal}/select-user-renovation?schoolId=${school}&pageId=${home}`)).json()).data as { revision: number };
  const saved = await request.post(`${portal}/insert-user-renovation?schoolId=${school}`, { data: { pageId: home, revision, document: demoHomeDocument() } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const released = await request.put(`${portal}/release-pages?schoolId=${school}&id=${home}`, { data: {} });
  expect(released.ok(), await released.text()).toBe(true);
}
