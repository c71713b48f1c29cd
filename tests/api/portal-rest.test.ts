import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_MULTI_SCHOOL_ACCOUNT, DEMO_SCHOOL_ID, DEMO_SUB_SCHOOL_ID } from '../../server/db/demo';
import { DEMO_COMMUNITY, DEMO_O3_SCHOOL_ID, DEMO_PAID_COURSES, DEMO_VIP_PACKAGES } from '../../server/db/demo-data/space';
import { resolveSchool } from '../../server/modules/schools/access';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeOperator, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ UNION_LEADER_SKIP_HOSTS: 'skip.example' });
  for (const a of DEMO_ACCOUNTS) cookies[a.account] = await loginAs(t.app, a.account, a.password);
  cookies.multi = await loginAs(t.app, DEMO_MULTI_SCHOOL_ACCOUNT.account, DEMO_MULTI_SCHOOL_ACCOUNT.password);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, who?: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, payload: payload as never, headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers } });
  return { status: res.statusCode, body: res.json() as { data: any; error?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const data = async (url: string, who?: string) => {
  const res = await call('GET', url, who);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
const meId = async (who: string) => (await data('/api/accounts/users/me', who)).user_id as string;

describe('school directory', () => {
  it('gives the profile with variant, counts, union and validity on both detail paths', async () => {
    const a = await data(`/api/school/open/schools/school-details?schoolId=${DEMO_SCHOOL_ID}`);
    expect(a).toMatchObject({ id: DEMO_SCHOOL_ID, schoolType: 'normal', openSchool: '1', onSale: '1', valid: true, subSchoolCount: 1, parent: null });
    expect(a.memberCount).toBeGreaterThan(3);
    expect(a.unions).toEqual([expect.objectContaining({ name: { zh_CN: '示范学校联盟', en_US: 'Demo School Union' }, leader: true, members: [expect.objectContaining({ id: DEMO_SCHOOL_ID }), expect.objectContaining({ id: DEMO_SUB_SCHOOL_ID })] })]);
    expect(await data(`/api/school/schools/${DEMO_SCHOOL_ID}/`)).toEqual(a);
    const sub = await data(`/api/school/open/schools/school-details?schoolId=${DEMO_SUB_SCHOOL_ID}`);
    expect(sub).toMatchObject({ parent: { id: DEMO_SCHOOL_ID }, unions: [expect.objectContaining({ leader: false })] });
    expect((await data(`/api/school/open/schools/school-details?schoolId=${DEMO_O3_SCHOOL_ID}`)).schoolType).toBe('o3');
  });

  it('refuses bad and unknown ids, and a closed school to outsiders', async () => {
    expect((await call('GET', '/api/school/open/schools/school-details?schoolId=12')).body.error).toBe('request.invalid_school_id');
    expect((await call('GET', '/api/school/open/schools/school-details?schoolId=1999999999999999999')).status).toBe(404);
    const closed = await makeSchool(t.db, { openSchool: false });
    expect((await call('GET', `/api/school/open/schools/school-details?schoolId=${closed.id}`)).status).toBe(401);
    expect((await call('GET', `/api/school/open/schools/school-details?schoolId=${closed.id}`, 'learner')).body.error).toBe('auth.forbidden');
    expect((await call('GET', `/api/school/open/schools/${closed.id}/sub-schools`, 'learner')).status).toBe(403);
    // Its config stays public: its login page needs it.
    expect(await data(`/api/school/open/schools/select-school-config?schoolId=${closed.id}`)).toMatchObject({ openSchool: '0', schoolType: 'normal' });
  });

  it('lists open schools with their first sub-schools, paged and by keyword; the signed-in list marks joined ones', async () => {
    const list = await data('/api/school/open/schools/open-school-list?pageSize=100&childPageSize=1');
    const demo = list.list.find((s: { id: string }) => s.id === DEMO_SCHOOL_ID);
    expect(demo).toMatchObject({ subSchoolCount: 1, children: [{ id: DEMO_SUB_SCHOOL_ID, name: expect.any(Object) }] });
    expect(demo).not.toHaveProperty('joined');
    const found = await data(`/api/school/open/schools/open-school-list?keyword=${encodeURIComponent('Project Academy')}&childPageSize=0`);
    expect(found).toMatchObject({ total: 1, list: [{ id: DEMO_O3_SCHOOL_ID, children: [] }] });
    expect((await data('/api/school/open/schools/open-school-list?keyword=%25%25%25')).total).toBe(0); // % is literal
    const paged = await data('/api/school/open/schools/open-school-list?pageSize=1&pageNumber=2');
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 1 });
    expect(paged.list).toHaveLength(1);
    expect((await call('GET', '/api/school/open/schools/open-school-list?pageSize=0')).status).toBe(400);
    expect((await call('GET', '/api/school/schools/open-school-list')).status).toBe(401);
    const mine = await data('/api/school/schools/open-school-list?pageSize=100', 'learner');
    expect(mine.list.find((s: { id: string }) => s.id === DEMO_SCHOOL_ID).joined).toBe(true);
  });

  it('lists sub-schools by keyword and pages', async () => {
    expect(await data(`/api/school/open/schools/${DEMO_SCHOOL_ID}/sub-schools?keyword=Branch`)).toMatchObject({ total: 1, list: [{ id: DEMO_SUB_SCHOOL_ID, openSchool: '1' }] });
    expect((await data(`/api/school/open/schools/${DEMO_SCHOOL_ID}/sub-schools?keyword=nothing-like-it`)).total).toBe(0);
  });

  it('answers union lists and checks, never across tenants', async () => {
    expect((await data(`/api/school/open/schools/${DEMO_SUB_SCHOOL_ID}/unions`))[0].leaderSchoolId).toBe(DEMO_SCHOOL_ID);
    expect(await data(`/api/school/open/schools/${DEMO_SCHOOL_ID}/union-check?schoolId=${DEMO_SUB_SCHOOL_ID}`)).toMatchObject({ sameUnion: true });
    expect(await data(`/api/school/open/schools/${DEMO_SCHOOL_ID}/union-check?schoolId=${DEMO_O3_SCHOOL_ID}`)).toEqual({ sameUnion: false, unionIds: [] });
  });

  it('says schoolUnionLeader "1" to the leading school\'s administrator only, cached, and skips configured hosts', async () => {
    const url = `/api/school/schools/${DEMO_SCHOOL_ID}/union-leader`;
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, 'admin')).body.data).toEqual({ schoolUnionLeader: '1', skipped: false, cached: false });
    expect((await call('GET', url, 'admin')).body.data).toEqual({ schoolUnionLeader: '1', skipped: false, cached: true });
    expect((await call('GET', url, 'learner')).body.data.schoolUnionLeader).toBe('0');
    expect((await call('GET', `/api/school/schools/${DEMO_SUB_SCHOOL_ID}/union-leader`, 'admin')).body.data.schoolUnionLeader).toBe('0');
    expect((await call('GET', url, 'admin', undefined, { host: 'skip.example:3000' })).body.data).toEqual({ schoolUnionLeader: '0', skipped: true, cached: false });
  });

  it('gives member status, common-current and the last school', async () => {
    expect(await data(`/api/school/schools/${DEMO_SCHOOL_ID}/member-status`)).toMatchObject({ member: false, roles: [], valid: true, schoolUnionLeader: '0' });
    expect(await data(`/api/school/schools/${DEMO_SCHOOL_ID}/member-status`, 'admin')).toMatchObject({ member: true, schoolUnionLeader: '1' });
    expect(await data(`/api/school/schools/${DEMO_SUB_SCHOOL_ID}/member-status`, 'admin')).toMatchObject({ member: true, roles: ['administrator'] });
    const current = await call('POST', '/api/school/open/schools/common-current', 'learner', { schoolId: DEMO_SCHOOL_ID });
    expect(current.body.data).toMatchObject({ schoolId: DEMO_SCHOOL_ID, parentId: null, member: { member: true, roles: ['learner'] } });
    expect((await call('POST', '/api/school/open/schools/common-current', undefined, {})).status).toBe(400);
    expect((await data('/api/ischool/v1/schools/last-school-detail', 'learner')).id).toBe(DEMO_SCHOOL_ID);
    expect((await call('GET', '/api/ischool/v1/schools/last-school-detail')).status).toBe(401);
  });

  it('opens one store school per member with initMarketStore', async () => {
    const owner = await makeUser(t.db);
    const cookie = await loginAs(t.app, owner.account, owner.password);
    const first = await t.app.inject({ method: 'POST', url: '/api/assist/market/portal/initMarketStore', headers: { cookie }, payload: { name: { en_US: 'My Store' } } });
    expect(first.statusCode, first.body).toBe(201);
    const { schoolId } = first.json().data;
    const again = await t.app.inject({ method: 'POST', url: '/api/assist/market/portal/initMarketStore', headers: { cookie }, payload: { name: { en_US: 'Other' } } });
    expect(again.json().data).toEqual({ schoolId, created: false });
    expect(await data(`/api/school/open/schools/select-school-config?schoolId=${schoolId}`)).toMatchObject({ schoolType: 'store' });
    expect((await t.app.inject({ method: 'POST', url: '/api/assist/market/portal/initMarketStore', headers: { cookie }, payload: { name: {} } })).statusCode).toBe(400);
    expect((await call('POST', '/api/assist/market/portal/initMarketStore', undefined, { name: { en_US: 'x' } })).status).toBe(401);
  });
});

describe('personal center', () => {
  const S = `schoolId=${DEMO_SCHOOL_ID}`;
  it('shows a member their whole space and others only what the owner allows; visits are recorded', async () => {
    const learner = await meId('learner');
    const own = await data(`/api/personal-center/v1/space?${S}`, 'learner');
    expect(own).toMatchObject({ self: true, owner: { id: learner, displayName: 'Lee Learner' }, fanCount: 2, followCount: 1 });
    expect(own.visible).toEqual({ dynamics: true, works: true, learning: true, fans: true, follows: true, visitors: true });
    expect((await data(`/api/personal-center/v1/dynamics?${S}`, 'learner')).total).toBe(2);
    expect((await data(`/api/personal-center/v1/study-process?${S}`, 'learner'))[0]).toMatchObject({ progress: expect.any(Number) });

    const seen = await data(`/api/personal-center/v1/space?${S}&userId=${learner}`, 'teacher');
    expect(seen).toMatchObject({ self: false, following: true, visible: { visitors: false, works: true } });
    expect((await call('GET', `/api/personal-center/v1/visitor?${S}&userId=${learner}`, 'teacher')).body.error).toBe('space.hidden');
    const visitors = await data(`/api/personal-center/v1/visitor?${S}`, 'learner');
    expect(visitors.list.map((v: { displayName: string }) => v.displayName)).toContain('Tom Teacher');
    expect(JSON.stringify(visitors)).not.toMatch(/mobile|email|13800000001/);

    const settings = { showDynamics: true, showWorks: false, showLearning: false, showFans: true, showFollows: true, showVisitors: false };
    expect((await call('PUT', `/api/personal-center/v1/settings?${S}`, 'learner', settings)).body.data).toEqual(settings);
    expect((await call('GET', `/api/personal-center/v1/works?${S}&userId=${learner}`, 'teacher')).body.error).toBe('space.hidden');
    expect((await call('GET', `/api/personal-center/v1/study-process?${S}&userId=${learner}`, 'teacher')).status).toBe(403);
    expect((await data(`/api/personal-center/v1/works?${S}`, 'learner')).total).toBe(1); // the owner still sees them
    expect((await call('PUT', `/api/personal-center/v1/settings?${S}`, 'learner', { showWorks: 'no' })).status).toBe(400);
    await call('PUT', `/api/personal-center/v1/settings?${S}`, 'learner', { ...settings, showWorks: true, showLearning: true });
  });

  it('follows and unfollows members, never oneself, a stranger or anonymously', async () => {
    const teacher = await meId('teacher');
    const learner = await meId('learner');
    const follow = await call('POST', `/api/personal-center/v1/follow?${S}&userId=${teacher}`, 'multi');
    expect(follow.body.data).toEqual({ following: true, fanCount: 2 });
    expect((await data(`/api/personal-center/v1/fan?${S}&userId=${teacher}`, 'multi')).total).toBe(2);
    expect((await call('DELETE', `/api/personal-center/v1/follow?${S}&userId=${teacher}`, 'multi')).body.data).toEqual({ following: false, fanCount: 1 });
    expect((await call('POST', `/api/personal-center/v1/follow?${S}&userId=${learner}`, 'learner')).body.error).toBe('follow.self');
    const stranger = await makeUser(t.db);
    expect((await call('POST', `/api/personal-center/v1/follow?${S}&userId=${stranger.id}`, 'learner')).body.error).toBe('space.not_found');
    expect((await call('POST', `/api/personal-center/v1/follow?${S}&userId=${teacher}`)).status).toBe(401);
    // A member of another school is not found through this one.
    const other = await makeSchool(t.db);
    const outsider = await makeUser(t.db, { school: other });
    expect((await call('GET', `/api/personal-center/v1/space?${S}&userId=${outsider.id}`, 'learner')).status).toBe(404);
  });

  it('posts dynamics and works to one\'s own space only', async () => {
    const posted = await call('POST', `/api/personal-center/v1/items?${S}`, 'learner', { kind: 'work', title: 'Notes', body: 'A work' });
    expect(posted.status).toBe(201);
    expect((await call('POST', `/api/personal-center/v1/items?${S}`, 'learner', { kind: 'work', body: '   ' })).status).toBe(400);
    const stranger = await makeUser(t.db);
    const cookie = await loginAs(t.app, stranger.account, stranger.password);
    const res = await t.app.inject({ method: 'POST', url: `/api/personal-center/v1/items?${S}`, headers: { cookie }, payload: { kind: 'dynamic', body: 'hi' } });
    expect(res.json().error).toBe('space.members_only');
  });

  it('lists a sub-school\'s fans and lets a member follow and unfollow it', async () => {
    const url = `/api/personal-center/v1/school-fans?schoolId=${DEMO_SUB_SCHOOL_ID}`;
    expect(await data(url)).toMatchObject({ total: 2, following: false });
    expect((await call('POST', `/api/personal-center/v1/school-follow?schoolId=${DEMO_SUB_SCHOOL_ID}`, 'teacher')).body.data).toEqual({ following: true, fanCount: 3 });
    expect((await data(url, 'teacher')).following).toBe(true);
    expect((await call('DELETE', `/api/personal-center/v1/school-follow?schoolId=${DEMO_SUB_SCHOOL_ID}`, 'teacher')).body.data).toEqual({ following: false, fanCount: 2 });
    expect((await call('POST', `/api/personal-center/v1/school-follow?schoolId=${DEMO_SUB_SCHOOL_ID}`)).status).toBe(401);
  });
});

describe('orders', () => {
  const S = `schoolId=${DEMO_SCHOOL_ID}`;
  it('sells paid courses (type 10) and VIP packages; creates, lists and cancels the member\'s own orders', async () => {
    const goods = await data(`/api/mall/v1/goods?${S}`);
    expect(goods.onSale).toBe('1');
    expect(goods.courses.map((c: { id: string; type: number }) => [c.id, c.type])).toEqual(expect.arrayContaining(DEMO_PAID_COURSES.map((c) => [c.id, 10])));
    expect(goods.vipPackages).toHaveLength(DEMO_VIP_PACKAGES.length);
    const created = await call('POST', `/api/mall/v1/orders?${S}`, 'learner', { itemKind: 'course', itemId: DEMO_PAID_COURSES[0]!.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ state: 'unpaid', resourceType: 10, priceCents: DEMO_PAID_COURSES[0]!.priceCents, currency: 'CNY' });
    expect((await call('POST', `/api/mall/v1/orders?${S}`, 'learner', { itemKind: 'course', itemId: DEMO_PAID_COURSES[0]!.id })).body.error).toBe('order.already_open');
    expect((await call('POST', `/api/mall/v1/orders?${S}`, 'learner', { itemKind: 'vip', itemId: DEMO_PAID_COURSES[0]!.id })).body.error).toBe('order.item_not_found');
    expect((await call('POST', `/api/mall/v1/orders?${S}`, 'learner', { itemKind: 'gift', itemId: DEMO_PAID_COURSES[0]!.id })).status).toBe(400);
    expect((await call('POST', `/api/mall/v1/orders?${S}`, undefined, { itemKind: 'vip', itemId: DEMO_VIP_PACKAGES[0]!.id })).status).toBe(401);
    const id = created.body.data.id;
    expect((await data(`/api/mall/v1/orders?${S}`, 'learner')).list[0].id).toBe(id);
    expect((await data(`/api/mall/v1/orders?${S}`, 'teacher')).total).toBe(0);
    expect((await call('PUT', `/api/mall/v1/orders/${id}/cancel?${S}`, 'teacher')).body.error).toBe('order.not_found');
    expect((await call('PUT', `/api/mall/v1/orders/${id}/cancel?schoolId=${DEMO_O3_SCHOOL_ID}`, 'learner')).status).toBe(404);
    expect((await call('PUT', `/api/mall/v1/orders/${id}/cancel?${S}`, 'learner')).body.data).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(String) });
    expect((await call('PUT', `/api/mall/v1/orders/${id}/cancel?${S}`, 'learner')).body.error).toBe('order.not_cancellable');
  });

  it('refuses buying while the school is off sale', async () => {
    const school = await makeSchool(t.db);
    expect(await data(`/api/portal/api/v1/portal/on-sale-switch?schoolId=${school.id}`)).toEqual({ onSale: '1' });
    const { schools } = await import('../../server/db/schema');
    const { withTenant } = await import('../../server/db/tenant');
    const { eq } = await import('drizzle-orm');
    await withTenant(t.db.db, school.tenantId, (tx) => tx.update(schools).set({ onSale: false }).where(eq(schools.id, school.id)));
    expect(await data(`/api/portal/api/v1/portal/on-sale-switch?schoolId=${school.id}`)).toEqual({ onSale: '0' });
    const res = await call('POST', `/api/mall/v1/orders?schoolId=${school.id}`, 'learner', { itemKind: 'vip', itemId: DEMO_VIP_PACKAGES[0]!.id });
    expect([res.status, res.body.error]).toEqual([409, 'order.not_on_sale']);
  });
});

describe('communities', () => {
  const S = `schoolId=${DEMO_SCHOOL_ID}`;
  it('lists communities with sections and activities, subscribes, enrols in activities; refuses ended and full ones', async () => {
    const [community] = await data(`/api/km/v1/communities?${S}`, 'learner');
    expect(community).toMatchObject({ id: DEMO_COMMUNITY.id, subscribed: false, subscriberCount: 2, sections: [expect.any(Object), expect.any(Object)] });
    expect(community.activities.map((a: { activityStatus: number }) => a.activityStatus).sort()).toEqual([1, 2, 3]);
    expect((await call('POST', `/api/km/v1/communities/${DEMO_COMMUNITY.id}/subscribe?${S}`, 'learner')).body.data).toEqual({ subscribed: true, subscriberCount: 3 });
    expect((await call('DELETE', `/api/km/v1/communities/${DEMO_COMMUNITY.id}/subscribe?${S}`, 'learner')).body.data).toEqual({ subscribed: false, subscriberCount: 2 });
    expect((await call('POST', `/api/km/v1/communities/${DEMO_COMMUNITY.id}/subscribe?schoolId=${DEMO_O3_SCHOOL_ID}`, 'learner')).body.error).toBe('community.not_found');

    const [ongoing, upcoming, ended] = DEMO_COMMUNITY.activities.map((a) => a[0]) as [string, string, string];
    const put = (id: string, enrollment: unknown, who = 'learner') => call('PUT', `/api/km/v1/communities/post/activity/enrollment/${id}?${S}`, who, { enrollment });
    expect((await put(ongoing, 1)).body.data).toEqual({ id: ongoing, enrollment: 1, enrolledCount: 2 });
    expect((await put(ongoing, 0)).body.data).toEqual({ id: ongoing, enrollment: 0, enrolledCount: 1 });
    expect((await put(ended, 1)).body.error).toBe('community.activity_ended');
    expect((await put(upcoming, 2)).status).toBe(400);
    expect((await call('PUT', `/api/km/v1/communities/post/activity/enrollment/${upcoming}?${S}`, undefined, { enrollment: 1 })).status).toBe(401);
    expect((await call('PUT', `/api/km/v1/communities/post/activity/enrollment/${upcoming}?schoolId=${DEMO_O3_SCHOOL_ID}`, 'learner', { enrollment: 1 })).body.error).toBe('community.activity_not_found');
  });
});

describe('project-management schools', () => {
  const S = `schoolId=${DEMO_O3_SCHOOL_ID}`;
  it('lists projects and cases apart from courses; teachers start projects, learners may not', async () => {
    expect((await data(`/api/o3service/o3/project-resource?${S}`)).total).toBe(3);
    expect((await data(`/api/o3service/o3/case-resource?${S}`)).total).toBe(2);
    expect((await data(`/api/portal/api/v1/portal/resource?${S}&type=1`)).total).toBe(2);
    const o3 = await resolveSchool(t.db.db, DEMO_O3_SCHOOL_ID);
    const asMember = async (role: 'teacher' | 'learner') => {
      const user = await makeUser(t.db, { school: o3, role });
      return loginAs(t.app, user.account, user.password);
    };
    const [o3Teacher, o3Learner] = [await asMember('teacher'), await asMember('learner')];
    const post = async (cookie: string, payload: unknown) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/o3service/o3/projects?${S}`, headers: { cookie }, payload: payload as never });
      return { status: res.statusCode, body: res.json() as { data: { title: unknown }; error?: string } };
    };
    const created = await post(o3Teacher, { title: 'New bridge', summary: 'Plan it' });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toEqual({ zh_CN: 'New bridge' });
    expect((await data(`/api/o3service/o3/project-resource?${S}`)).total).toBe(4);
    expect((await post(o3Learner, { title: 'Mine' })).body.error).toBe('project.forbidden');
    expect((await post(o3Teacher, { title: '' })).status).toBe(400);
    expect((await call('POST', `/api/o3service/o3/projects?schoolId=${DEMO_SCHOOL_ID}`, 'teacher', { title: 'x' })).status).toBe(201);
  });
});

describe('site info', () => {
  it('tells the browser its host\'s store mode and title', async () => {
    const store = await buildTestApp({ STORE_MODE: 'store.example', HOST_TITLES: '{"store.example":{"en_US":"Store"}}', MOBILE_PORTAL_URL: 'https://m.example/' });
    try {
      const on = await store.app.inject({ url: '/api/portal/api/v1/portal/site-info', headers: { host: 'store.example:3000' } });
      expect(on.json().data).toMatchObject({ storeMode: true, hostTitle: { en_US: 'Store' }, mobilePortalUrl: 'https://m.example', homeSchoolId: DEMO_SCHOOL_ID });
      const off = await store.app.inject({ url: '/api/portal/api/v1/portal/site-info', headers: { host: 'portal.example' } });
      expect(off.json().data).toMatchObject({ storeMode: false, hostTitle: null });
    } finally {
      await store.close();
    }
  });

  it('takes host titles, the mobile portal and union-leader skip hosts from the configuration keys, refusing bad values', async () => {
    const operator = await makeUser(t.db);
    await makeOperator(t.db, operator.id);
    const cookie = await loginAs(t.app, operator.account, operator.password);
    const put = (name: string, value: unknown) => t.app.inject({ method: 'PUT', url: `/api/platform/v1/config/${name}`, headers: { cookie }, payload: { value } });
    const info = async (host: string) => (await t.app.inject({ url: '/api/portal/api/v1/portal/site-info', headers: { host } })).json().data;
    try {
      expect((await put('hostTitles', { 'learn.example': { en_US: 'Learning', zh_CN: '学习' } })).statusCode).toBe(200);
      expect((await put('mobilePortalUrl', 'https://m.learn.example/')).statusCode).toBe(200);
      expect(await info('learn.example')).toMatchObject({ hostTitle: { en_US: 'Learning', zh_CN: '学习' }, mobilePortalUrl: 'https://m.learn.example' });
      const bad = await put('hostTitles', { 'Learn Example': { xx_XX: 'x' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toBe('config.invalid_value');
      expect((await put('mobilePortalUrl', 'javascript:alert(1)')).statusCode).toBe(422);
      expect(await info('learn.example')).toMatchObject({ hostTitle: { en_US: 'Learning' }, mobilePortalUrl: 'https://m.learn.example' });

      const demoLearner = DEMO_ACCOUNTS.find((a) => a.account === 'learner')!;
      const learner = await loginAs(t.app, demoLearner.account, demoLearner.password);
      const leader = () => t.app.inject({ url: `/api/school/schools/${DEMO_SCHOOL_ID}/union-leader`, headers: { cookie: learner, host: 'other-skip.example' } });
      expect((await leader()).json().data.skipped).toBe(false);
      expect((await put('unionLeaderSkipHosts', ['other-skip.example'])).statusCode).toBe(200);
      expect((await leader()).json().data).toMatchObject({ schoolUnionLeader: '0', skipped: true });
    } finally {
      for (const name of ['hostTitles', 'mobilePortalUrl', 'unionLeaderSkipHosts']) await t.app.inject({ method: 'DELETE', url: `/api/platform/v1/config/${name}`, headers: { cookie } });
    }
  });
});

describe('new system pages in the designer', () => {
  it('start from their default document, so releasing one untouched keeps its content; older schools get them when asked', async () => {
    const school = await makeSchool(t.db);
    const admin = await makeUser(t.db, { school, role: 'administrator' });
    const cookie = await loginAs(t.app, admin.account, admin.password);
    const PORTAL = '/api/portal/api/v1/portal';
    const pages = (await t.app.inject({ url: `${PORTAL}/pages?schoolId=${school.id}`, headers: { cookie } })).json().data as { id: string; code: string }[];
    const service = pages.find((p) => p.code === 'service')!;
    const draft = (await t.app.inject({ url: `${PORTAL}/select-user-renovation?schoolId=${school.id}&pageId=${service.id}`, headers: { cookie } })).json().data;
    expect(draft.revision).toBe(0);
    expect(draft.document.blocks.map((b: { type: string }) => b.type)).toEqual(['nav-header', 'rich-text', 'footer']);
    const released = await t.app.inject({ method: 'PUT', url: `${PORTAL}/release-pages?schoolId=${school.id}&id=${service.id}`, headers: { cookie } });
    expect(released.json().data.version).toBe(1);
    const page = await data(`${PORTAL}/getPageDetailsById?schoolId=${school.id}&code=service`);
    expect(page.version).toBe(1);
    expect(page.document.blocks[1].props.content.en_US).toContain('Terms of service');

    // A school made before a system page existed (its page renamed away here) gets it on the next read.
    const { sql } = await import('drizzle-orm');
    const { withTenant } = await import('../../server/db/tenant');
    await withTenant(t.db.db, school.tenantId, (tx) => tx.execute(sql`update pages set code = 'community-old' where school_id = ${school.id} and code = 'community'`));
    expect((await data(`${PORTAL}/getPageDetailsById?schoolId=${school.id}&code=community`)).document.blocks[1].type).toBe('community-board');
  });
});
