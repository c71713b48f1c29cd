import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let closed: SchoolRef;
let admin: string;
let learner: string;
let outsider: string;
let closedAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  closed = await makeSchool(t.db, { openSchool: false });
  const a = await makeUser(t.db, { school, role: 'administrator' });
  const l = await makeUser(t.db, { school, role: 'learner', realName: 'Lena' });
  const o = await makeUser(t.db);
  const c = await makeUser(t.db, { school: closed, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  learner = await loginAs(t.app, l.account, l.password);
  outsider = await loginAs(t.app, o.account, o.password);
  closedAdmin = await loginAs(t.app, c.account, c.password);
});
afterAll(() => t?.close());

const path = (s: SchoolRef) => `/api/school/schools/${s.id}/oauth-clients`;
const register = (cookie: string | undefined, payload: unknown, s = school) =>
  t.app.inject({ method: 'POST', url: path(s), payload: payload as object, headers: cookie ? { cookie } : {} });
const authorize = (cookie: string, params: Record<string, string>) =>
  t.app.inject({ url: `/api/auth/v1/oauth/authorize?${new URLSearchParams(params)}`, headers: { cookie } });

describe('/api/school/schools/:id/oauth-clients', () => {
  it('an administrator registers an application, sees it listed without its secret, and its code is exchanged with that secret', async () => {
    const res = await register(admin, { name: ' Timetable ', redirectUris: ['https://timetable.example/cb', 'http://127.0.0.1:9/cb'] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Timetable', redirectUris: ['https://timetable.example/cb', 'http://127.0.0.1:9/cb'], confidential: true });
    expect(created.clientId).toMatch(/^app_[0-9a-f]{24}$/);
    expect(created.clientSecret).toMatch(/^[\w-]{40,}$/);

    const list = await t.app.inject({ url: path(school), headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([{ clientId: created.clientId, name: 'Timetable', redirectUris: created.redirectUris, confidential: true, createdAt: expect.any(String) }]);
    expect(list.body).not.toContain(created.clientSecret);

    const issued = await authorize(learner, { client_id: created.clientId, redirect_uri: 'http://127.0.0.1:9/cb', response_type: 'code', state: 's1' });
    expect(issued.statusCode, issued.body).toBe(200);
    const code = new URL(issued.json().data.redirect).searchParams.get('code')!;
    const token = await t.app.inject({
      method: 'POST', url: '/api/auth/v1/oauth/token',
      payload: { grant_type: 'authorization_code', client_id: created.clientId, client_secret: created.clientSecret, code, redirect_uri: 'http://127.0.0.1:9/cb' },
    });
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json().data.realName).toBe('Lena');
  });

  it('a public application has no secret and must use PKCE', async () => {
    const res = await register(admin, { name: 'Phone app', redirectUris: ['https://phone.example/cb'], confidential: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ confidential: false, clientSecret: null });
    const noPkce = await authorize(learner, { client_id: res.json().data.clientId, redirect_uri: 'https://phone.example/cb', response_type: 'code' });
    expect(noPkce.json().error).toBe('oauth.invalid_request');
  });

  it('refuses bad applications with the field that is wrong, and stores nothing', async () => {
    const before = (await t.app.inject({ url: path(school), headers: { cookie: admin } })).json().data.length;
    const cases: [unknown, string][] = [
      [{ name: 'X', redirectUris: ['http://timetable.example/cb'] }, '/redirectUris/0'],
      [{ name: 'X', redirectUris: ['https://ok.example/cb', 'https://a.example/cb#frag'] }, '/redirectUris/1'],
      [{ name: 'X', redirectUris: ['https://user:pw@a.example/cb'] }, '/redirectUris/0'],
      [{ name: 'X', redirectUris: ['https://'] }, '/redirectUris/0'],
    ];
    for (const [payload, pointer] of cases) {
      const res = await register(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('request.invalid_body');
      expect(JSON.stringify(res.json().details), JSON.stringify(payload)).toContain(pointer);
    }
    for (const payload of [{ name: '', redirectUris: ['https://a.example/cb'] }, { name: '   ', redirectUris: ['https://a.example/cb'] }, { name: 'X', redirectUris: [] },
      { name: 'X', redirectUris: ['javascript:alert(1)'] }, { name: 'X', redirectUris: ['https://a.example/cb', 'https://a.example/cb'] },
      { name: 'X' }]) {
      const res = await register(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ url: path(school), headers: { cookie: admin } })).json().data.length).toBe(before);
  });

  it('only the school\'s administrators may register, list or remove; another school\'s application is not found', async () => {
    const app = { name: 'X', redirectUris: ['https://a.example/cb'] };
    expect((await register(undefined, app)).statusCode).toBe(401);
    expect((await register(learner, app)).statusCode).toBe(403);
    expect((await register(outsider, app)).statusCode).toBe(403);
    expect((await t.app.inject({ url: path(school), headers: { cookie: learner } })).statusCode).toBe(403);
    expect((await register(admin, app, { ...school, id: '1999999999999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/school/schools/12/oauth-clients', payload: app, headers: { cookie: admin } })).statusCode).toBe(400);

    const mine = (await register(admin, app)).json().data.clientId;
    const other = await t.app.inject({ method: 'DELETE', url: `${path(closed)}/${mine}`, headers: { cookie: closedAdmin } });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('oauth.client_not_found');
    expect((await t.app.inject({ method: 'DELETE', url: `${path(school)}/${mine}`, headers: { cookie: learner } })).statusCode).toBe(403);
  });

  it('removing an application also voids its unspent codes', async () => {
    const created = (await register(admin, { name: 'Gone', redirectUris: ['https://gone.example/cb'] })).json().data;
    const issued = await authorize(learner, { client_id: created.clientId, redirect_uri: 'https://gone.example/cb', response_type: 'code' });
    const code = new URL(issued.json().data.redirect).searchParams.get('code')!;
    const removed = await t.app.inject({ method: 'DELETE', url: `${path(school)}/${created.clientId}`, headers: { cookie: admin } });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${path(school)}/${created.clientId}`, headers: { cookie: admin } })).statusCode).toBe(404);
    const token = await t.app.inject({
      method: 'POST', url: '/api/auth/v1/oauth/token',
      payload: { grant_type: 'authorization_code', client_id: created.clientId, client_secret: created.clientSecret, code, redirect_uri: 'https://gone.example/cb' },
    });
    expect(token.statusCode).toBe(401);
    expect((await authorize(learner, { client_id: created.clientId, redirect_uri: 'https://gone.example/cb', response_type: 'code' })).json().error).toBe('oauth.unknown_client');
  });

  it('a closed school\'s application signs in only that school\'s members', async () => {
    const created = (await register(closedAdmin, { name: 'Members only', redirectUris: ['https://members.example/cb'] }, closed)).json().data;
    const params = { client_id: created.clientId, redirect_uri: 'https://members.example/cb', response_type: 'code' };
    const refused = await authorize(outsider, params);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('code=');
    expect((await authorize(closedAdmin, params)).statusCode).toBe(200);
  });
});
