import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { IDP_CLIENTS, startTestIdp, type TestIdp } from '../support/test-idp';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let idp: TestIdp;
let school: SchoolRef;
let admin: string;
beforeAll(async () => {
  [t, idp] = await Promise.all([buildTestApp(), startTestIdp({ portalOrigins: ['http://localhost:80'] })]);
  school = await makeSchool(t.db, { openSchool: false });
  const user = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, user.account, user.password);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const setMethod = (loginMethod: unknown, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/school/schools/${school.id}/login-method`, payload: { loginMethod }, headers: { cookie } });
const setProvider = (body: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/school/schools/${school.id}/identity-providers/sso`, payload: { issuer: idp.issuer, ...IDP_CLIENTS.sso, redirectUri: 'http://localhost:80/uniportal/callback', ...body }, headers: { cookie: admin } });

async function logoutRedirect(schoolId?: string): Promise<string | null> {
  const user = await makeUser(t.db);
  const cookie = await loginAs(t.app, user.account, user.password);
  const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/open/logout${schoolId ? `?schoolId=${schoolId}` : ''}`, headers: { cookie, host: 'localhost:80' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.redirect;
}

describe('logout by the school\'s login method', () => {
  it('2 goes to the login page, 3 through the provider\'s end-session, 4 to the enterprise logout URL, others to the app\'s choice', async () => {
    expect((await setProvider({ logoutUrl: 'https://sso.example/logout' })).statusCode).toBe(200);
    expect((await setMethod(2)).statusCode).toBe(200);
    expect(await logoutRedirect(school.id)).toBe(`/login/index?schoolId=${school.id}`);

    await setMethod(3);
    const end = new URL((await logoutRedirect(school.id))!);
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:80/login/index');
    expect(end.searchParams.get('client_id')).toBe(IDP_CLIENTS.sso.clientId);

    await setMethod(4);
    expect(await logoutRedirect(school.id)).toBe('https://sso.example/logout');

    await setMethod(1);
    expect(await logoutRedirect(school.id)).toBeNull();
    expect(await logoutRedirect()).toBeNull();
  });

  it('the login method is set by administrators only, 1 to 4', async () => {
    const learner = await makeUser(t.db, { school });
    expect((await setMethod(3, await loginAs(t.app, learner.account, learner.password))).statusCode).toBe(403);
    expect((await setMethod(5)).statusCode).toBe(400);
    expect((await setMethod('x')).statusCode).toBe(400);
  });
});

describe('the root path\'s entry for a school', () => {
  const entry = (schoolId: string, cookie?: string) => t.app.inject({ url: `/api/auth/open/entry?schoolId=${schoolId}`, headers: cookie ? { cookie } : {} });

  it('an open school goes to its portal; a closed one to its external sign-in or the login page', async () => {
    const open = await makeSchool(t.db);
    expect((await entry(open.id)).json().data.target).toBe(`/portal/${open.id}`);
    await setMethod(3);
    expect((await entry(school.id)).json().data.target).toBe(`/api/auth/open/sso/authorize?schoolId=${school.id}&kind=sso&redirect=%2Fportal%2F${school.id}`);
    await setMethod(2); // enterprise OAuth2 is not configured for this school
    expect((await entry(school.id)).json().data.target).toBe(`/login/index?redirect=%2Fportal%2F${school.id}`);
    expect((await entry(school.id, admin)).json().data.target).toBe(`/portal/${school.id}`);
    expect((await entry('1999999999999999999')).statusCode).toBe(404);
    expect((await entry('12')).statusCode).toBe(400);
  });
});
