import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../server/modules/auth/routes';
import { fingerprintOf } from '../../server/modules/auth/service';
import { rowsOf } from '../../server/db/tenant';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeUser } from './helpers/factories';
import { solvedCaptcha } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** A password login; once the account needs the image captcha, it is solved (as a person would), so failures keep counting. */
async function login(account: string, password: string, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) {
  const send = (extra = '') =>
    t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', remoteAddress, headers: { ...form, ...headers }, payload: `grant_type=password&username=${account}&password=${password}${extra}` });
  const first = await send();
  if (first.statusCode !== 403 || first.json().error !== 'auth.captcha_required') return first;
  const { captchaId, captcha } = await solvedCaptcha(t.app, account, remoteAddress);
  return send(`&captchaId=${captchaId}&captcha=${captcha}`);
}

describe('login rate limits', () => {
  it('refuses an account with 429 and Retry-After after too many failures, even with the right password', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i++) expect((await login(user.account, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const refused = await login(user.account, user.password, '10.0.1.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, error: 'auth.rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    // Another account is not affected.
    const other = await makeUser(t.db);
    expect((await login(other.account, other.password, '10.0.1.3')).statusCode).toBe(200);
  });

  it('forgets an account failures after a successful login', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount - 1; i++) await login(user.account, 'wrong', '10.0.2.1');
    expect((await login(user.account, user.password, '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount - 1; i++) expect((await login(user.account, 'wrong', '10.0.2.1')).statusCode).toBe(401);
  });

  it('refuses one client address after too many attempts, and not another', async () => {
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerIp; i++) await login(`nobody-${i}`, 'whatever', '10.0.3.1');
    const refused = await login('nobody-else', 'whatever', '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login('nobody-else', 'whatever', '10.0.3.2')).statusCode).toBe(401);
  });
});

describe('the fp header', () => {
  it('is recorded with the session as its fingerprint', async () => {
    const user = await makeUser(t.db);
    expect((await login(user.account, user.password, '10.0.4.1', { fp: 'device-abc' })).statusCode).toBe(200);
    const rows = rowsOf<{ fingerprint: string }>(await t.db.db.execute(sql`select s.fingerprint from sessions s join users u on u.id = s.user_id where u.account = ${user.account}`));
    expect(rows.map((r) => r.fingerprint)).toEqual([fingerprintOf('device-abc')]);
  });
});
