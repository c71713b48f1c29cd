import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes } from '../../server/modules/platform/auth-codes';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeOperator, makePage, makeResource, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let trusted: SchoolRef;
let untrusted: SchoolRef;
let operator: string;
let admin: string;
let learner: string;
let learnerId: string;
let learnerAccount: string;
const log: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await buildTestApp({ INTERNAL_NETWORKS: '10.0.0.0/8' }, { logStream: stream });
  trusted = await makeSchool(t.db);
  untrusted = await makeSchool(t.db);
  const o = await makeUser(t.db);
  await makeOperator(t.db, o.id);
  operator = await loginAs(t.app, o.account, o.password);
  const a = await makeUser(t.db, { school: trusted, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  const l = await makeUser(t.db, { school: trusted, realName: 'Lena Learner' });
  learnerId = l.id;
  learnerAccount = l.account;
  learner = await loginAs(t.app, l.account, l.password);
  await setKey('supportChatTrustedSchools', [trusted.id]);
  await setKey('supportChat', { host: 'https://chat.example', innerHost: 'https://chat.inner.example', hotlineId: 'hot-1', codeExpirationTime: 300000 });
});
afterAll(() => t?.close());

async function setKey(name: string, value: unknown, query = '', cookie = operator) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/platform/v1/config/${name}${query}`, headers: { cookie }, payload: { value } });
  expect(res.statusCode, res.body).toBe(200);
}
const get = (url: string, cookie?: string, extra: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...extra }, remoteAddress });
const post = (url: string, cookie: string | undefined, payload?: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object, remoteAddress });

describe('support chat', () => {
  it('is on only for logged-in members of a trusted school, with innerHost for the internal network', async () => {
    const url = (s: SchoolRef) => `/api/platform/v1/support-chat?schoolId=${s.id}`;
    expect((await get(url(trusted))).json().data).toEqual({ enabled: false, reason: 'not_logged_in' });
    expect((await get(url(untrusted), operator)).json().data).toEqual({ enabled: false, reason: 'not_trusted' });
    expect((await get(url(trusted), learner)).json().data).toMatchObject({ enabled: true, host: 'https://chat.example', internal: false, hotlineId: 'hot-1', codeExpirationTime: 300000, codeMaxAgeSeconds: 600 });
    expect((await get(url(trusted), learner, {}, '10.2.3.4')).json().data).toMatchObject({ host: 'https://chat.inner.example', internal: true });
  });

  it('issues a code the chat redeems once; a new code revokes the old; one older than 600 s is refused and dropped', async () => {
    const issue = async () => (await post(`/api/platform/v1/support-chat/code?schoolId=${trusted.id}`, learner)).json().data;
    const first = await issue();
    expect(first).toMatchObject({ refreshInMs: 300000, maxAgeSeconds: 600 });
    const second = await issue();
    const redeem = (code: string) => post('/api/platform/v1/support-chat/code/redeem', undefined, { code });
    expect((await redeem(first.code)).json().error).toBe('chat.code_invalid');
    expect((await redeem(second.code)).json().data).toEqual({ userId: learnerId, schoolId: trusted.id, displayName: 'Lena Learner' });
    expect((await redeem(second.code)).statusCode).toBe(401);
    const third = await issue();
    await t.db.db.update(authCodes).set({ issuedAt: new Date(Date.now() - 601_000) }).where(eq(authCodes.userId, learnerId));
    expect((await redeem(third.code)).statusCode).toBe(401);
    expect((await post(`/api/platform/v1/support-chat/code?schoolId=${untrusted.id}`, operator)).json().error).toBe('chat.not_available');
    expect((await post(`/api/platform/v1/support-chat/code?schoolId=${trusted.id}`, undefined)).statusCode).toBe(401);
  });

  it('gives the e-lab a one-time code too (POST /api/auth/rest/v1/elab/code)', async () => {
    const res = await post('/api/auth/rest/v1/elab/code', learner, { schoolId: trusted.id });
    expect(res.json().data).toMatchObject({ expiresIn: 600 });
    expect((await post('/api/auth/rest/v1/elab/code/redeem', undefined, { code: res.json().data.code })).json().data).toEqual({ userId: learnerId, schoolId: trusted.id });
    expect((await post('/api/platform/v1/support-chat/code/redeem', undefined, { code: res.json().data.code })).statusCode).toBe(401);
  });
});

describe('permissions', () => {
  const has = (cookie: string | undefined, headers: Record<string, string>) =>
    get('/api/acl/v1/operation/hasPermissions?operationCode=TRAINING_CENTER', cookie, headers);

  it('answers TRAINING_CENTER by the school-id and user-id headers; administrators grant it', async () => {
    expect((await has(learner, { 'school-id': trusted.id })).json().data).toBe(false);
    expect((await has(admin, { 'school-id': trusted.id })).json().data).toBe(true);
    expect((await has(undefined, { 'school-id': trusted.id })).statusCode).toBe(401);
    expect((await has(learner, {})).json().error).toBe('request.invalid_headers');
    expect((await has(learner, { 'school-id': trusted.id, 'user-id': '1' })).statusCode).toBe(403);
    expect((await has(admin, { 'school-id': trusted.id, 'user-id': 'x1' })).json().error).toBe('request.invalid_headers');
    expect((await has(admin, { 'school-id': 'abc' })).json().error).toBe('request.invalid_school_id');
    const grant = (cookie: string, userId: string) =>
      t.app.inject({ method: 'PUT', url: `/api/acl/v1/operation/grants?schoolId=${trusted.id}`, headers: { cookie }, payload: { userId, operationCode: 'TRAINING_CENTER' } });
    expect((await grant(learner, learnerId)).statusCode).toBe(403);
    expect((await grant(admin, '1')).json().error).toBe('acl.not_member');
    expect((await t.app.inject({ method: 'PUT', url: `/api/acl/v1/operation/grants?schoolId=${trusted.id}`, headers: { cookie: admin }, payload: { userId: learnerId, operationCode: 'NOPE' } })).statusCode).toBe(400);
    const byAccount = (account: string) => t.app.inject({ method: 'PUT', url: `/api/acl/v1/operation/grants?schoolId=${trusted.id}`, headers: { cookie: admin }, payload: { account, operationCode: 'TRAINING_CENTER' } });
    expect((await byAccount('no-such-account')).json().error).toBe('acl.not_member');
    expect((await byAccount(learnerAccount)).statusCode).toBe(200);
    expect((await has(learner, { 'school-id': trusted.id })).json().data).toBe(true);
    expect((await has(admin, { 'school-id': trusted.id, 'user-id': learnerId })).json().data).toBe(true);
    const list = await get(`/api/acl/v1/operation/grants?schoolId=${trusted.id}`, admin);
    expect(list.json().data).toMatchObject([{ userId: learnerId, operationCode: 'TRAINING_CENTER' }]);
    // The grant belongs to its school only.
    expect((await has(learner, { 'school-id': untrusted.id })).json().data).toBe(false);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/acl/v1/operation/grants?schoolId=${trusted.id}`, headers: { cookie: admin }, payload: { userId: learnerId, operationCode: 'TRAINING_CENTER' } });
    expect(removed.json().data.removed).toBe(1);
    expect((await has(learner, { 'school-id': trusted.id })).json().data).toBe(false);
  });
});

describe('internal network', () => {
  it('sends internal-network users to internalLogoutUrl when one is set, and nobody else', async () => {
    await setKey('internalLogoutUrl', 'https://intranet.example/signout');
    const logout = async (remoteAddress: string) => {
      const u = await makeUser(t.db, { school: trusted });
      const cookie = await loginAs(t.app, u.account, u.password);
      return (await t.app.inject({ method: 'DELETE', url: '/api/auth/open/logout', headers: { cookie }, remoteAddress })).json().data;
    };
    expect(await logout('10.9.9.9')).toEqual({ redirect: 'https://intranet.example/signout', internal: true });
    expect(await logout('192.0.2.1')).toEqual({ redirect: null, internal: false });
    expect((await get('/api/accounts/open/client/ip', undefined, {}, '10.1.1.1')).json().data).toEqual({ ip: '10.1.1.1', internal: true });
  });
});

describe('agreements', () => {
  it('asks a member again when a newer privacy or service version is current, until signed; withdrawing asks again', async () => {
    const compare = (body?: unknown) => post('/api/school/schools/compare-and-sign-lastest-agreement', learner, body);
    expect((await compare()).json().data).toEqual({ needSign: false, current: { privacy: 1, service: 1 }, signed: { privacy: 1, service: 1 } });
    await setKey('agreementVersions', { privacy: 2, service: 1 });
    expect((await compare()).json().data.needSign).toBe(true);
    expect((await compare({ sign: true })).json().data).toEqual({ needSign: false, current: { privacy: 2, service: 1 }, signed: { privacy: 2, service: 1 } });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/assist/v2/agreement/user/signs', headers: { cookie: learner } })).statusCode).toBe(200);
    expect((await compare()).json().data).toMatchObject({ needSign: true, signed: { privacy: 0, service: 0 } });
    expect((await post('/api/school/schools/compare-and-sign-lastest-agreement', undefined)).statusCode).toBe(401);
    await setKey('agreementVersions', { privacy: 1, service: 1 });
  });

  it('records the cookie dialog\'s operation for members', async () => {
    const url = '/api/assist/v2/agreement/open/knownCookiesAgreement';
    expect((await post(`${url}?operation=1`, learner)).json().data).toEqual({ operation: 1, recorded: true });
    expect((await post(`${url}?operation=0`, undefined)).json().data).toEqual({ operation: 0, recorded: false });
    expect((await post(`${url}?operation=2`, learner)).statusCode).toBe(400);
  });
});

describe('sign-in extras, page API and environment', () => {
  it('POST /api/auth/login/init names the methods, the captcha need and a stable fingerprint salt', async () => {
    const a = (await post('/api/auth/login/init', undefined, { schoolId: trusted.id, account: 'nobody' })).json().data;
    expect(a).toMatchObject({ methods: ['password', 'code', 'qr'], loginMethod: 1, captchaRequired: false });
    expect(a.fingerprintSalt).toMatch(/^[\w-]{22}$/);
    expect((await post('/api/auth/login/init', undefined)).json().data.fingerprintSalt).toBe(a.fingerprintSalt);
    expect((await post('/api/auth/login/init', undefined, { schoolId: '12' })).statusCode).toBe(400);
  });

  it('picks the page API by the white lists and the main switch, and both answer', async () => {
    const version = async () => (await get(`/api/platform/v1/page-api?schoolId=${trusted.id}`)).json().data;
    expect(await version()).toEqual({ version: 2, path: '/api/portal/api/v1/portal/v2/pages' });
    await setKey('pageApiMainSwitch', 0);
    expect((await version()).version).toBe(1);
    await setKey('pageApiV2Schools', [trusted.id]);
    expect((await version()).version).toBe(2);
    await setKey('pageApiV1Schools', [trusted.id]);
    const v1 = await version();
    expect(v1.version).toBe(1);
    const both = [await get(`${v1.path}?schoolId=${trusted.id}`, admin), await get(`/api/portal/api/v1/portal/v2/pages?schoolId=${trusted.id}`, admin)];
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[1]!.json().data.list).toEqual(both[0]!.json().data);
  });

  it('detects the environment from the host, with en_US overseas and the mobile support phone where one exists', async () => {
    await setKey('environmentUrls', { de: ['de.portal.example'], sit: ['sit.portal.example'] });
    await setKey('mobileSupportPhones', { de: '+49 30 1234' });
    const config = async (host: string) => (await get('/api/platform/v1/client-config', undefined, { host })).json().data;
    expect(await config('de.portal.example')).toMatchObject({ environment: 'de', overseas: true, defaultLanguage: 'en_US', mobileSupportPhone: '+49 30 1234' });
    expect(await config('sit.portal.example:3000')).toMatchObject({ environment: 'sit', overseas: false, defaultLanguage: 'zh_CN', mobileSupportPhone: null });
    expect(await config('else.example')).toMatchObject({ environment: 'cn', companyEmailDomains: ['company.example', 'corp.company.example'] });
    // The school's language setting (read by the portal and its server render) says en_US overseas.
    const language = async (host: string) => (await get(`/api/school/biz/open/schoolLanguage?schoolId=${trusted.id}`, undefined, { host })).json().data;
    expect(await language('de.portal.example')).toMatchObject({ defaultLanguage: 'zh_CN', overseas: true });
    expect(await language('else.example')).toMatchObject({ overseas: false });
    const footer = async (host: string) => (await get(`/api/portal/api/v1/portal/open/footer?schoolId=${trusted.id}`, undefined, { host })).json().data.mobileSupportPhone;
    expect([await footer('de.portal.example'), await footer('else.example')]).toEqual(['+49 30 1234', null]);
  });
});

describe('heartbeat, load failures, points and moderation', () => {
  it('logs the heartbeat of a logged-in user and the load failures browsers report', async () => {
    expect((await post('/api/platform/v1/heartbeat', undefined)).statusCode).toBe(401);
    expect((await post('/api/platform/v1/heartbeat', learner)).statusCode).toBe(200);
    const report = { kind: 'ChunkLoadError', message: 'Loading chunk took over 120000 ms', chunk: '/assets/DesignerScreen-x.js', page: '/design/1', attempt: 2 };
    expect((await post('/api/platform/v1/client-errors', undefined, report)).statusCode).toBe(200);
    expect((await post('/api/platform/v1/client-errors', undefined, { kind: 'Other', message: 'x' })).statusCode).toBe(400);
    const lines = log.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((l) => l.event === 'heartbeat' && l.userId === learnerId)).toBe(true);
    expect(lines.some((l) => l.event === 'client_load_failure' && l.kind === 'ChunkLoadError' && l.chunk === report.chunk)).toBe(true);
  });

  it('POST /api/point/v1/event/learn earns points once per resource and day, and they show on the leaderboard', async () => {
    const resourceId = await makeResource(t.db, trusted);
    const learn = (id = resourceId) => post('/api/point/v1/event/learn', learner, { schoolId: trusted.id, resourceId: id });
    await setKey('learnEventPoints', 7, `?schoolId=${trusted.id}`, admin);
    expect((await learn()).json().data).toEqual({ awarded: true, points: 7 });
    expect((await learn()).json().data).toEqual({ awarded: false, points: 0 });
    expect((await learn('1100000000000009999')).json().error).toBe('resource.not_found');
    const board = (await get(`/api/portal/api/v1/portal/leaderboard-resource/${trusted.id}?board=points&rankingPeriod=3`, learner)).json().data;
    expect(board.list).toMatchObject([{ rank: 1, userId: learnerId, points: 7 }]);
  });

  it('moderationSyncTexts refuses listed words in feedback, page text on release, and on request', async () => {
    const check = await post('/api/portal/api/v1/portal/moderationSyncTexts', learner, { texts: ['fine', 'Play CASINO games'] });
    expect(check.json().data).toEqual({ pass: false, hits: [{ index: 1, words: ['casino'] }] });
    const feedback = await post('/api/school/feedback/addFeedback', learner, { feedbackType: 1, feedbackContent: 'best casino here', allowContact: 0, tenantId: trusted.id, clientType: '1' });
    expect(feedback.statusCode, feedback.body).toBe(422);
    expect(feedback.json()).toMatchObject({ error: 'content.rejected', details: [{ pointer: '/feedbackContent' }] });
    const pageId = await makePage(t.db, trusted);
    const document = { schemaVersion: 1, settings: {}, blocks: [{ id: 'b_mod1', type: 'rich-text', v: 1, props: { content: { en_US: '<p>Join our gambling club</p>' } } }] };
    const saved = await t.app.inject({ method: 'POST', url: `/api/portal/api/v1/portal/insert-user-renovation?schoolId=${trusted.id}`, headers: { cookie: admin }, payload: { pageId, revision: 0, document } });
    expect(saved.statusCode, saved.body).toBe(200);
    const release = await t.app.inject({ method: 'PUT', url: `/api/portal/api/v1/portal/release-pages?schoolId=${trusted.id}&id=${pageId}`, headers: { cookie: admin } });
    expect(release.statusCode).toBe(422);
    expect(release.json().details[0].pointer).toMatch(/^\/document\/blocks\/0\/props\//);
  });
});
