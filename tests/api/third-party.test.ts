import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { cookieHeader, loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
beforeAll(async () => {
  t = await buildTestApp({ THIRD_PARTY_LOGIN: 'fake' });
  school = await makeSchool(t.db);
});
afterAll(() => t?.close());

async function mint(party: string, subject: string, email = '') {
  const res = await t.app.inject({ method: 'POST', url: `/api/dev/third-party/${party}/codes`, payload: { subject, name: `Person ${subject}`, email } });
  expect(res.statusCode).toBe(200);
  return res.json().data.code as string;
}
const freeLogin = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/welink/proxy/rest/v1/open/free_login', payload });

/** Links `subject` at `party` to a new account through the bind ticket, and returns the account. */
async function linkWelink(subject: string) {
  const user = await makeUser(t.db, { school });
  const first = await freeLogin({ code: await mint('welink', subject), platformType: 'pc', state: school.id });
  expect(first.json().data).toEqual({ status: 'bind', redirect: `/portal/${school.id}/home`, verify: false });
  const ticket = cookieHeader(first.cookies.filter((c) => c.name === 'bind_ticket'));
  const bound = await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/user/to/bind', payload: { username: user.account, password: user.password }, headers: { cookie: ticket } });
  expect(bound.statusCode, bound.body).toBe(200);
  return user;
}

describe('messaging-app free login', () => {
  it('signs a linked person in, and answers 030025 for a replayed or unknown code', async () => {
    const user = await linkWelink('wl-1');
    const code = await mint('welink', 'wl-1');
    const res = await freeLogin({ code, platformType: 'mobile', state: school.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'signedIn', redirect: `/portal/${school.id}/home` });
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(res.cookies.filter((c) => c.name === 'access_token')) } });
    expect(me.json().data.user_id).toBe(user.id);

    const replay = await freeLogin({ code, platformType: 'mobile', state: school.id });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: '030025', error: 'welink.free_login_failed' });
    expect(replay.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    expect((await freeLogin({ code: 'made-up', state: school.id })).json().code).toBe('030025');
  });

  it('refuses a state that is no school id, an unknown school and a missing code', async () => {
    const bad = await freeLogin({ code: await mint('welink', 'wl-2'), state: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('request.invalid_school_id');
    const unknown = await freeLogin({ code: await mint('welink', 'wl-2'), state: '1999999999999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('school.not_found');
    const missing = await freeLogin({ state: school.id });
    expect(missing.statusCode).toBe(400);
    // Spec §8: a missing authorization code answers like a missing user.
    expect(missing.json()).toMatchObject({ error: 'auth.code_missing', message: 'Verification failed, please Login again.' });
    for (const url of ['/api/auth/open/thirdlogin/accesstoken', '/api/auth/open/thirdlogin/v1/accesstoken', '/api/auth/open/thirdlogin/imc/accesstoken']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { state: 'some-state', code: '' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Verification failed, please Login again.');
    }
  });

  it('is unavailable (404) when no messaging app is configured', async () => {
    const off = await buildTestApp();
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/welink/proxy/rest/v1/open/free_login', payload: { code: 'x', state: school.id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('thirdparty.not_configured');
      expect((await off.app.inject({ method: 'POST', url: '/api/dev/third-party/welink/codes', payload: { subject: 'x' } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('/hw and /imc third-party logins', () => {
  async function start(party: string) {
    const res = await t.app.inject({ url: `/api/auth/open/thirdlogin/${party}/authorize?schoolId=${school.id}&redirect=${encodeURIComponent('//evil.example')}` });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'http://portal.test');
    return { state: location.searchParams.get('state')!, cookie: cookieHeader(res.cookies.filter((c) => c.name === 'login_state')), location };
  }
  const accessToken = (url: string, payload: Record<string, string>, cookie: string) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

  it('runs through the party\'s sign-in page and back, binds, then signs in; replay and a foreign state fail', async () => {
    const { state, cookie, location } = await start('hw');
    expect(location.pathname).toBe('/api/dev/third-party/hw/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe('/hw/callback');
    const consent = await t.app.inject({ method: 'POST', url: '/api/dev/third-party/hw/authorize', payload: { state, redirect_uri: '/hw/callback', subject: 'hw-1' } });
    const back = new URL(consent.headers.location as string, 'http://portal.test');
    expect(back.pathname).toBe('/hw/callback');
    const code = back.searchParams.get('code')!;

    const first = await accessToken('/api/auth/open/thirdlogin/accesstoken', { code, state }, cookie);
    expect(first.statusCode, first.body).toBe(200);
    // The unsafe redirect asked for at the start was replaced by the school's home.
    expect(first.json().data).toMatchObject({ status: 'bind', redirect: `/portal/${school.id}/home` });
    const replay = await accessToken('/api/auth/open/thirdlogin/accesstoken', { code, state }, cookie);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('sso.state_used');

    const other = await start('hw');
    const noCookie = await accessToken('/api/auth/open/thirdlogin/v1/accesstoken', { code: await mint('hw', 'hw-1'), state: other.state }, '');
    expect(noCookie.json().error).toBe('sso.invalid_state');
    const wrongParty = await accessToken('/api/auth/open/thirdlogin/imc/accesstoken', { code: await mint('imc', 'hw-1'), state: other.state }, other.cookie);
    expect(wrongParty.json().error).toBe('sso.invalid_state');
    const badCode = await accessToken('/api/auth/open/thirdlogin/v1/accesstoken', { code: 'made-up', state: other.state }, other.cookie);
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().error).toBe('thirdparty.code_rejected');
  });

  it('binds a party to the signed-in account with the party\'s code (users/to/auth_code)', async () => {
    const user = await makeUser(t.db, { school });
    const session = await loginAs(t.app, user.account, user.password);
    const { state, cookie } = await start('imc');
    const code = await mint('imc', 'imc-7');
    const anonymous = await accessToken('/api/auth/open/thirdlogin/users/to/auth_code', { party: 'imc', code, state }, cookie);
    expect(anonymous.statusCode).toBe(401);
    const bound = await accessToken('/api/auth/open/thirdlogin/users/to/auth_code', { party: 'imc', code, state }, `${session}; ${cookie}`);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toEqual({ provider: 'imc', redirect: `/portal/${school.id}/home` });
    // Now the imc identity signs straight in as that account.
    const next = await start('imc');
    const res = await accessToken('/api/auth/open/thirdlogin/imc/accesstoken', { code: await mint('imc', 'imc-7'), state: next.state }, next.cookie);
    expect(res.json().data.status).toBe('signedIn');
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(res.cookies.filter((c) => c.name === 'access_token')) } });
    expect(me.json().data.user_id).toBe(user.id);
  });

  it('the stand-in sign-in page only returns to this site\'s callbacks', async () => {
    const res = await t.app.inject({ url: '/api/dev/third-party/hw/authorize?state=s&redirect_uri=https://evil.example/cb' });
    expect(res.statusCode).toBe(400);
  });
});
