import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../renderer/api';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import { ACCESS_COOKIE } from '../../server/modules/auth/cookies';
import { authenticate } from '../../server/modules/auth/service';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { pageDataSource, pageSchool } from '../../server/plugins/page-data';
import { RenderCache } from '../../server/plugins/render-cache';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { addPoints, loginAs, makeNavigation, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let closed: SchoolRef;
let other: SchoolRef;
let member: { cookie: string; request: FastifyRequest };

const S = DEMO_SCHOOL_ID;
const PORTAL = '/api/portal/api/v1/portal';
/** What the demo school's pages read: the page itself and every block loader's path. */
const demoPaths = [
  `/api/school/schools/open/schoolDetails?schoolId=${S}`,
  `/api/school/language/setting/open?schoolId=${S}`,
  `${PORTAL}/getPageDetailsById?schoolId=${S}&code=home`,
  `${PORTAL}/school-logo?schoolId=${S}`,
  `${PORTAL}/default-banner?schoolId=${S}`,
  `${PORTAL}/v2/navigations?schoolId=${S}`,
  `${PORTAL}/resource?schoolId=${S}&type=1&pageNumber=1&pageSize=8&sort=1&zone=0&rankingKind=1`,
  `/api/live/api/lives/v1/scheduleLiveBroadcast?schoolId=${S}&pageNumber=1&pageSize=4&sort=1&zone=0&rankingKind=1`,
  `${PORTAL}/exam-resource?schoolId=${S}&pageNumber=1&pageSize=4&sort=1&zone=0&rankingKind=1`,
  `${PORTAL}/leaderboard-resource/${S}?board=hot&type=1`,
  ...[2, 3, 4, 5].map((period) => `${PORTAL}/leaderboard-resource/${S}?board=points&rankingPeriod=${period}`),
  `${PORTAL}/open/footer?schoolId=${S}`,
  `/api/school/biz/queryConfig?configTypes=CUSTOMER_SERVICE_INFORMATION_SWITCH,CUSTOMER_SERVICE_INFORMATION&schoolId=${S}`,
  `/api/school/biz/open/schoolLanguage?schoolId=${S}`,
  `/api/category/v1/facets/tree?schoolId=${S}`,
  `/api/search/v1/search/hotSearch?schoolId=${S}`,
];

/** Demo paths answered by plain routes, which a render reads through the app like the browser does. */
const PLAIN_ROUTE_PATHS = [
  `/api/school/language/setting/open?schoolId=${S}`,
  `${PORTAL}/open/footer?schoolId=${S}`,
  `/api/school/biz/open/schoolLanguage?schoolId=${S}`,
];

/** A page request as the render plugin sees it. */
function pageRequest(user: FastifyRequest['user'], cookie = ''): FastifyRequest {
  return { headers: { host: 'portal.test', cookie }, user } as unknown as FastifyRequest;
}

/** What the browser would get for `path`: the data, or the error's status and key. */
async function overHttp(path: string, cookie = '') {
  const response = await t.app.inject({ url: path, headers: { host: 'portal.test', cookie } });
  const body = response.json() as { data?: unknown; error?: string };
  return response.statusCode >= 400 ? { status: response.statusCode, key: body.error } : { data: body.data };
}

/** The same, read by a render's data source. */
async function direct(getJson: (path: string) => Promise<unknown>, path: string) {
  try {
    return { data: await getJson(path) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status, key: error.key };
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  closed = await makeSchool(t.db, { openSchool: false });
  other = await makeSchool(t.db);
  const user = await makeUser(t.db, { school: closed, realName: 'Mia Member' });
  await addPoints(t.db, closed, user.id, 40);
  const cookie = await loginAs(t.app, user.account, user.password);
  const token = /access_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  expect(ACCESS_COOKIE).toBe('access_token');
  member = { cookie, request: pageRequest(await authenticate(t.db.db, t.config.sessionSecret, token), cookie) };
});
afterAll(() => t?.close());

describe('page data read through the services', () => {
  it('answers every path of the demo pages exactly as the API does, without HTTP requests', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    const expected = [];
    for (const path of demoPaths) expected.push(await overHttp(path));
    inject.mockClear();
    const getJson = pageDataSource(t.app, pageRequest(null), await pageSchool(t.app, S));
    // All at once, as a render's loaders ask: one transaction, shared school, one query for the four boards.
    const answers = await Promise.all(demoPaths.map((path) => direct(getJson, path)));
    for (const [i, path] of demoPaths.entries()) expect(answers[i], path).toEqual(expected[i]);
    // Only the plain routes (they read configuration keys, never inside the render's transaction) go over HTTP.
    const overHttpOnly = inject.mock.calls.map((call) => ((call as unknown[])[0] as { url: string }).url).sort();
    expect(overHttpOnly).toEqual([...PLAIN_ROUTE_PATHS].sort());
    inject.mockRestore();
  });

  it('answers a member of a closed school as the API answers them, and a visitor with the same refusals', async () => {
    const paths = [
      `${PORTAL}/getPageDetailsById?schoolId=${closed.id}&code=home`,
      `${PORTAL}/v2/navigations?schoolId=${closed.id}`,
      `${PORTAL}/leaderboard-resource/${closed.id}?board=points&rankingPeriod=3`,
      `${PORTAL}/resource?schoolId=${closed.id}&type=1`,
      '/api/accounts/users/me',
    ];
    const asMember = pageDataSource(t.app, member.request, await pageSchool(t.app, closed.id));
    const asVisitor = pageDataSource(t.app, pageRequest(null), await pageSchool(t.app, closed.id));
    for (const path of paths) {
      expect(await direct(asMember, path), path).toEqual(await overHttp(path, member.cookie));
      expect(await direct(asVisitor, path), path).toEqual(await overHttp(path));
    }
    expect((await direct(asVisitor, `${PORTAL}/v2/navigations?schoolId=${closed.id}`)).status).toBe(401);
  });

  it('leaves bad queries, other paths and other tenants to the API, with its answers', async () => {
    const getJson = pageDataSource(t.app, pageRequest(null), await pageSchool(t.app, S));
    const paths = [
      `${PORTAL}/resource?schoolId=${S}&pageSize=1000`,
      `${PORTAL}/getPageDetailsById?schoolId=${S}`,
      `${PORTAL}/v2/navigations?schoolId=1999999999999999999`,
      `${PORTAL}/v2/navigations?schoolId=${other.id}`,
      `${PORTAL}/pages?schoolId=${S}`,
    ];
    const expected = [];
    for (const path of paths) expected.push(await overHttp(path));
    const inject = vi.spyOn(t.app, 'inject');
    for (const [i, path] of paths.entries()) expect(await direct(getJson, path), path).toEqual(expected[i]);
    const injected = inject.mock.calls.map((call) => (call as unknown as [{ url: string }])[0].url);
    expect(injected).toEqual(expect.arrayContaining([paths[0], paths[3], paths[4]]));
    expect(injected).not.toContain(paths[2]);
    inject.mockRestore();
  });

  it('answers a page address of no school as the API would', async () => {
    await expect(pageSchool(t.app, '1999999999999999999')).rejects.toMatchObject({ status: 404, key: 'school.not_found' });
    await expect(pageSchool(t.app, 'abc')).rejects.toMatchObject({ status: 400 });
  });

  it('shares a plain route’s answer until a configuration key changes, and a refusal, but never a failure that may pass', async () => {
    const cache = new RenderCache<Promise<unknown>>(5);
    t.app.renderCache.link(cache);
    const school = await pageSchool(t.app, S);
    const anonymous = (key = 'portal.test\n') => pageDataSource(t.app, pageRequest(null), school, { cache, key });
    const footer = `${PORTAL}/open/footer?schoolId=${S}`;
    const refused = `${PORTAL}/resource?schoolId=${S}&pageSize=1000`;
    const inject = vi.spyOn(t.app, 'inject');
    const injected = () => inject.mock.calls.map((call) => (call as unknown as [{ url: string }])[0].url);
    const operator = await makeUser(t.db);
    try {
      // A plain route (the footer reads configuration keys) is read once for renders of the same host and language.
      const first = await direct(anonymous(), footer);
      expect(first.data).toMatchObject({ contactHidden: false });
      expect(await direct(anonymous(), footer)).toEqual(first);
      expect(injected()).toEqual([footer]);
      // A key it reads changes (here, in another process, or through the settings screen): the next render reads afresh.
      await t.app.configService.set('contactHiddenHosts', ['portal.test'], operator.id);
      expect((await direct(anonymous(), footer)).data).toMatchObject({ contactHidden: true });
      expect(injected()).toEqual([footer, footer]);
      // A refusal is what every visitor gets: kept. A failure that may pass (5xx) is not.
      expect((await direct(anonymous(), refused)).status).toBe(400);
      expect((await direct(anonymous(), refused)).status).toBe(400);
      expect(injected()).toEqual([footer, footer, refused]);
      const failing = `${PORTAL}/resource?schoolId=${S}&pageSize=2000`;
      inject.mockResolvedValueOnce({ statusCode: 503, json: () => ({ error: 'http.unavailable', message: 'Try again' }) } as never);
      expect((await direct(anonymous(), failing)).status).toBe(503);
      expect((await direct(anonymous(), failing)).status).toBe(400);
      expect(injected()).toEqual([footer, footer, refused, failing, failing]);
    } finally {
      inject.mockRestore();
      await t.app.configService.set('contactHiddenHosts', undefined, operator.id);
    }
  });

  it('shares a read route’s answer between anonymous renders of one host and language until the school’s pages are forgotten', async () => {
    const cache = new RenderCache<Promise<unknown>>(5);
    t.app.renderCache.link(cache);
    const school = await pageSchool(t.app, other.id);
    const render = (key: string | null) => pageDataSource(t.app, pageRequest(null), school, key === null ? undefined : { cache, key });
    const navigations = `${PORTAL}/v2/navigations?schoolId=${other.id}`;
    const names = async (key: string | null) => JSON.stringify((await direct(render(key), navigations)).data);

    await makeNavigation(t.db, other, { name: 'Before the change' });
    expect(await names('portal.test\n')).toContain('Before the change');
    await makeNavigation(t.db, other, { name: 'Added later' });
    // The next anonymous render of the same host and language is given the kept answer.
    expect(await names('portal.test\n')).not.toContain('Added later');
    // Another language, another host, or a render that shares nothing reads afresh.
    expect(await names('portal.test\nen_US')).toContain('Added later');
    expect(await names('other.test\n')).toContain('Added later');
    expect(await names(null)).toContain('Added later');
    // A release forgets the school's pages and, with them, the data they were drawn from.
    t.app.renderCache.forgetSchool(other.id);
    expect(await names('portal.test\n')).toContain('Added later');
  });

  it('gives the next anonymous render the contact its administrator just saved', async () => {
    const cache = new RenderCache<Promise<unknown>>(5);
    t.app.renderCache.link(cache);
    const school = await pageSchool(t.app, other.id);
    const adminUser = await makeUser(t.db, { school: other, role: 'administrator' });
    const cookie = await loginAs(t.app, adminUser.account, adminUser.password);
    const render = () => pageDataSource(t.app, pageRequest(null), school, { cache, key: 'portal.test\n' });
    const contact = `/api/school/biz/queryConfig?configTypes=CUSTOMER_SERVICE_INFORMATION_SWITCH&schoolId=${other.id}`;
    const switchOf = async () => ((await direct(render(), contact)).data as { configValue: string }[])[0]!.configValue;

    expect(await switchOf()).toBe('0');
    const body = { servicePhone: '400-700-0001', serviceEmail: '', serviceWeChat: '', switch: '1' };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/school/biz/config?schoolId=${other.id}`, headers: { cookie }, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(await switchOf()).toBe('1');
  });
});
