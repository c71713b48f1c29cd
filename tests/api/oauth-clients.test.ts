import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { parseRegisterArgs, registerFromCommandLine } from '../../server/modules/oauth-server/command-line';
import { findClient } from '../../server/modules/oauth-server/repository';
import { registerClient } from '../../server/modules/oauth-server/service';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';
import { authorizeAllowing, codeOf } from './helpers/oauth';

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

    const code = codeOf(await authorizeAllowing(t.app, learner, { client_id: created.clientId, redirect_uri: 'http://127.0.0.1:9/cb', response_type: 'code', state: 's1' }));
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
    const code = codeOf(await authorizeAllowing(t.app, learner, { client_id: created.clientId, redirect_uri: 'https://gone.example/cb', response_type: 'code' }));
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
    const member = await authorize(closedAdmin, params);
    expect(member.statusCode).toBe(200);
    expect(member.json().data.status).toBe('consent');
  });
});

/** Redirect URIs every registration takes, in development and in production alike. */
const ACCEPTED = [
  'https://app.example/cb', 'https://app.example/', 'https://app.example:8443/oauth/callback?tenant=1', 'https://10.0.0.5/cb', 'https://localhost/cb',
];
/** Plain http on this machine: for developing an application, never in production. */
const LOOPBACK = ['http://localhost/cb', 'http://localhost:5173/callback', 'http://127.0.0.1:9/cb', 'http://[::1]:8080/cb'];
/** Never: wildcards, fragments, user info, plain http elsewhere, other schemes, relative or not in the URL parser's normal form. */
const REFUSED = [
  'https://*.app.example/cb', 'https://app.example/*', 'https://app.example/cb*', 'https://*/cb',
  'https://app.example/cb#frag', 'https://app.example/cb#',
  'https://user@app.example/cb', 'https://user:pw@app.example/cb', 'https://@app.example/cb', 'https://app.example@evil.example/cb',
  'http://app.example/cb', 'http://localhost.evil.example/cb', 'http://127.0.0.2/cb', 'http://0.0.0.0/cb', 'http://127.0.0.1.nip.io/cb', 'http://[::2]/cb', 'http://localhost./cb', 'http://2130706433/cb',
  'https://app.example', 'HTTPS://app.example/cb', 'https://APP.example/cb', 'https://app.example:443/cb', 'https://app.example/a/../cb', 'https://app.example\\cb', 'https://exämple.example/cb', 'https:app.example/cb',
  'https://app.example/c b', 'https://app.example/cb\n', ' https://app.example/cb', 'https://app.example/cb\t',
  'ftp://app.example/cb', 'com.example.app:/cb', 'javascript://app.example/%0aalert(1)', 'data:text/html,x', '/cb', 'app.example/cb', 'https://',
];

describe('redirect URI rules, for every place that registers applications', () => {
  let production: TestApp;
  let productionAdmin: string;
  let productionSchool: SchoolRef;
  beforeAll(async () => {
    production = await buildTestApp({ NODE_ENV: 'production', METRICS: 'false' });
    productionSchool = await makeSchool(production.db);
    const a = await makeUser(production.db, { school: productionSchool, role: 'administrator' });
    productionAdmin = await loginAs(production.app, a.account, a.password);
  });
  afterAll(() => production?.close());

  const registerOn = (target: TestApp, cookie: string, s: SchoolRef, uri: string) =>
    target.app.inject({ method: 'POST', url: path(s), headers: { cookie }, payload: { name: 'Corpus', redirectUris: ['https://ok.example/cb', uri] } });

  it('takes exact https URLs everywhere and loopback http outside production only; refuses the rest with the pointer of the URI', async () => {
    const problems: string[] = [];
    const expect201 = async (target: TestApp, cookie: string, s: SchoolRef, uri: string, where: string) => {
      const res = await registerOn(target, cookie, s, uri);
      if (res.statusCode !== 201) problems.push(`${where} ${JSON.stringify(uri)} refused: ${res.body}`);
    };
    const expect400 = async (target: TestApp, cookie: string, s: SchoolRef, uri: string, where: string) => {
      const res = await registerOn(target, cookie, s, uri);
      const pointers = res.statusCode === 400 ? (res.json().details as { pointer: string }[]).map((d) => d.pointer) : [];
      if (res.statusCode !== 400 || res.json().error !== 'request.invalid_body' || !pointers.includes('/redirectUris/1')) {
        problems.push(`${where} ${JSON.stringify(uri)} → ${res.statusCode} ${res.body}`);
      }
    };
    for (const uri of [...ACCEPTED, ...LOOPBACK]) await expect201(t, admin, school, uri, 'development');
    for (const uri of ACCEPTED) await expect201(production, productionAdmin, productionSchool, uri, 'production');
    const productionBefore = (await production.app.inject({ url: path(productionSchool), headers: { cookie: productionAdmin } })).json().data.length;
    for (const uri of REFUSED) await expect400(t, admin, school, uri, 'development');
    for (const uri of [...REFUSED, ...LOOPBACK]) await expect400(production, productionAdmin, productionSchool, uri, 'production');
    expect(problems).toEqual([]);
    expect((await production.app.inject({ url: path(productionSchool), headers: { cookie: productionAdmin } })).json().data.length).toBe(productionBefore);
    const refusal = await registerOn(production, productionAdmin, productionSchool, 'http://localhost:5173/callback');
    expect(refusal.json().details).toEqual([{ pointer: '/redirectUris/1', message: 'must use https (plain http is refused in production)' }]);
  });

  it('in production, a loopback address registered before is no longer sent a code', async () => {
    await registerClient(production.db.db, { clientId: 'legacy-dev-app', name: 'Legacy', redirectUris: ['http://localhost:5173/cb', 'https://legacy.example/cb'], confidential: true }, { production: false });
    const member = await makeUser(production.db);
    const cookie = await loginAs(production.app, member.account, member.password);
    const old = await production.app.inject({ url: `/api/auth/v1/oauth/authorize?${new URLSearchParams({ client_id: 'legacy-dev-app', redirect_uri: 'http://localhost:5173/cb', response_type: 'code' })}`, headers: { cookie } });
    expect(old.json()).toMatchObject({ code: 400, error: 'oauth.redirect_uri_mismatch' });
    expect(old.json().details).toBeUndefined();
    const https = await production.app.inject({ url: `/api/auth/v1/oauth/authorize?${new URLSearchParams({ client_id: 'legacy-dev-app', redirect_uri: 'https://legacy.example/cb', response_type: 'code' })}`, headers: { cookie } });
    expect(https.json().data.status).toBe('consent');
  });

  it('scripts/register-oauth-client.ts follows the same rules, production (from NODE_ENV) included', async () => {
    const rules = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: 's'.repeat(32), METRICS: 'false', ...env });
    const args = parseRegisterArgs(['dev-app', 'Dev app', 'https://dev.example/cb', 'http://localhost:5173/cb'])!;
    expect(args).toEqual({ clientId: 'dev-app', name: 'Dev app', redirectUris: ['https://dev.example/cb', 'http://localhost:5173/cb'], confidential: true });
    expect(parseRegisterArgs(['dev-app', 'Dev app'])).toBeNull();
    const refused = await registerFromCommandLine(t.db.db, args, rules({ NODE_ENV: 'production' }));
    expect(refused).toEqual({ status: 2, stdout: [], stderr: ['http://localhost:5173/cb: must use https (plain http is refused in production)', 'A redirect URI cannot be registered.'] });
    for (const uri of REFUSED) {
      const res = await registerFromCommandLine(t.db.db, { ...args, redirectUris: [uri] }, rules({}));
      expect(res.status, JSON.stringify(uri)).toBe(2);
    }
    expect(await findClient(t.db.db, 'dev-app')).toBeUndefined();
    const registered = await registerFromCommandLine(t.db.db, parseRegisterArgs(['dev-app', 'Dev app', 'http://localhost:5173/cb', '--public'])!, rules({}));
    expect(registered).toEqual({ status: 0, stdout: ['registered dev-app with 1 redirect URI(s)'], stderr: [] });
  });
});
