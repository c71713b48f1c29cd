import { eq } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeUser } from './helpers/factories';
import { freshEmail, freshMobile, latestMessage } from './helpers/outbox';
import { startSmtpSink } from './helpers/smtp-sink';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: Server;
const sms: { to: string; text: string }[] = [];
let gatewayStatus = 200;

function readJson(request: IncomingMessage): Promise<{ to: string; text: string }> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(JSON.parse(body) as { to: string; text: string }));
  });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = createServer((request, response) => {
    void readJson(request).then((message) => {
      if (gatewayStatus === 200) sms.push(message);
      response.writeHead(gatewayStatus).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_FROM: 'portal@school.example',
    SMS_WEBHOOK_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  await new Promise((resolve) => gateway?.close(resolve));
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

describe('SMS through the gateway webhook', () => {
  it('posts { to, text } to SMS_WEBHOOK_URL, not to the dev outbox', async () => {
    const mobile = freshMobile();
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/open/login/sms-code', remoteAddress: '10.60.0.1', payload: { phone_number: mobile, purpose: 'register' } });
    expect(res.statusCode).toBe(200);
    expect(sms).toEqual([{ to: mobile, text: expect.stringMatching(/^\d{6} is your verification code/) }]);
    expect(await latestMessage(t.app, mobile, 'sms')).toBeUndefined();
  });

  it('answers 503 messaging.unavailable when the gateway fails', async () => {
    gatewayStatus = 500;
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/open/login/sms-code', remoteAddress: '10.60.0.2', payload: { phone_number: freshMobile(), purpose: 'register' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 503, error: 'messaging.unavailable' });
    } finally {
      gatewayStatus = 200;
    }
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
