import type { FastifyInstance } from 'fastify';

/** The newest message the dev outbox holds for a recipient on a channel, or undefined. */
export async function latestMessage(app: FastifyInstance, recipient: string, channel: 'sms' | 'email' | 'captcha') {
  const res = await app.inject({ url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&channel=${channel}&limit=1` });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.body}`);
  return (res.json().data as { body: string; subject: string }[])[0];
}

/** The 6-digit code of the newest SMS or e-mail to a recipient. */
export async function latestCode(app: FastifyInstance, recipient: string, channel: 'sms' | 'email'): Promise<string> {
  const message = await latestMessage(app, recipient, channel);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

let next = 0;
/** A fresh mainland mobile number per call (distinct per test file run). */
export function freshMobile(): string {
  next += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(next).padStart(4, '0')}`;
}

/** A fresh e-mail address per call. */
export function freshEmail(): string {
  next += 1;
  return `user${process.pid}x${next}@example.org`;
}

/** Asks imagevalid for the account's captcha and reads its answer from the dev outbox: form fields to add to a login. */
export async function solvedCaptcha(app: FastifyInstance, account: string, remoteAddress = '127.0.0.1'): Promise<{ captchaId: string; captcha: string }> {
  const res = await app.inject({ url: `/api/accounts/open/login/account/open/code/imagevalid?account=${encodeURIComponent(account)}`, remoteAddress });
  const data = res.json().data as { required: boolean; captchaId?: string };
  if (!data.required || !data.captchaId) throw new Error(`no captcha required for ${account}: ${res.body}`);
  const message = await latestMessage(app, account.toLowerCase(), 'captcha');
  if (message?.subject !== data.captchaId) throw new Error('captcha answer missing from the outbox');
  return { captchaId: data.captchaId, captcha: message.body };
}
