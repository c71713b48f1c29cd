import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../renderer/api';
import type { appShellHead as AppShellHead, renderPortalPage as RenderPortalPage } from '../../src/entry-server';

const entryPath = join(process.cwd(), 'dist/server/entry-server.js');
let renderPortalPage: typeof RenderPortalPage;
let appShellHead: typeof AppShellHead;

const SCHOOL = '1100000000000000001';
const school = { id: SCHOOL, tenantId: SCHOOL, parentId: null, name: { zh_CN: '示范学校', en_US: 'Demo School' }, openSchool: '1', loginMethod: 1, isDecorated: true, defaultLanguage: 'zh_CN', subSchools: [] };
const banner = { id: 'b_banner001', type: 'banner', v: 1, props: { title: { en_US: 'Hello visitors' }, subtitle: {}, imageUrl: '', linkUrl: '', height: 'small', align: 'center' } };
const courses = { id: 'b_courses01', type: 'course-cards', v: 1, props: { title: { en_US: 'Courses' }, cardsPerLine: 4, count: 4, sort: 1, zone: 0, showMore: false } };
const courseList = { list: [{ id: '2', title: { en_US: 'Prefetched algebra' }, coverUrl: '', zone: 0, enrolledCount: 3, viewCount: 1, createdAt: '' }], total: 1, pageNumber: 1, pageSize: 4 };

/** A fake API: answers by path prefix; anything else is a 404. */
function api(blocks: unknown[], overrides: Record<string, () => unknown> = {}) {
  const calls: string[] = [];
  const answers: Record<string, () => unknown> = {
    '/api/school/schools/open/schoolDetails': () => school,
    '/api/school/language/setting/open': () => ({ defaultLanguage: 'zh_CN', languages: ['zh_CN', 'en_US'], overseas: false }),
    '/api/portal/api/v1/portal/getPageDetailsById': () => ({
      page: { id: '3', schoolId: SCHOOL, code: 'home', name: { en_US: 'Home' } }, version: 1, releasedAt: '', document: { schemaVersion: 1, settings: {}, blocks },
    }),
    '/api/accounts/users/me': () => { throw new ApiError(401, 'auth.unauthenticated', 'Verification failed, please Login again.'); },
    '/api/portal/api/v1/portal/resource': () => courseList,
    ...overrides,
  };
  const getJson = async <T,>(path: string): Promise<T> => {
    calls.push(path);
    const answer = answers[path.split('?')[0]!];
    if (!answer) throw new ApiError(404, 'route.not_found', path);
    return answer() as T;
  };
  return { getJson, calls };
}

describe('server render of released pages', () => {
  beforeAll(async () => {
    if (!existsSync(entryPath)) throw new Error('Run `npm run build` first: dist/server/entry-server.js is missing');
    ({ renderPortalPage, appShellHead } = (await import(pathToFileURL(entryPath).href)) as { renderPortalPage: typeof RenderPortalPage; appShellHead: typeof AppShellHead });
  });

  it('draws the blocks with their data prefetched, and hands the data to the browser', async () => {
    const { getJson, calls } = api([banner, courses]);
    const page = (await renderPortalPage({ url: `/portal/${SCHOOL}/home?sxz-lang=en_US`, cookie: '', getJson }))!;
    expect(page.html).toContain('<h2 class="banner__title">Hello visitors</h2>');
    expect(page.html).toContain('Prefetched algebra');
    expect(page.html).toContain('data-block-id="b_courses01"');
    expect(page.title).toBe('Home - Demo School | School Portal');
    expect(page.description).toBe('Courses, exams, live lessons and classes of your school, online.');
    expect(page).toMatchObject({ lang: 'en-US', dir: 'ltr', blockTypes: ['banner', 'course-cards'] });
    expect(calls.filter((c) => c.startsWith('/api/portal/api/v1/portal/resource'))).toHaveLength(1);
    const state = JSON.parse(page.stateJson) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.queries.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['school', 'released-page', 'block']));
  });

  it('keeps drawing the page when one block data call fails, leaving that block to load in the browser', async () => {
    const { getJson } = api([banner, courses], { '/api/portal/api/v1/portal/resource': () => { throw new ApiError(503, 'x', 'down'); } });
    const page = (await renderPortalPage({ url: `/portal/${SCHOOL}/home?sxz-lang=en_US`, cookie: '', getJson }))!;
    expect(page.html).toContain('Hello visitors');
    expect(page.html).toContain('aria-busy="true"');
    const state = JSON.parse(page.stateJson) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.queries.queries.filter((q) => q.queryKey[0] === 'block' && q.queryKey[1] === 'course-cards')).toEqual([]);
  });

  it('never breaks on an unknown or invalid block', async () => {
    const { getJson } = api([{ id: 'b_unknown01', type: 'mystery', v: 1, props: {} }, { ...banner, v: 99 }, { ...banner, id: 'b_banner002' }]);
    const page = (await renderPortalPage({ url: `/portal/${SCHOOL}/home?sxz-lang=en_US`, cookie: '', getJson }))!;
    expect(page.html).toContain('data-block-id="b_banner002"');
    // Visitors see nothing where the unknown block and the too-new block stand.
    expect(page.html).toContain('<div class="pb-block" data-block-type="mystery" data-block-id="b_unknown01"></div>');
    expect(page.html).toContain('<div class="pb-block" data-block-type="banner" data-block-id="b_banner001"></div>');
  });

  it('mirrors right-to-left languages and honours the language cookie', async () => {
    const { getJson } = api([banner]);
    expect(await renderPortalPage({ url: `/portal/${SCHOOL}/home`, cookie: 'sxz-lang=ar_SA', getJson })).toMatchObject({ lang: 'ar-SA', dir: 'rtl' });
  });

  it("follows the school's language setting: its default, and en_US for overseas schools", async () => {
    const { getJson } = api([banner]);
    expect(await renderPortalPage({ url: `/portal/${SCHOOL}/home`, cookie: '', getJson })).toMatchObject({ lang: 'zh-CN' });
    const overseas = api([banner], { '/api/school/language/setting/open': () => ({ defaultLanguage: null, languages: [], overseas: true }) });
    expect(await renderPortalPage({ url: `/portal/${SCHOOL}/home`, cookie: '', getJson: overseas.getJson })).toMatchObject({ lang: 'en-US' });
  });

  it('throws the API error of an unknown school, and ignores paths that are no portal page', async () => {
    const { getJson } = api([], { '/api/school/schools/open/schoolDetails': () => { throw new ApiError(404, 'school.not_found', 'no'); } });
    await expect(renderPortalPage({ url: `/portal/${SCHOOL}/home`, cookie: '', getJson })).rejects.toMatchObject({ status: 404 });
    expect(await renderPortalPage({ url: `/design/${SCHOOL}`, cookie: '', getJson })).toBeNull();
  });
});

describe('the plain app shell’s head', () => {
  it.each([
    ['/login/index?sxz-lang=ar_SA', 'sxz-lang=en_US', { lang: 'ar-SA', dir: 'rtl', title: 'بوابة المدرسة' }],
    ['/design/1', 'theme=dark; sxz-lang=ja_JP', { lang: 'ja-JP', dir: 'ltr' }],
    ['/register/index?sxz-lang=xx', 'sxz-lang=', { lang: 'zh-CN', dir: 'ltr' }],
  ])('%s with cookie %s', async (url, cookie, expected) => {
    expect(await appShellHead({ url, cookie })).toMatchObject(expected);
  });

  it('titles the shell with the product name of the language', async () => {
    const [english, chinese] = await Promise.all([appShellHead({ url: '/?sxz-lang=en_US', cookie: '' }), appShellHead({ url: '/', cookie: '' })]);
    expect(english.title).toBe('School Portal');
    expect(chinese.title).not.toBe(english.title);
  });
});
