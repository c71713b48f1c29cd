import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { insertOutbox } from './repository';

/** How the portal reaches a person: the adapter behind SMS and e-mail. */
export interface Messenger {
  sms(to: string, text: string): Promise<void>;
  email(to: string, subject: string, text: string): Promise<void>;
}

/**
 * The embedded adapter writes SMS to the dev outbox (no SMS provider is wired in); e-mail goes out
 * over SMTP with nodemailer when SMTP_HOST is set, and to the dev outbox otherwise.
 */
export function createMessenger(config: Pick<Config, 'smtp'>, db: () => Db): Messenger {
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
    sms: (to, text) => insertOutbox(db(), { channel: 'sms', recipient: to, body: text }),
    email: async (to, subject, text) => {
      if (transport && smtp) await transport.sendMail({ from: smtp.from, to, subject, text });
      else await insertOutbox(db(), { channel: 'email', recipient: to, subject, body: text });
    },
  };
}
