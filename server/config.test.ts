import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTINGS } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', seedDemo: true, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 2592000, cookieSecure: 'auto', logLevel: 'info', databaseUrl: undefined, renderCacheSeconds: 30 });
    expect(config.staticDir.endsWith(join('dist', 'client'))).toBe(true);
  });

  it('rejects a bad PORT with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(/PORT must be a whole number from 1 to 65535/);
  });

  it('rejects other bad values', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: dataDir, COOKIE_SECURE: 'always' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('generates the session secret once and keeps it in DATA_DIR/secret', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('reads THIRD_PARTY_LOGIN as off or fake', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).thirdPartyLogin).toBe('off');
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), THIRD_PARTY_LOGIN: 'Fake' }).thirdPartyLogin).toBe('fake');
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), THIRD_PARTY_LOGIN: 'real' })).toThrow(ConfigError);
  });

  it('reads LOGIN_ATTEMPTS_PER_IP as a positive whole number, 60 by default', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).loginAttemptsPerIp).toBe(60);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), LOGIN_ATTEMPTS_PER_IP: '500' }).loginAttemptsPerIp).toBe(500);
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), LOGIN_ATTEMPTS_PER_IP: '0' })).toThrow(ConfigError);
  });

  it('reads the class file limits, 20 MB and 200 MB by default', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) })).toMatchObject({ classFileMaxBytes: 20_971_520, classVideoMaxBytes: 209_715_200 });
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), CLASS_VIDEO_MAX_BYTES: '1048576' }).classVideoMaxBytes).toBe(1_048_576);
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), CLASS_FILE_MAX_BYTES: '10' })).toThrow(ConfigError);
  });

  it('documents every setting it reads', () => {
    expect(SETTINGS.map((s) => s.name)).toEqual(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'STATIC_DIR', 'LOG_LEVEL', 'SESSION_SECRET', 'SEED_DEMO', 'ACCESS_TOKEN_TTL_SECONDS', 'REFRESH_TOKEN_TTL_SECONDS', 'COOKIE_SECURE', 'RENDER_CACHE_SECONDS', 'UPLOAD_STORE', 'UPLOAD_DIR', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'UPLOAD_MAX_BYTES', 'UPLOAD_MAX_PIXELS', 'CLASS_FILE_MAX_BYTES', 'CLASS_VIDEO_MAX_BYTES', 'LOGIN_ATTEMPTS_PER_IP', 'CONTACT_HIDDEN_HOSTS', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM', 'SMS_WEBHOOK_URL', 'DEV_OUTBOX', 'INTERNAL_NETWORKS', 'THIRD_PARTY_LOGIN', 'METRICS', 'METRICS_TOKEN', 'TRUSTED_PROXIES', 'MOBILE_PORTAL_URL', 'HOST_TITLES', 'UNION_LEADER_SKIP_HOSTS', 'STORE_MODE', 'PORTAL_HOME_SCHOOL_ID', 'SITE_MAP_DRAWER']);
  });

  it('selects the S3 upload store and checks its settings', () => {
    const dataDir = tempDir();
    const s3 = { UPLOAD_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'portal-static', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig({ DATA_DIR: dataDir }).uploadStore).toBe('folder');
    expect(loadConfig({ DATA_DIR: dataDir, ...s3 })).toMatchObject({ uploadStore: 's3', s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'portal-static', region: 'us-east-1' } });
    expect(() => loadConfig({ DATA_DIR: dataDir, UPLOAD_STORE: 'ftp' })).toThrow(/UPLOAD_STORE must be folder or s3/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_BUCKET: 'No_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    // Links to a public bucket by guessable names are gone; a setting left over must not pass unnoticed.
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_PUBLIC_URL: 'https://cdn.example/uploads' })).toThrow(/S3_PUBLIC_URL is no longer supported/);
  });

  it('serves metrics outside production, and in production only when turned on with a token', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).metrics).toEqual({ enabled: true, token: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).metrics).toEqual({ enabled: false, token: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', METRICS: 'true' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', METRICS: 'true', METRICS_TOKEN: 't0ken' }).metrics).toEqual({ enabled: true, token: 't0ken' });
  });

  it('reads the load balancers whose X-Forwarded-For is trusted', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustedProxies).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1/32' }).trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1/32']);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: 'balancer' })).toThrow(/TRUSTED_PROXIES must list CIDR ranges/);
  });
});
