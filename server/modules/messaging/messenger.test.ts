import { describe, expect, it } from 'vitest';
import { messagingWarnings } from './messenger';

const smtp = { host: 'mail.example', port: 587, secure: false, user: undefined, password: undefined, from: 'portal@example.com' };

describe('messagingWarnings', () => {
  it('says nothing while the dev outbox can be read', () => {
    expect(messagingWarnings({ devOutbox: true, smtp: undefined, smsWebhookUrl: undefined })).toEqual([]);
  });

  it('names each channel that only reaches the closed outbox', () => {
    expect(messagingWarnings({ devOutbox: false, smtp: undefined, smsWebhookUrl: undefined })).toEqual([
      'Login and binding codes by SMS (set SMS_WEBHOOK_URL) and e-mail (set SMTP_HOST) are not delivered: they only reach the dev outbox, which is off.',
    ]);
    expect(messagingWarnings({ devOutbox: false, smtp, smsWebhookUrl: undefined })[0]).toMatch(/^Login and binding codes by SMS \(set SMS_WEBHOOK_URL\) are not/);
    expect(messagingWarnings({ devOutbox: false, smtp: undefined, smsWebhookUrl: 'https://sms.example/send' })[0]).toMatch(/by e-mail \(set SMTP_HOST\) are not/);
  });

  it('says nothing when both channels have a provider', () => {
    expect(messagingWarnings({ devOutbox: false, smtp, smsWebhookUrl: 'https://sms.example/send' })).toEqual([]);
  });
});
