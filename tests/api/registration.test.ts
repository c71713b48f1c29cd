import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { cookieHeader, loginAs, makeSchool, makeUser } from './helpers/factories';
import { freshEmail, freshMobile, latestCode } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let n = 0;
const ip = () => `10.40.${Math.floor(++n / 200)}.${n % 200}`;
const GOOD_PASSWORD = 'a long and unusual passphrase';

async function registrationCode(contact: { phone_number: string } | { email: string }) {
  const url = 'phone_number' in contact ? '/api/accounts/open/login/sms-code' : '/api/accounts/open/email/verify_code';
  const res = await t.app.inject({ method: 'POST', url, remoteAddress: ip(), payload: { ...contact, purpose: 'register' } });
  expect(res.statusCode).toBe(200);
  return 'phone_number' in contact ? latestCode(t.app, contact.phone_number, 'sms') : latestCode(t.app, contact.email, 'email');
}
function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/open/register', remoteAddress: ip(), payload });
}

describe('registering an account', () => {
  it('creates the account from a mobile number and its code, and logs it in', async () => {
    const phone = freshMobile();
    const code = await registrationCode({ phone_number: phone });
    const res = await register({ phone_number: phone, code, password: GOOD_PASSWORD, realName: '  Rae Register ' });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(res.cookies) } });
    expect(me.json().data).toMatchObject({ user_id: res.json().data.user_id, realName: 'Rae Register', mobile: phone });
    // The mobile number is the account: the password logs in with it.
    expect(await loginAs(t.app, phone, GOOD_PASSWORD)).toContain('access_token=');
    // Taken now: neither a registration code nor a second registration.
    const again = await t.app.inject({ method: 'POST', url: '/api/accounts/open/login/sms-code', remoteAddress: ip(), payload: { phone_number: phone, purpose: 'register' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('account.mobile_taken');
  });

  it('creates the account from an e-mail address', async () => {
    const email = freshEmail();
    const code = await registrationCode({ email });
    const res = await register({ email, code, password: GOOD_PASSWORD, realName: 'Em' });
    expect(res.statusCode).toBe(201);
    expect(await loginAs(t.app, email, GOOD_PASSWORD)).toContain('access_token=');
  });

  it.each([
    ['short', 'password.too_short'],
    ['qwertyuiop', 'password.common'],
    ['x'.repeat(129), 'password.too_long'],
  ])('refuses the password %j (422 %s) and creates nothing', async (password, key) => {
    const email = freshEmail();
    const code = await registrationCode({ email });
    const res = await register({ email, code, password, realName: 'No One' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, error: key, details: [{ pointer: '/password' }] });
    expect((await t.app.inject({ url: `/api/accounts/open/email/existed?email=${encodeURIComponent(email)}`, remoteAddress: ip() })).json().data.existed).toBe(false);
    // The code was not used up by the refused attempt.
    expect((await register({ email, code, password: GOOD_PASSWORD, realName: 'No One' })).statusCode).toBe(201);
  });

  it('refuses a wrong code, a missing contact, both contacts and an empty name', async () => {
    const email = freshEmail();
    const code = await registrationCode({ email });
    expect((await register({ email, code: code === '111111' ? '222222' : '111111', password: GOOD_PASSWORD, realName: 'X' })).json().error).toBe('code.invalid');
    for (const body of [
      { code, password: GOOD_PASSWORD, realName: 'X' },
      { email, phone_number: freshMobile(), code, password: GOOD_PASSWORD, realName: 'X' },
      { email, code, password: GOOD_PASSWORD, realName: '   ' },
    ]) {
      expect((await register(body)).json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
    }
  });
});

describe('creating a school and invitations', () => {
  it('makes the creator the administrator of a new school with its system pages', async () => {
    const user = await makeUser(t.db);
    const cookie = await loginAs(t.app, user.account, user.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/school/schools/', headers: { cookie }, payload: { name: 'Riverside Academy', defaultLanguage: 'en_US' } });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(id).toMatch(/^\d{19}$/);
    const details = await t.app.inject({ url: `/api/school/schools/open/schoolDetails?schoolId=${id}` });
    expect(details.json().data).toMatchObject({ name: { en_US: 'Riverside Academy' }, defaultLanguage: 'en_US', openSchool: '1' });
    expect((await t.app.inject({ url: `/api/school/schools/${id}/admin/`, headers: { cookie } })).statusCode).toBe(200);
    const pages = await t.app.inject({ url: `/api/portal/api/v1/portal/pages?schoolId=${id}` });
    expect(pages.json().data.map((p: { code: string }) => p.code)).toContain('home');
  });

  it('refuses anonymous callers, bad names, and more than 5 schools a day', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/school/schools/', payload: { name: 'Nope' } })).statusCode).toBe(401);
    const user = await makeUser(t.db);
    const cookie = await loginAs(t.app, user.account, user.password);
    for (const payload of [{}, { name: 'x' }, { name: ' padded ' }, { name: 'ok name', defaultLanguage: 'xx_XX' }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/school/schools/', headers: { cookie }, payload })).json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
    }
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'POST', url: '/api/school/schools/', headers: { cookie }, payload: { name: `School ${i}` } })).statusCode).toBe(201);
    const sixth = await t.app.inject({ method: 'POST', url: '/api/school/schools/', headers: { cookie }, payload: { name: 'One too many' } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().error).toBe('school.rate_limited');
  });

  it('an administrator invites; the invited user joins as a learner', async () => {
    const school = await makeSchool(t.db, { openSchool: false });
    const admin = await makeUser(t.db, { school, role: 'administrator' });
    const adminCookie = await loginAs(t.app, admin.account, admin.password);
    const made = await t.app.inject({ method: 'POST', url: `/api/school/schools/${school.id}/invitations`, headers: { cookie: adminCookie } });
    expect(made.statusCode).toBe(200);
    const { code, path } = made.json().data;
    expect(path).toBe(`/register/invite?code=${encodeURIComponent(code)}`);

    const preview = await t.app.inject({ url: `/api/school/schools/open/invitation?code=${encodeURIComponent(code)}` });
    expect(preview.json().data).toMatchObject({ schoolId: school.id, name: { en_US: expect.any(String) } });

    const guest = await makeUser(t.db);
    const guestCookie = await loginAs(t.app, guest.account, guest.password);
    expect((await t.app.inject({ url: `/api/portal/api/v1/portal/pages?schoolId=${school.id}`, headers: { cookie: guestCookie } })).statusCode).toBe(403);
    const joined = await t.app.inject({ method: 'POST', url: '/api/school/schools/open/invitation/accept', headers: { cookie: guestCookie }, payload: { code } });
    expect(joined.json().data).toEqual({ schoolId: school.id });
    expect((await t.app.inject({ url: `/api/portal/api/v1/portal/pages?schoolId=${school.id}`, headers: { cookie: guestCookie } })).statusCode).toBe(200);
  });

  it('refuses forged or tampered invitations, non-administrators and anonymous joins', async () => {
    const learner = DEMO_ACCOUNTS.find((a) => a.role === 'learner')!;
    const cookie = await loginAs(t.app, learner.account, learner.password);
    expect((await t.app.inject({ method: 'POST', url: `/api/school/schools/${DEMO_SCHOOL_ID}/invitations`, headers: { cookie } })).statusCode).toBe(403);
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
    const adminCookie = await loginAs(t.app, admin.account, admin.password);
    const { code } = (await t.app.inject({ method: 'POST', url: `/api/school/schools/${DEMO_SCHOOL_ID}/invitations`, headers: { cookie: adminCookie } })).json().data;
    const [payload, signature] = code.split('.');
    const forged = `${Buffer.from(JSON.stringify({ s: '1100000000000000002', e: 4_000_000_000 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${'A'.repeat(43)}`, 'not-an-invitation-code']) {
      const res = await t.app.inject({ url: `/api/school/schools/open/invitation?code=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invitation.invalid');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/school/schools/open/invitation/accept', payload: { code } })).statusCode).toBe(401);
  });
});
