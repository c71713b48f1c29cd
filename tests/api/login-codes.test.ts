import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../server/db/schema';
import { CODE_SEND_LIMITS } from '../../server/modules/codes/limits';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { cookieHeader, makeUser } from './helpers/factories';
import { freshEmail, freshMobile, latestCode, latestMessage, solvedCaptcha } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
let address = 0;
/** A client address of its own per call, so the per-address limits stay out of tests about other limits. */
const ip = () => `10.9.${Math.floor(++address / 200)}.${address % 200}`;

async function userWith(contact: { mobile?: string; email?: string }) {
  const user = await makeUser(t.db);
  await t.db.db.update(users).set(contact).where(eq(users.id, user.id));
  return user;
}
function sendSms(phone: string, extra: Record<string, string> = {}, remoteAddress = ip()) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/open/login/sms-code', remoteAddress, payload: { phone_number: phone, ...extra } });
}
function sendEmail(email: string, remoteAddress = ip()) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/v2/open/email/verify_code', remoteAddress, payload: { email } });
}
/** A code login; when the account has failed often enough to need the image captcha, it is solved (as a person would). */
async function grant(type: 'sms_code' | 'email_code', username: string, code: string, remoteAddress = ip()) {
  const send = (extra: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/oauth/token', remoteAddress, headers: form, payload: `grant_type=${type}&username=${encodeURIComponent(username)}&code=${code}${extra}` });
  const first = await send('');
  if (first.statusCode !== 403 || first.json().error !== 'auth.captcha_required') return first;
  const { captchaId, captcha } = await solvedCaptcha(t.app, username, remoteAddress);
  return send(`&captchaId=${captchaId}&captcha=${captcha}`);
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('login by SMS code', () => {
  it('sends a 6-digit code, stores only its hash, and logs in with it once', async () => {
    const mobile = freshMobile();
    await userWith({ mobile });
    const sent = await sendSms(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ expiresIn: 600, resendIn: 60 });
    const code = await latestCode(t.app, mobile, 'sms');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, mobile));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(600_000);

    const login = await grant('sms_code', mobile, code);
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(login.cookies) } });
    expect(me.json().data.mobile).toBe(mobile);

    const again = await grant('sms_code', mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('code.used');
    expect(again.cookies).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await userWith({ mobile });
    await sendSms(mobile);
    const code = await latestCode(t.app, mobile, 'sms');
    await t.db.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.recipient, mobile));
    const res = await grant('sms_code', mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('code.expired');
  });

  it('allows 5 tries: after 4 wrong codes the right one works, after 5 it does not', async () => {
    const lucky = freshMobile();
    await userWith({ mobile: lucky });
    await sendSms(lucky);
    const code = await latestCode(t.app, lucky, 'sms');
    for (let i = 4; i >= 1; i--) {
      const res = await grant('sms_code', lucky, wrong(code));
      expect(res.json()).toMatchObject({ error: 'code.invalid', details: [{ remainingAttempts: i }] });
    }
    expect((await grant('sms_code', lucky, code)).statusCode).toBe(200);

    const unlucky = freshMobile();
    await userWith({ mobile: unlucky });
    await sendSms(unlucky);
    const right = await latestCode(t.app, unlucky, 'sms');
    for (let i = 0; i < 4; i++) expect((await grant('sms_code', unlucky, wrong(right))).json().error).toBe('code.invalid');
    expect((await grant('sms_code', unlucky, wrong(right))).json().error).toBe('code.too_many_attempts');
    const after = await grant('sms_code', unlucky, right);
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toBe('code.too_many_attempts');
  });

  it('answers a number no account has the same way, but sends nothing', async () => {
    const stranger = freshMobile();
    const res = await sendSms(stranger);
    expect(res.statusCode).toBe(200);
    expect(await latestMessage(t.app, stranger, 'sms')).toBeUndefined();
  });

  it('refuses malformed numbers and codes with 400 and sends nothing', async () => {
    for (const phone of ['12345', '23800000000', '1380000000a']) {
      const res = await sendSms(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error).toBe('request.invalid_body');
    }
    expect((await grant('sms_code', 'not-a-phone', '123456')).json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
    expect((await grant('sms_code', freshMobile(), '12ab56')).json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
    expect((await grant('email_code', freshMobile(), '123456')).json()).toMatchObject({ code: 400, error: 'request.invalid_body' });
  });

  it('a code sent for registration does not log in', async () => {
    const mobile = freshMobile();
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/open/login/sms-code', remoteAddress: ip(), payload: { phone_number: mobile, purpose: 'register' } });
    expect(res.statusCode).toBe(200);
    const code = await latestCode(t.app, mobile, 'sms');
    await userWith({ mobile });
    expect((await grant('sms_code', mobile, code)).json().error).toBe('code.invalid');
  });
});

describe('login by e-mail code', () => {
  it('sends the code by e-mail (case-insensitive address) and logs in', async () => {
    const email = freshEmail();
    await userWith({ email });
    expect((await sendEmail(email.toUpperCase())).statusCode).toBe(200);
    const message = await latestMessage(t.app, email, 'email');
    expect(message?.subject).toBe('Your login code');
    const code = await latestCode(t.app, email, 'email');
    const res = await grant('email_code', email, code);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toContain('access_token');
  });

  it('only the newest code counts', async () => {
    const email = freshEmail();
    await userWith({ email });
    await sendEmail(email);
    const first = await latestCode(t.app, email, 'email');
    // A second code a minute later (the per-recipient limit is one a minute): shift the first one back.
    await t.db.db.update(verificationCodes).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(verificationCodes.recipient, email));
    await t.app.codeSendLimits.minute.reset(email);
    await sendEmail(email);
    const second = await latestCode(t.app, email, 'email');
    if (first !== second) expect((await grant('email_code', email, first)).json().error).toBe('code.invalid');
    expect((await grant('email_code', email, second)).statusCode).toBe(200);
  });
});

describe('code sending limits', () => {
  it('one code per recipient a minute: the second gets 429 with Retry-After', async () => {
    const mobile = freshMobile();
    await userWith({ mobile });
    expect((await sendSms(mobile)).statusCode).toBe(200);
    const again = await sendSms(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 429, error: 'code.rate_limited' });
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it(`at most ${CODE_SEND_LIMITS.perIpHour} codes an hour from one address`, async () => {
    const from = '10.77.0.1';
    for (let i = 0; i < CODE_SEND_LIMITS.perIpHour; i++) expect((await sendSms(freshMobile(), {}, from)).statusCode).toBe(200);
    const refused = await sendSms(freshMobile(), {}, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await sendSms(freshMobile(), {}, '10.77.0.2')).statusCode).toBe(200);
  });
});
