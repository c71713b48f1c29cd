import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openPostgres, type Database } from '../../server/db/database';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeSchool, makeUser } from './helpers/factories';
import { cookieJar, fakeRenderBuild, httpTarget, injectTarget, startServer, type Target } from './helpers/server-process';
import { databaseUrl } from './test-db';

// With TEST_DATABASE_URL: two real server processes on one PostgreSQL database. On the embedded
// database (one process by nature): two apps on one database, which shows no state lives in an app.
const info = inject('testDb');
const SECRET = 'multi-process-secret-multi-process-secret';
const ATTEMPTS_PER_IP = 6;

let a: Target;
let b: Target;
let database: Database;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  const staticDir = fakeRenderBuild();
  cleanups.push(() => rmSync(dirname(staticDir), { recursive: true, force: true }));
  const env = { SESSION_SECRET: SECRET, STATIC_DIR: staticDir, LOGIN_ATTEMPTS_PER_IP: String(ATTEMPTS_PER_IP), RENDER_CACHE_SECONDS: '30' };
  if (info.kind === 'pglite') {
    const t: TestApp = await buildTestApp(env);
    const second = await buildApp(t.config, { db: t.db, logger: false });
    await second.ready();
    cleanups.push(() => second.close(), () => t.close());
    database = t.db;
    a = injectTarget('first app', t.app);
    b = injectTarget('second app', second);
    return;
  }
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${info.template}`);
  await admin.end();
  const url = databaseUrl(info.adminUrl, name);
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: info.adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  database = await openPostgres(url, { poolSize: 2 });
  cleanups.push(() => database.close());
  const [first, second] = await Promise.all([startServer(3341, { ...env, DATABASE_URL: url }), startServer(3342, { ...env, DATABASE_URL: url })]);
  cleanups.push(first.stop, second.stop);
  a = httpTarget('process on 3341', first.base);
  b = httpTarget('process on 3342', second.base);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function login(target: Target, account: string, password: string): Promise<string> {
  const jar = cookieJar();
  const res = await target.request('POST', '/api/auth/oauth/token', { form: `grant_type=password&username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}` });
  expect(res.status, res.body).toBe(200);
  jar.take(res.setCookies);
  return jar.header();
}

const renderHits = async (target: Target) => Number(/render_cache_lookups\{result="hit"\} (\d+)/.exec((await target.request('GET', '/metrics')).body)?.[1] ?? NaN);

describe(info.kind === 'postgres' ? 'two server processes on one PostgreSQL' : 'two apps on one embedded database', () => {
  it('holds the sign-in limit per address when attempts alternate between them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS_PER_IP; i += 1) {
      const target = i % 2 === 0 ? a : b;
      const res = await target.request('POST', '/api/auth/oauth/token', { form: `grant_type=password&username=nobody_${i}_${randomBytes(3).toString('hex')}&password=wrong-password` });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const target of [a, b]) {
      const res = await target.request('POST', '/api/auth/oauth/token', { form: 'grant_type=password&username=someone&password=whatever' });
      expect([target.name, res.status, res.json().error]).toEqual([target.name, 429, 'auth.rate_limited']);
    }
    // The next tests sign in from the same address.
    await database.db.execute(sql`delete from rate_limits where bucket = 'login.ip_attempts'`);
  });

  it('serves a release made on one from the other within 1 s, past its render cache', async () => {
    const school: SchoolRef = await makeSchool(database);
    const admin = await makeUser(database, { school, role: 'administrator' });
    // Sessions are rows: signed in on one, the cookie works on the other.
    const cookie = await login(b, admin.account, admin.password);
    const pages = (await a.request('GET', `/api/portal/api/v1/portal/pages?schoolId=${school.id}`, { cookie })).json<{ data: { id: string; code: string }[] }>();
    const home = pages.data.find((page) => page.code === 'home')!;
    const release = async () => {
      const res = await a.request('PUT', `/api/portal/api/v1/portal/release-pages?schoolId=${school.id}&id=${home.id}`, { cookie, body: {} });
      expect(res.status, res.body).toBe(200);
      return res.json<{ data: { version: number } }>().data.version;
    };
    const first = await release();
    const homeUrl = `/portal/${school.id}/home`;
    const hitsBefore = await renderHits(b);
    expect((await b.request('GET', homeUrl)).body).toContain(`version ${first}`);
    expect((await b.request('GET', homeUrl)).body).toContain(`version ${first}`);
    expect(await renderHits(b), 'the second visit came from the render cache').toBe(hitsBefore + 1);

    const second = await release();
    const released = Date.now();
    let body = '';
    while (Date.now() - released < 1000) {
      body = (await b.request('GET', homeUrl)).body;
      if (body.includes(`version ${second}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(body, `${b.name} still shows the old release 1 s after ${a.name} released`).toContain(`version ${second}`);
  });

  it('completes on one a QR sign-in started on the other', async () => {
    const OPEN = '/api/auth/rest/v1/open/qrcode.login';
    const desktop = cookieJar();
    const started = await a.request('GET', `${OPEN}/session`);
    desktop.take(started.setCookies);
    const qrId = started.json<{ data: { qrId: string } }>().data.qrId;
    const person = await makeUser(database);
    const phone = await login(a, person.account, person.password);
    expect((await b.request('POST', '/api/auth/rest/v1/qrcode.login/scan', { cookie: phone, body: { qrId } })).json()).toMatchObject({ data: { status: 'scanned' } });
    expect((await a.request('POST', '/api/auth/rest/v1/qrcode.login/confirm', { cookie: phone, body: { qrId } })).json()).toMatchObject({ data: { status: 'confirmed' } });
    expect((await b.request('GET', `${OPEN}/status?qrId=${encodeURIComponent(qrId)}`, { cookie: desktop.header() })).json()).toMatchObject({ data: { status: 'confirmed' } });
    const token = await b.request('POST', `${OPEN}/token`, { cookie: desktop.header(), body: { qrId } });
    expect(token.status, token.body).toBe(200);
    desktop.take(token.setCookies);
    expect((await a.request('GET', '/api/accounts/users/me', { cookie: desktop.header() })).json()).toMatchObject({ data: { user_id: person.id } });
  });
});
