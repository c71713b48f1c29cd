import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { IDP_ACCOUNTS, IDP_CLIENTS, signInAtIdp, startTestIdp, type TestIdp } from '../support/test-idp';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { cookieHeader, loginAs, makeSchool, makeUser } from './helpers/factories';

const PORTAL = 'http://localhost:3999';
let t: TestApp;
let idp: TestIdp;
let school: SchoolRef;
let adminCookie: string;

beforeAll(async () => {
  [t, idp] = await Promise.all([buildTestApp(), startTestIdp({ portalOrigins: [PORTAL] })]);
  school = await makeSchool(t.db);
  const admin = await makeUser(t.db, { school, role: 'administrator' });
  adminCookie = await loginAs(t.app, admin.account, admin.password);
  for (const kind of ['sso', 'oauth2'] as const) {
    const callback = kind === 'sso' ? '/uniportal/callback' : '/enterpriseOauth2/callback';
    const res = await configure(kind, { issuer: idp.issuer, ...IDP_CLIENTS[kind], redirectUri: `${PORTAL}${callback}` });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

function configure(kind: string, body: Record<string, unknown>, cookie = adminCookie, schoolId = school.id) {
  return t.app.inject({ method: 'PUT', url: `/api/school/schools/${schoolId}/identity-providers/${kind}`, payload: body, headers: { cookie } });
}

/** Starts a sign-in: the browser's state cookie and the provider's authorization URL. */
async function start(kind: 'sso' | 'oauth2', redirect?: string) {
  const query = new URLSearchParams({ schoolId: school.id, kind, ...(redirect ? { redirect } : {}) });
  const res = await t.app.inject({ url: `/api/auth/open/sso/authorize?${query}` });
  expect(res.statusCode, res.body).toBe(302);
  return { stateCookie: cookieHeader(res.cookies.filter((c) => c.name === 'login_state')), location: res.headers.location as string };
}

function callback(kind: 'sso' | 'oauth2', params: URLSearchParams, cookie: string) {
  const url = kind === 'sso' ? '/api/auth/open/sso/accesstoken' : '/api/auth/open/enterprise/oauth2/accesstoken';
  return t.app.inject({ method: 'POST', url, payload: Object.fromEntries(params), headers: { cookie } });
}

describe('identity provider config', () => {
  it('is for administrators only, keeps the secret to itself and checks URLs', async () => {
    const learner = await makeUser(t.db, { school });
    const learnerCookie = await loginAs(t.app, learner.account, learner.password);
    expect((await configure('sso', { issuer: idp.issuer, ...IDP_CLIENTS.sso, redirectUri: `${PORTAL}/x` }, learnerCookie)).statusCode).toBe(403);
    expect((await configure('sso', { issuer: idp.issuer, ...IDP_CLIENTS.sso, redirectUri: `${PORTAL}/x` }, '')).statusCode).toBe(401);
    const plainHttp = await configure('sso', { issuer: 'http://idp.example', ...IDP_CLIENTS.sso, redirectUri: `${PORTAL}/x` });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().details).toEqual([{ pointer: '/issuer', message: 'must use https' }]);
    expect((await configure('saml', { issuer: idp.issuer, ...IDP_CLIENTS.sso, redirectUri: `${PORTAL}/x` })).statusCode).toBe(400);
    const read = await t.app.inject({ url: `/api/school/schools/${school.id}/identity-providers/sso`, headers: { cookie: adminCookie } });
    expect(read.json().data).toEqual({ kind: 'sso', issuer: idp.issuer, clientId: IDP_CLIENTS.sso.clientId, redirectUri: `${PORTAL}/uniportal/callback`, scope: 'openid profile email', logoutUrl: '' });
    expect(read.body).not.toContain(IDP_CLIENTS.sso.clientSecret);
    const kinds = await t.app.inject({ url: `/api/auth/open/sso/providers?schoolId=${school.id}` });
    expect(kinds.json().data).toEqual({ kinds: ['oauth2', 'sso'] });
  });
});

describe('enterprise single sign-on', () => {
  it('signs in an account linked earlier, and refuses the same callback a second time', async () => {
    const user = await makeUser(t.db, { school });
    // First sign-in: not linked yet, so the person proves their portal account to link it.
    let { stateCookie, location } = await start('sso', `/portal/${school.id}/search`);
    expect(new URL(location).origin).toBe(idp.issuer);
    expect(new URL(location).searchParams.get('code_challenge_method')).toBe('S256');
    let back = await signInAtIdp(location, 'bob.idp', IDP_ACCOUNTS['bob.idp']!.password);
    expect(back.origin + back.pathname).toBe(`${PORTAL}/uniportal/callback`);
    const first = await callback('sso', back.searchParams, stateCookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ status: 'bind', redirect: `/portal/${school.id}/search`, verify: false });
    const ticket = cookieHeader(first.cookies.filter((c) => c.name === 'bind_ticket'));
    const described = await t.app.inject({ url: '/api/auth/open/thirdlogin/bind-ticket', headers: { cookie: ticket } });
    expect(described.json().data).toMatchObject({ provider: 'sso', displayName: 'Bob Idp', email: 'bob@idp.example', matchedAccount: null });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/user/to/bind', payload: { username: user.account, password: 'nope' }, headers: { cookie: ticket } });
    expect(wrong.statusCode).toBe(401);
    const bound = await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/user/to/bind', payload: { username: user.account, password: user.password }, headers: { cookie: ticket } });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data.redirect).toBe(`/portal/${school.id}/search`);
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(bound.cookies) } });
    expect(me.json().data.user_id).toBe(user.id);
    // The ticket was spent.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/user/to/bind', payload: { username: user.account, password: user.password }, headers: { cookie: ticket } })).statusCode).toBe(401);

    // Second sign-in: linked, so the callback signs the person straight in.
    ({ stateCookie, location } = await start('sso'));
    back = await signInAtIdp(location, 'bob.idp', IDP_ACCOUNTS['bob.idp']!.password);
    const second = await callback('sso', back.searchParams, stateCookie);
    expect(second.json().data).toEqual({ status: 'signedIn', redirect: `/portal/${school.id}/home` });
    const me2 = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(second.cookies.filter((c) => c.name === 'access_token')) } });
    expect(me2.json().data.user_id).toBe(user.id);

    const replay = await callback('sso', back.searchParams, stateCookie);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('sso.state_used');
  });

  it('refuses a state this browser did not start, an unknown state and a provider error', async () => {
    const { stateCookie, location } = await start('sso');
    const back = await signInAtIdp(location, 'bob.idp', IDP_ACCOUNTS['bob.idp']!.password);
    const noCookie = await callback('sso', back.searchParams, '');
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().error).toBe('sso.invalid_state');
    const other = await start('sso');
    const crossed = await callback('sso', back.searchParams, other.stateCookie);
    expect(crossed.json().error).toBe('sso.invalid_state');
    const forged = new URLSearchParams({ code: 'x', state: 'made-up' });
    expect((await callback('sso', forged, 'login_state=made-up')).json().error).toBe('sso.invalid_state');
    // The state was started for single sign-on, not for enterprise OAuth2.
    expect((await callback('oauth2', back.searchParams, stateCookie)).json().error).toBe('sso.invalid_state');
    // Still unused: it works for the right callback.
    expect((await callback('sso', back.searchParams, stateCookie)).statusCode).toBe(200);

    // Spec §8: a callback without its authorization code answers like a missing user.
    const codeless = await start('sso');
    const codelessState = new URL(codeless.location).searchParams.get('state')!;
    const missing = await callback('sso', new URLSearchParams({ state: codelessState }), codeless.stateCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'auth.code_missing', message: 'Verification failed, please Login again.' });
    expect(missing.cookies.find((c) => c.name === 'access_token')).toBeUndefined();

    const denied = await start('sso');
    const state = new URL(denied.location).searchParams.get('state')!;
    const error = await callback('sso', new URLSearchParams({ state, error: 'access_denied' }), denied.stateCookie);
    expect(error.statusCode).toBe(401);
    expect(error.json().error).toBe('sso.denied');
  });

  it('refuses a code the provider does not know, and an unknown school or one without single sign-on', async () => {
    const { stateCookie, location } = await start('sso');
    const state = new URL(location).searchParams.get('state')!;
    const bad = await callback('sso', new URLSearchParams({ state, code: 'not-a-real-code', iss: idp.issuer }), stateCookie);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('sso.code_rejected');

    const unknown = await t.app.inject({ url: '/api/auth/open/sso/authorize?schoolId=1999999999999999999&kind=sso' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('school.not_found');
    const other = await makeSchool(t.db);
    const none = await t.app.inject({ url: `/api/auth/open/sso/authorize?schoolId=${other.id}&kind=sso` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('sso.not_configured');
  });

  it('asks only for the password when an account has the verified e-mail the provider gave', async () => {
    const carol = await makeUser(t.db, { school, email: 'carol@idp.example' });
    const { stateCookie, location } = await start('sso');
    const back = await signInAtIdp(location, 'carol.idp', IDP_ACCOUNTS['carol.idp']!.password);
    const res = await callback('sso', back.searchParams, stateCookie);
    expect(res.json().data).toMatchObject({ status: 'bind', verify: true });
    const ticket = cookieHeader(res.cookies.filter((c) => c.name === 'bind_ticket'));
    const described = await t.app.inject({ url: '/api/auth/open/thirdlogin/bind-ticket', headers: { cookie: ticket } });
    expect(described.json().data.matchedAccount).toMatch(/\*/);
    const bound = await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/user/to/bind', payload: { password: carol.password }, headers: { cookie: ticket } });
    expect(bound.statusCode, bound.body).toBe(200);
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(bound.cookies) } });
    expect(me.json().data.user_id).toBe(carol.id);
  });
});

describe('enterprise OAuth2', () => {
  it('signs in through the userinfo endpoint and links like single sign-on', async () => {
    const user = await makeUser(t.db, { school });
    const { stateCookie, location } = await start('oauth2');
    expect(new URL(location).searchParams.get('nonce')).toBeNull();
    const back = await signInAtIdp(location, 'ada.idp', IDP_ACCOUNTS['ada.idp']!.password);
    expect(back.pathname).toBe('/enterpriseOauth2/callback');
    const res = await callback('oauth2', back.searchParams, stateCookie);
    expect(res.json().data).toMatchObject({ status: 'bind' });
    const ticket = cookieHeader(res.cookies.filter((c) => c.name === 'bind_ticket'));
    const bound = await t.app.inject({ method: 'POST', url: '/api/auth/open/thirdlogin/user/to/bind', payload: { username: user.account, password: user.password }, headers: { cookie: ticket } });
    expect(bound.statusCode).toBe(200);
    expect((await callback('oauth2', back.searchParams, stateCookie)).json().error).toBe('sso.state_used');
  });
});
