import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MULTI_SCHOOL_ACCOUNT, DEMO_SCHOOL_ID, DEMO_SUB_SCHOOL_ID } from '../../server/db/demo';
import { users } from '../../server/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeUser } from './helpers/factories';
import { freshEmail, freshMobile, latestCode } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ INTERNAL_NETWORKS: '10.50.0.0/16' });
});
afterAll(() => t?.close());

let n = 0;
const ip = () => `10.30.${Math.floor(++n / 200)}.${n % 200}`;
const UNAUTHENTICATED = { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' };

async function member() {
  const user = await makeUser(t.db, { realName: 'Bea Binder' });
  return { ...user, cookie: await loginAs(t.app, user.account, user.password) };
}

describe('users/me and the schools of a user', () => {
  it('answers the exact message without a valid user', async () => {
    for (const cookie of [undefined, 'access_token=forged.token']) {
      const res = await t.app.inject({ url: '/api/accounts/users/me', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('lists every school of a user across the tenant (the demo user of two schools)', async () => {
    const cookie = await loginAs(t.app, DEMO_MULTI_SCHOOL_ACCOUNT.account, DEMO_MULTI_SCHOOL_ACCOUNT.password);
    const res = await t.app.inject({ url: '/api/accounts/users/me/schools', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: string }) => s.id).sort()).toEqual([DEMO_SCHOOL_ID, DEMO_SUB_SCHOOL_ID].sort());
    expect(res.json().data[0]).toMatchObject({ name: expect.any(Object), roles: ['learner'], openSchool: '1' });
    expect((await t.app.inject({ url: '/api/accounts/users/me/schools' })).json()).toEqual(UNAUTHENTICATED);
  });
});

describe('existence checks and client address', () => {
  it('says whether a mobile number or e-mail is bound to an account', async () => {
    const mobile = freshMobile();
    const email = freshEmail();
    const user = await makeUser(t.db);
    await t.db.db.update(users).set({ mobile, email }).where(eq(users.id, user.id));
    const get = (url: string) => t.app.inject({ url, remoteAddress: ip() });
    expect((await get(`/api/accounts/open/mobile/existed?mobile=${mobile}`)).json().data).toEqual({ existed: true });
    expect((await get(`/api/accounts/open/mobile/existed?mobile=${freshMobile()}`)).json().data).toEqual({ existed: false });
    expect((await get(`/api/accounts/open/email/existed?email=${encodeURIComponent(email.toUpperCase())}`)).json().data).toEqual({ existed: true });
    expect((await get(`/api/accounts/open/email/existed?email=${encodeURIComponent(freshEmail())}`)).json().data).toEqual({ existed: false });
    for (const url of ['/api/accounts/open/mobile/existed?mobile=123', '/api/accounts/open/email/existed?email=nope', '/api/accounts/open/mobile/existed']) {
      expect((await get(url)).json()).toMatchObject({ code: 400, error: 'request.invalid_query' });
    }
  });

  it('limits lookups per address (429 with Retry-After)', async () => {
    let last;
    for (let i = 0; i <= 60; i++) last = await t.app.inject({ url: `/api/accounts/open/mobile/existed?mobile=${freshMobile()}`, remoteAddress: '10.31.0.1' });
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.json().error).toBe('account.rate_limited');
  });

  it('reports the client address and whether it is internal', async () => {
    expect((await t.app.inject({ url: '/api/accounts/open/client/ip', remoteAddress: '10.50.3.4' })).json().data).toEqual({ ip: '10.50.3.4', internal: true });
    expect((await t.app.inject({ url: '/api/accounts/open/client/ip', remoteAddress: '203.0.113.9' })).json().data).toEqual({ ip: '203.0.113.9', internal: false });
  });
});

describe('binding a mobile number and an e-mail', () => {
  it('binds a mobile number with the code sent to it', async () => {
    const me = await member();
    const mobile = freshMobile();
    const sent = await t.app.inject({ method: 'POST', url: '/api/accounts/sms-code', remoteAddress: ip(), headers: { cookie: me.cookie }, payload: { mobile } });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, mobile, 'sms');
    const bind = (c: string) => t.app.inject({ method: 'PUT', url: '/api/accounts/user/mobile/bind', headers: { cookie: me.cookie }, payload: { mobile, code: c } });
    expect((await bind(code === '000000' ? '000001' : '000000')).json().error).toBe('code.invalid');
    const res = await bind(code);
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: me.cookie } });
    expect(mine.json().data.mobile).toBe(mobile);
    // Now the number logs in by SMS code too.
    expect((await t.app.inject({ url: `/api/accounts/open/mobile/existed?mobile=${mobile}`, remoteAddress: ip() })).json().data.existed).toBe(true);
  });

  it('binds an e-mail with the code sent by GET email-code', async () => {
    const me = await member();
    const email = freshEmail();
    const sent = await t.app.inject({ url: `/api/accounts/email-code?email=${encodeURIComponent(email)}`, remoteAddress: ip(), headers: { cookie: me.cookie } });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, email, 'email');
    const res = await t.app.inject({ method: 'PUT', url: '/api/accounts/user/email/bind', headers: { cookie: me.cookie }, payload: { email, code } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: me.cookie } })).json().data.email).toBe(email);
  });

  it('refuses a contact bound to someone else (409), a code meant for another user, and anonymous callers', async () => {
    const owner = await member();
    const other = await member();
    const mobile = freshMobile();
    await t.db.db.update(users).set({ mobile }).where(eq(users.id, owner.id));
    const taken = await t.app.inject({ method: 'POST', url: '/api/accounts/sms-code', remoteAddress: ip(), headers: { cookie: other.cookie }, payload: { mobile } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('account.mobile_taken');
    const own = await t.app.inject({ method: 'POST', url: '/api/accounts/sms-code', remoteAddress: ip(), headers: { cookie: owner.cookie }, payload: { mobile } });
    expect(own.json().error).toBe('account.already_bound');
    const takenEmail = freshEmail();
    await t.db.db.update(users).set({ email: takenEmail }).where(eq(users.id, owner.id));
    const emailTaken = await t.app.inject({ url: `/api/accounts/email-code?email=${encodeURIComponent(takenEmail)}`, remoteAddress: ip(), headers: { cookie: other.cookie } });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json().error).toBe('account.email_taken');

    // A bind code sent to one user's request does not bind the contact to another user.
    const email = freshEmail();
    await t.app.inject({ url: `/api/accounts/email-code?email=${encodeURIComponent(email)}`, remoteAddress: ip(), headers: { cookie: owner.cookie } });
    const code = await latestCode(t.app, email, 'email');
    const stolen = await t.app.inject({ method: 'PUT', url: '/api/accounts/user/email/bind', headers: { cookie: other.cookie }, payload: { email, code } });
    expect(stolen.json().error).toBe('code.invalid');
    expect((await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: other.cookie } })).json().data.email).toBe('');

    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/sms-code', payload: { mobile: freshMobile() } })).json()).toEqual(UNAUTHENTICATED);
    expect((await t.app.inject({ method: 'PUT', url: '/api/accounts/user/mobile/bind', payload: { mobile: freshMobile(), code: '123456' } })).json()).toEqual(UNAUTHENTICATED);
    expect((await t.app.inject({ method: 'PUT', url: '/api/accounts/user/email/bind', headers: { cookie: owner.cookie }, payload: { email: 'bad', code: '1' } })).json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
  });

  it('refuses GET email-code started by another site', async () => {
    const me = await member();
    const res = await t.app.inject({ url: `/api/accounts/email-code?email=${encodeURIComponent(freshEmail())}`, headers: { cookie: me.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('request.cross_site');
  });
});

describe('user/authcode and ids/to/users', () => {
  it('revokes the user\'s outstanding codes', async () => {
    const me = await member();
    const email = freshEmail();
    await t.app.inject({ url: `/api/accounts/email-code?email=${encodeURIComponent(email)}`, remoteAddress: ip(), headers: { cookie: me.cookie } });
    const code = await latestCode(t.app, email, 'email');
    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/accounts/user/authcode', headers: { cookie: me.cookie } });
    expect(revoked.json().data).toEqual({ revoked: 1 });
    const bind = await t.app.inject({ method: 'PUT', url: '/api/accounts/user/email/bind', headers: { cookie: me.cookie }, payload: { email, code } });
    expect(bind.json().error).toBe('code.used');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/accounts/user/authcode' })).json()).toEqual(UNAUTHENTICATED);
  });

  it('turns ids into public profiles (no contact details), in the order asked, skipping unknown ids', async () => {
    const me = await member();
    const a = await makeUser(t.db, { realName: 'Ann', email: freshEmail() });
    const b = await makeUser(t.db, { nickName: 'Bo' });
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/ids/to/users', headers: { cookie: me.cookie }, payload: { ids: [b.id, '1999999999999999999', a.id, b.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { user_id: b.id, nickName: 'Bo', realName: '', avatarUrl: '', displayName: 'Bo' },
      { user_id: a.id, nickName: '', realName: 'Ann', avatarUrl: '', displayName: 'Ann' },
    ]);
    for (const ids of [[], ['12'], Array.from({ length: 101 }, () => a.id)]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/accounts/ids/to/users', headers: { cookie: me.cookie }, payload: { ids } });
      expect(bad.json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/ids/to/users', payload: { ids: [a.id] } })).json()).toEqual(UNAUTHENTICATED);
  });
});
