import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeUser } from './helpers/factories';
import { freshEmail, latestMessage } from './helpers/outbox';
import { startSmtpSink } from './helpers/smtp-sink';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'portal@school.example' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('e-mail over SMTP', () => {
  it('sends login codes through the configured SMTP server, not the dev outbox', async () => {
    const email = freshEmail();
    const user = await makeUser(t.db);
    await t.db.db.update(users).set({ email }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/open/email/verify_code', payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail).toMatchObject({ from: 'portal@school.example', to: [email] });
    expect(mail!.data).toContain('Subject: Your login code');
    const code = /\b(\d{6})\b is your verification code/.exec(mail!.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await latestMessage(t.app, email, 'email')).toBeUndefined();

    const login = await t.app.inject({
      method: 'POST', url: '/api/auth/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=email_code&username=${encodeURIComponent(email)}&code=${code}`,
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('the dev outbox route', () => {
  it('does not exist when DEV_OUTBOX is off', async () => {
    const off = await buildTestApp({ DEV_OUTBOX: 'false' });
    try {
      expect((await off.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    expect((await t.app.inject({ url: '/api/dev/outbox?channel=fax' })).json()).toMatchObject({ code: 400, error: 'request.invalid_query' });
  });
});
