import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../server/db/demo';
import { sessions } from '../../server/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { cookieHeader, loginAs, makeUser } from './helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function token(payload: string, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload, headers: cookie ? { ...form, cookie } : form });
}
function me(cookie?: string) {
  return t.app.inject({ url: '/api/accounts/users/me', headers: cookie ? { cookie } : {} });
}
function refreshCookie(cookie: string): string {
  return cookie.split('; ').find((c) => c.startsWith('refresh_token='))!;
}

describe('password grant', () => {
  it('sets HttpOnly SameSite=Lax cookies and answers token_type and expires_in', async () => {
    const res = await token(`grant_type=password&username=${admin.account}&password=${admin.password}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'success', data: { token_type: 'Bearer', expires_in: 900 } });
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['access_token', 'refresh_token']) {
      expect(byName[name]?.httpOnly, name).toBe(true);
      expect(byName[name]?.sameSite, name).toBe('Lax');
      expect(byName[name]?.path, name).toBe('/');
      expect(byName[name]?.secure, name).toBeFalsy();
    }
    // The session hint holds no secret and scripts may read it: it only says a refresh can renew the session.
    expect(byName.session_hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(byName.session_hint?.httpOnly).toBeFalsy();
    expect(byName.session_hint?.maxAge).toBe(byName.refresh_token?.maxAge);
  });

  it('marks cookies Secure when COOKIE_SECURE=true', async () => {
    // The app reads the same config object, so flipping it here needs no second app.
    t.config.cookieSecure = 'true';
    try {
      const res = await token(`grant_type=password&username=${admin.account}&password=${admin.password}`);
      expect(res.cookies.map((c) => [c.name, c.secure])).toEqual([['access_token', true], ['refresh_token', true], ['session_hint', true]]);
    } finally {
      t.config.cookieSecure = 'auto';
    }
  });

  it('refuses a wrong password and an unknown account alike (401)', async () => {
    for (const payload of [`grant_type=password&username=${admin.account}&password=wrong`, 'grant_type=password&username=nobody-here&password=x']) {
      const res = await token(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, error: 'auth.invalid_credentials' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses an unsupported grant type (400)', async () => {
    const res = await token('grant_type=client_credentials');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('auth.unsupported_grant_type');
  });
});

describe('users/me', () => {
  it('answers 401 with the exact message when anonymous', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' });
  });

  it('rejects a tampered access token', async () => {
    const cookie = await loginAs(t.app, admin.account, admin.password);
    const tampered = cookie.replace(/access_token=([^;]*)/, (_m, v: string) => `access_token=${v.slice(0, -2)}${v.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await me(tampered)).statusCode).toBe(401);
  });

  it('shows the signed-in user, displayName falling back from real name to nickname to e-mail', async () => {
    const res = await me(await loginAs(t.app, admin.account, admin.password));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ realName: admin.realName, displayName: admin.realName });
    expect(res.json().data.user_id).toMatch(/^\d{19}$/);
    const nick = await makeUser(t.db, { nickName: 'Nicky' });
    expect((await me(await loginAs(t.app, nick.account, nick.password))).json().data.displayName).toBe('Nicky');
    const mail = await makeUser(t.db, { email: 'm@example.org' });
    expect((await me(await loginAs(t.app, mail.account, mail.password))).json().data.displayName).toBe('m@example.org');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token, and reusing the old one revokes the whole login', async () => {
    const first = await loginAs(t.app, admin.account, admin.password);
    const rotated = await token('grant_type=refresh_token', refreshCookie(first));
    expect(rotated.statusCode).toBe(200);
    const second = cookieHeader(rotated.cookies);
    expect(refreshCookie(second)).not.toBe(refreshCookie(first));
    expect((await me(second)).statusCode).toBe(200);

    const replay = await token('grant_type=refresh_token', refreshCookie(first));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('auth.invalid_refresh_token');
    // The family is revoked: the newer tokens stop working too.
    expect((await me(second)).statusCode).toBe(401);
    expect((await token('grant_type=refresh_token', refreshCookie(second))).statusCode).toBe(401);
  });

  it('keeps the absolute session lifetime: refreshing never extends it, and past it both tokens stop working', async () => {
    const user = await makeUser(t.db);
    const first = await token(`grant_type=password&username=${user.account}&password=${encodeURIComponent(user.password)}`);
    const firstAge = first.cookies.find((c) => c.name === 'refresh_token')!.maxAge!;
    expect(firstAge).toBe(t.config.refreshTokenTtlSeconds);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const rotated = await token('grant_type=refresh_token', refreshCookie(cookieHeader(first.cookies)));
    expect(rotated.statusCode).toBe(200);
    expect(rotated.cookies.find((c) => c.name === 'refresh_token')!.maxAge!).toBeLessThan(firstAge);
    const current = cookieHeader(rotated.cookies);
    expect((await me(current)).statusCode).toBe(200);

    await t.db.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const late = await token('grant_type=refresh_token', refreshCookie(current));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe('auth.invalid_refresh_token');
    const lateMe = await me(current);
    expect(lateMe.statusCode).toBe(401);
    expect(lateMe.json().message).toBe('Verification failed, please Login again.');
  });

  it('rejects a refresh without a cookie or with an unknown token', async () => {
    const none = await token('grant_type=refresh_token');
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('auth.invalid_refresh_token');
    // A sign-in under way in this browser (its provider state) survives a failed refresh.
    expect(none.cookies.map((c) => c.name)).not.toContain('login_state');
    expect((await token('grant_type=refresh_token', 'refresh_token=made-up')).statusCode).toBe(401);
  });

  it('logout revokes the session and clears both cookies', async () => {
    const cookie = await loginAs(t.app, admin.account, admin.password);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/open/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['access_token', 'refresh_token', 'session_hint']) {
      expect(cleared[name]?.value, name).toBe('');
      expect(cleared[name]?.maxAge ?? new Date(cleared[name]!.expires!).getTime() - Date.now(), name).toBeLessThanOrEqual(0);
    }
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await token('grant_type=refresh_token', refreshCookie(cookie))).statusCode).toBe(401);
  });

  it('logout also ends a sign-in half done in this browser: provider state, bind ticket and QR poll cookies', async () => {
    const cookie = await loginAs(t.app, admin.account, admin.password);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/open/logout', headers: { cookie: `${cookie}; login_state=s; bind_ticket=b` } });
    expect(res.statusCode).toBe(200);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const [name, path] of [['login_state', '/api/auth/open'], ['bind_ticket', '/api/auth/open'], ['qr_poll', '/api/auth/rest/v1/open/qrcode.login']] as const) {
      expect(cleared[name]?.value, name).toBe('');
      expect(cleared[name]?.path, name).toBe(path);
      expect(new Date(cleared[name]!.expires!).getTime(), name).toBeLessThanOrEqual(Date.now());
    }
  });
});
