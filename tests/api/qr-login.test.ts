import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { cookieHeader, loginAs, makeUser } from './helpers/factories';

let t: TestApp;
let phone: string;
let phoneUserId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await makeUser(t.db);
  phoneUserId = user.id;
  phone = await loginAs(t.app, user.account, user.password);
});
afterAll(() => t?.close());

const OPEN = '/api/auth/rest/v1/open/qrcode.login';

async function newCode() {
  const res = await t.app.inject({ url: `${OPEN}/session` });
  expect(res.statusCode).toBe(200);
  const poll = res.cookies.find((c) => c.name === 'qr_poll')!;
  expect(poll.httpOnly).toBe(true);
  return { qrId: res.json().data.qrId as string, desktop: `qr_poll=${poll.value}`, body: res.json() };
}
const status = (qrId: string, cookie: string) => t.app.inject({ url: `${OPEN}/status?qrId=${encodeURIComponent(qrId)}`, headers: { cookie } });
const token = (qrId: string, cookie: string) => t.app.inject({ method: 'POST', url: `${OPEN}/token`, payload: { qrId }, headers: { cookie } });
const step = (name: string, qrId: string, cookie = phone) => t.app.inject({ method: 'POST', url: `/api/auth/rest/v1/qrcode.login/${name}`, payload: { qrId }, headers: { cookie } });

describe('QR-code login', () => {
  it('gives the desktop a session once a logged-in phone confirms, with code 000000, exactly once', async () => {
    const { qrId, desktop, body } = await newCode();
    expect(body).toMatchObject({ code: '000000', data: { qrId, expiresIn: 120, confirmPath: `/qr-login/confirm?qrId=${encodeURIComponent(qrId)}` } });
    expect((await status(qrId, desktop)).json()).toMatchObject({ code: '000000', data: { status: 'waiting' } });
    const early = await token(qrId, desktop);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 409, error: 'qr.not_confirmed' });

    expect((await step('scan', qrId)).json()).toMatchObject({ code: '000000', data: { status: 'scanned' } });
    expect((await status(qrId, desktop)).json().data.status).toBe('scanned');
    expect((await step('confirm', qrId)).json().data.status).toBe('confirmed');
    expect((await status(qrId, desktop)).json().data.status).toBe('confirmed');

    const signedIn = await token(qrId, desktop);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().code).toBe('000000');
    const me = await t.app.inject({ url: '/api/accounts/users/me', headers: { cookie: cookieHeader(signedIn.cookies.filter((c) => c.name === 'access_token')) } });
    expect(me.json().data.user_id).toBe(phoneUserId);

    const again = await token(qrId, desktop);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('qr.already_used');
    expect((await step('confirm', qrId)).statusCode).toBe(409);
  });

  it('needs a logged-in phone, and the desktop\'s own secret to poll or collect', async () => {
    const { qrId, desktop } = await newCode();
    expect((await step('confirm', qrId, '')).statusCode).toBe(401);
    const other = await newCode();
    // Another browser that saw the QR (but holds another poll secret) learns nothing and gets no session.
    expect((await status(qrId, other.desktop)).statusCode).toBe(404);
    expect((await status(qrId, '')).json().error).toBe('qr.not_found');
    await step('confirm', qrId);
    expect((await token(qrId, other.desktop)).statusCode).toBe(404);
    expect((await token(qrId, desktop)).statusCode).toBe(200);
    expect((await step('scan', 'no-such-code')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${OPEN}/token`, payload: {}, headers: { cookie: desktop } })).statusCode).toBe(400);
  });

  it('expires: the desktop sees "expired", the phone cannot confirm and no session is given', async () => {
    const { qrId, desktop } = await newCode();
    await step('scan', qrId);
    await t.db.db.execute(sql`update qr_logins set expires_at = now() - interval '1 second' where id = ${qrId}`);
    expect((await status(qrId, desktop)).json().data).toEqual({ status: 'expired', expiresIn: 0 });
    const late = await step('confirm', qrId);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe('qr.expired');
    expect((await token(qrId, desktop)).statusCode).toBe(410);
    // A new code works again.
    const fresh = await newCode();
    expect(fresh.qrId).not.toBe(qrId);
    expect((await status(fresh.qrId, fresh.desktop)).json().data.status).toBe('waiting');
  });

  it('a cancelled code never signs in', async () => {
    const { qrId, desktop } = await newCode();
    expect((await step('cancel', qrId)).json().data.status).toBe('cancelled');
    expect((await status(qrId, desktop)).json().data.status).toBe('cancelled');
    expect((await step('confirm', qrId)).statusCode).toBe(409);
    expect((await token(qrId, desktop)).json().error).toBe('qr.not_confirmed');
  });
});
