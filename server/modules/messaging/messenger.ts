import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { insertOutbox } from './repository';

/** How the portal reaches a person: the adapter behind SMS and e-mail. */
export interface Messenger {
  sms(to: string, text: string): Promise<void>;
  email(to: string, subject: string, text: string): Promise<void>;
}

const unavailable = (cause: unknown) =>
  Object.assign(new AppError(503, 'messaging.unavailable', 'The message could not be sent. Please try again later.'), { cause });

/** Posts one SMS to the gateway as JSON; anything but a 2xx answer within 10 seconds is a failure. */
async function postSms(url: string, to: string, text: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, text }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (!response.ok) throw unavailable(new Error(`SMS gateway answered ${response.status}`));
}

/**
 * SMS go to SMS_WEBHOOK_URL when set and e-mail over SMTP (nodemailer) when SMTP_HOST is set; the
 * embedded default writes either to the dev outbox. A provider that fails gives 503
 * `messaging.unavailable`, never a 500.
 */
export function createMessenger(config: Pick<Config, 'smtp' | 'smsWebhookUrl'>, db: () => Db): Messenger {
  const smtp = config.smtp;
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      })
    : undefined;
  return {
    sms: async (to, text) => {
      if (config.smsWebhookUrl) await postSms(config.smsWebhookUrl, to, text);
      else await insertOutbox(db(), { channel: 'sms', recipient: to, body: text });
    },
    email: async (to, subject, text) => {
      if (!transport || !smtp) return insertOutbox(db(), { channel: 'email', recipient: to, subject, body: text });
      await transport.sendMail({ from: smtp.from, to, subject, text }).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
  };
}

/**
 * What an operator must hear at start-up: with no SMS gateway or no SMTP server, codes go only to the
 * dev outbox, which nobody can read once DEV_OUTBOX is off (always in production).
 */
export function messagingWarnings(config: Pick<Config, 'smtp' | 'smsWebhookUrl' | 'devOutbox'>): string[] {
  if (config.devOutbox) return [];
  const missing = [!config.smsWebhookUrl && 'SMS (set SMS_WEBHOOK_URL)', !config.smtp && 'e-mail (set SMTP_HOST)'].filter(Boolean);
  return missing.length ? [`Login and binding codes by ${missing.join(' and ')} are not delivered: they only reach the dev outbox, which is off.`] : [];
}
