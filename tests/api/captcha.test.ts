import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, users } from '../../server/db/schema';
import { LOGIN_LIMITS } from '../../server/modules/auth/login-guard';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeUser } from './helpers/factories';
import { freshMobile, latestCode, latestMessage, solvedCaptcha } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
let n = 0;
const ip = () => `10.20.${Math.floor(++n / 200)}.${n % 200}`;
function password(account: string, pw: string, extra = '') {
  return t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', remoteAddress: ip(), headers: form, payload: `grant_type=password&username=${account}&password=${pw}${extra}` });
}
function imagevalid(account: string) {
  return t.app.inject({ url: `/api/accounts/open/login/account/open/code/imagevalid?account=${encodeURIComponent(account)}`, remoteAddress: ip() });
}
async function failTimes(account: string, times: number) {
  for (let i = 0; i < times; i++) expect((await password(account, 'wrong-password')).statusCode).toBe(401);
}

describe('image captcha after failed logins', () => {
  it('is not needed at first', async () => {
    const user = await makeUser(t.db);
    const res = await imagevalid(user.account);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ required: false });
  });

  it(`is needed after ${LOGIN_LIMITS.captchaAfterFailures} failures, even with the right password, and works once`, async () => {
    const user = await makeUser(t.db);
    await failTimes(user.account, LOGIN_LIMITS.captchaAfterFailures);
    const blocked = await password(user.account, user.password);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'auth.captcha_required' });
    expect(blocked.cookies).toHaveLength(0);

    const offered = (await imagevalid(user.account)).json().data;
    expect(offered).toMatchObject({ required: true, captchaId: expect.stringMatching(/^\d{19}$/), expiresIn: 300 });
    const svg = Buffer.from(offered.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const answer = (await latestMessage(t.app, user.account, 'captcha'))!.body;
    expect(svg).not.toContain(answer);

    // A wrong answer uses the image up: the right answer to the same image no longer works.
    const wrongAnswer = await password(user.account, user.password, `&captchaId=${offered.captchaId}&captcha=${answer === '00000' ? '11111' : '00000'}`);
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json().error).toBe('captcha.invalid');
    expect((await password(user.account, user.password, `&captchaId=${offered.captchaId}&captcha=${answer}`)).json().error).toBe('captcha.invalid');

    const solved = await solvedCaptcha(t.app, user.account);
    const ok = await password(user.account, user.password, `&captchaId=${solved.captchaId}&captcha=${solved.captcha}`);
    expect(ok.statusCode).toBe(200);
    // A success forgets the failures.
    expect((await imagevalid(user.account)).json().data).toEqual({ required: false });
  });

  it('refuses a captcha made for another account, and an expired one', async () => {
    const a = await makeUser(t.db);
    const b = await makeUser(t.db);
    await failTimes(a.account, LOGIN_LIMITS.captchaAfterFailures);
    await failTimes(b.account, LOGIN_LIMITS.captchaAfterFailures);
    const forB = await solvedCaptcha(t.app, b.account);
    expect((await password(a.account, a.password, `&captchaId=${forB.captchaId}&captcha=${forB.captcha}`)).json().error).toBe('captcha.invalid');

    const forA = await solvedCaptcha(t.app, a.account);
    await t.db.db.update(captchas).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(captchas.id, forA.captchaId));
    expect((await password(a.account, a.password, `&captchaId=${forA.captchaId}&captcha=${forA.captcha}`)).json().error).toBe('captcha.invalid');
  });

  it('guards login codes too: after failed code logins, sending a code needs the captcha', async () => {
    const mobile = freshMobile();
    const user = await makeUser(t.db);
    await t.db.db.update(users).set({ mobile }).where(eq(users.id, user.id));
    const code = (extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/accounts/open/login/sms-code', remoteAddress: ip(), payload: { phone_number: mobile, ...extra } });
    expect((await code()).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterFailures; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', remoteAddress: ip(), headers: form, payload: `grant_type=sms_code&username=${mobile}&code=000000` });
      expect(res.statusCode).toBe(400);
    }
    await t.app.codeSendLimits.minute.reset(mobile);
    const refused = await code();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('auth.captcha_required');
    const solved = await solvedCaptcha(t.app, mobile);
    expect((await code(solved)).statusCode).toBe(200);
    expect(await latestCode(t.app, mobile, 'sms')).toMatch(/^\d{6}$/);
  });

  it('refuses a missing or blank account with 400', async () => {
    expect((await t.app.inject({ url: '/api/accounts/open/login/account/open/code/imagevalid' })).json()).toMatchObject({ code: 400, error: 'request.invalid_query' });
    expect((await imagevalid('a b')).statusCode).toBe(400);
  });
});
