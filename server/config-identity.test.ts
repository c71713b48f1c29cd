import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/portal-config-test', SESSION_SECRET: 's'.repeat(40) };

describe('identity settings', () => {
  it('turns the dev outbox on by default and always off in production', () => {
    expect(loadConfig(base).devOutbox).toBe(true);
    expect(loadConfig({ ...base, DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', DEV_OUTBOX: 'true' }).devOutbox).toBe(false);
  });

  it('reads SMTP only when SMTP_HOST is set', () => {
    expect(loadConfig(base).smtp).toBeUndefined();
    expect(loadConfig({ ...base, SMTP_HOST: 'mail.example', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toEqual({
      host: 'mail.example', port: 587, secure: false, user: 'u', password: 'p', from: 'no-reply@localhost',
    });
    expect(() => loadConfig({ ...base, SMTP_HOST: 'mail.example', SMTP_PORT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_HOST: 'mail.example', SMTP_FROM: 'not an address' })).toThrow(ConfigError);
  });

  it('takes an http(s) SMS_WEBHOOK_URL only', () => {
    expect(loadConfig(base).smsWebhookUrl).toBeUndefined();
    expect(loadConfig({ ...base, SMS_WEBHOOK_URL: 'https://sms.example/send' }).smsWebhookUrl).toBe('https://sms.example/send');
    expect(() => loadConfig({ ...base, SMS_WEBHOOK_URL: 'ftp://sms.example' })).toThrow(ConfigError);
  });

  it('checks INTERNAL_NETWORKS as CIDR ranges', () => {
    expect(loadConfig({ ...base, INTERNAL_NETWORKS: '10.0.0.0/8, fd00::/8' }).internalNetworks).toEqual(['10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['10.0.0.0', '10.0.0.0/33', 'intranet/8']) expect(() => loadConfig({ ...base, INTERNAL_NETWORKS: bad }), bad).toThrow(ConfigError);
  });
});
