import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const INDEX = '<!doctype html><title>portal test index</title>';
let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *');
  t = await buildTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('health and static files', () => {
  it('answers /healthz once the database does', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html for every client route (history fallback)', async () => {
    for (const url of [`/portal/${DEMO_SCHOOL_ID}/search`, '/design/x', `/design/${DEMO_SCHOOL_ID}/sub-school/2`, '/']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('serves the app for a client route whatever the Accept header (links opened by tools, not browsers)', async () => {
    const res = await t.app.inject({ url: `/portal/${DEMO_SCHOOL_ID}/home?pageId=1`, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('serves real files as they are', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('User-agent: *');
  });

  it('answers unknown /api routes with the JSON 404 envelope, even for browsers', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, error: 'route.not_found' });
  });

  it('answers non-HTML requests for missing files with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('route.not_found');
  });
});

// A stand-in for the server render bundle: answers no portal page, and works out the shell's head
// from what it is given, so the test sees what the server passed and where the answer lands.
const FAKE_ENTRY = `
export async function renderPortalPage() { return null; }
export async function appShellHead({ url, cookie }) {
  const language = new URL(url, 'http://x').searchParams.get('sxz-lang') ?? /sxz-lang=([^;]+)/.exec(cookie)?.[1] ?? 'zh_CN';
  return { lang: language.replace('_', '-'), dir: language === 'ar_SA' ? 'rtl' : 'ltr', title: 'Portal <' + language + '>' };
}`;

describe('the app shell in the requested language', () => {
  let built: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(distDir, 'client'));
    mkdirSync(join(distDir, 'server'));
    writeFileSync(join(distDir, 'client', 'index.html'), '<!doctype html>\n<html lang="zh-CN">\n<head><title>School Portal</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(distDir, 'server', 'entry-server.js'), FAKE_ENTRY);
    built = await buildTestApp({ STATIC_DIR: join(distDir, 'client') });
  });
  afterAll(async () => {
    await built?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sets <html lang dir> and the title from the sxz-lang query, before the cookie', async () => {
    const res = await built.app.inject({ url: '/login/index?sxz-lang=ar_SA', headers: { ...html, cookie: 'sxz-lang=en_US' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(res.body).toContain('<title>Portal &lt;ar_SA&gt;</title>');
    expect(res.body).not.toContain('zh-CN');
  });

  it('takes the language cookie when the query names none, and the default without either', async () => {
    const fromCookie = await built.app.inject({ url: '/design/x', headers: { ...html, cookie: 'a=1; sxz-lang=de_DE' } });
    expect(fromCookie.body).toContain('<html lang="de-DE" dir="ltr">');
    const plain = await built.app.inject({ url: '/register/index', headers: html });
    expect(plain.body).toContain('<html lang="zh-CN" dir="ltr">');
    expect(plain.body).toContain('<title>Portal &lt;zh_CN&gt;</title>');
  });

  it('keeps answering API misses with the JSON 404 envelope', async () => {
    const res = await built.app.inject({ url: '/api/nope', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'route.not_found' });
  });
});

describe('request hygiene', () => {
  it('refuses cross-site mutating requests (Sec-Fetch-Site)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', headers: { 'sec-fetch-site': 'cross-site' }, payload: { grant_type: 'password' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, error: 'request.cross_site' });
  });

  it('refuses mutating requests whose Origin is another host, and lets same-origin ones through', async () => {
    const evil = await t.app.inject({ method: 'DELETE', url: '/api/auth/open/logout', headers: { origin: 'https://evil.example', host: 'portal.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toBe('request.cross_site');
    const same = await t.app.inject({ method: 'DELETE', url: '/api/auth/open/logout', headers: { origin: 'https://portal.example', host: 'portal.example', 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/portal/api/v1/portal/insert-user-renovation?schoolId=${DEMO_SCHOOL_ID}`, headers: { 'content-type': 'application/json' }, payload: '{"pageId":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
  });
});

describe('without a built client', () => {
  it('explains how to build instead of a blank page', async () => {
    const bare = await buildTestApp({ STATIC_DIR: join(staticDir, 'does-not-exist') });
    try {
      const res = await bare.app.inject({ url: `/portal/${DEMO_SCHOOL_ID}/home`, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
