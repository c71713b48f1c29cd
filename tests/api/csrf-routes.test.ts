import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutatingRoutes } from '../../server/plugins/csrf';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let cookie: string;
let schoolId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const school = await makeSchool(t.db);
  schoolId = school.id;
  const admin = await makeUser(t.db, { school, role: 'administrator' });
  cookie = await loginAs(t.app, admin.account, admin.password);
});
afterAll(() => t?.close());

/** A concrete URL for a route pattern: path parameters become this school's id (or a plain word). */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' || name.endsWith('Id') ? schoolId : 'x')).replace(/\*$/, 'x');
}

describe('CSRF on every mutating route', () => {
  it('knows the app\'s mutating routes, identity ones included', () => {
    const listed = mutatingRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'POST /api/auth/oauth/token', 'DELETE /api/auth/open/logout', 'POST /api/auth/v1/oauth/token', 'POST /api/auth/v1/oauth/consent',
      'DELETE /api/personal-center/v1/applications/:clientId',
      'PUT /api/accounts/user/mobile/bind', 'POST /api/auth/open/thirdlogin/user/to/bind',
      'POST /api/school/schools/:id/oauth-clients', 'DELETE /api/school/schools/:id/oauth-clients/:clientId',
      'PUT /api/school/schools/:id/login-method', 'POST /api/school/schools/',
    ]) expect(listed, known).toContain(known);
    expect(listed.length).toBeGreaterThan(40);
  });

  it('refuses each one when the browser says another site sent it, or the Origin is another host, before it runs', async () => {
    const failures: string[] = [];
    for (const route of mutatingRoutes(t.app)) {
      const url = concrete(route.url);
      for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', host: 'portal.example' }]) {
        const res = await t.app.inject({ method: route.method as 'POST', url, headers: { cookie, 'content-type': 'application/json', ...headers }, payload: '{}' });
        const body = res.json() as { error?: string };
        if (res.statusCode !== 403 || body.error !== 'request.cross_site') failures.push(`${route.method} ${route.url} ${JSON.stringify(headers)} → ${res.statusCode} ${body.error}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the same request from this site is not refused as cross-site', async () => {
    const res = await t.app.inject({
      method: 'PUT', url: `/api/school/schools/${schoolId}/login-method`,
      headers: { cookie, origin: 'https://portal.example', host: 'portal.example', 'sec-fetch-site': 'same-origin' }, payload: { loginMethod: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
