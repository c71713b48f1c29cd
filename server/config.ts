import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { loadSiteSettings, SITE_SETTINGS, SiteSettingError, type SiteSettings } from './site-settings';

/** The server's settings, read once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  logLevel: string;
  sessionSecret: string;
  seedDemo: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: 'auto' | 'true' | 'false';
  renderCacheSeconds: number;
  uploadStore: 'folder' | 's3';
  uploadDir: string;
  /** The bucket of UPLOAD_STORE=s3; undefined otherwise. */
  s3: S3Settings | undefined;
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  /** Largest class document or image (attachments, courseware, attendance proof), in bytes. */
  classFileMaxBytes: number;
  /** Largest class video, in bytes. */
  classVideoMaxBytes: number;
  contactHiddenHosts: string[];
  /** Sign-in attempts one client address may make per 15 minutes. */
  loginAttemptsPerIp: number;
  /** Whether GET /api/dev/outbox shows what the embedded messaging adapter wrote (never in production). */
  devOutbox: boolean;
  /** Where SMS go (POST JSON `{ to, text }`); without it SMS go to the dev outbox. */
  smsWebhookUrl: string | undefined;
  /** SMTP server for e-mail; without it e-mail goes to the dev outbox. */
  smtp: SmtpConfig | undefined;
  /** CIDR ranges whose clients count as the internal network (GET /api/accounts/open/client/ip). */
  internalNetworks: string[];
  thirdPartyLogin: 'off' | 'fake';
  /** CIDR ranges of load balancers whose X-Forwarded-For names the client (none: the socket's address is the client). */
  trustedProxies: string[];
  /** Whether GET /metrics answers, and the bearer token it then requires (none: open). */
  metrics: { enabled: boolean; token: string | undefined };
  /** Routes, hosts and store mode (server/site-settings.ts). */
  site: SiteSettings;
  /** NODE_ENV=production: rules meant for a live site only apply (no plain-http OAuth2 redirect URIs). */
  production: boolean;
}

/** Where and how e-mail is sent when SMTP_HOST is set. */
export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

/** An S3-compatible bucket for uploads (UPLOAD_STORE=s3). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Every setting with its default and meaning, for the README table. */
export const SETTINGS = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on (1-65535).' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to listen on; 0.0.0.0 to accept connections from other machines.' },
  { name: 'DATA_DIR', default: './data', description: 'Where the embedded PGlite database (DATA_DIR/db) and the generated session secret (DATA_DIR/secret) live.' },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string. When set, the server uses that server (node-postgres pool) instead of PGlite. Its role must own the schema and be a superuser or have BYPASSRLS; the app itself runs as the role portal_app.' },
  { name: 'STATIC_DIR', default: 'dist/client', description: 'Built browser app served at / with history-mode fallback to index.html.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level: fatal, error, warn, info, debug, trace or silent.' },
  { name: 'SESSION_SECRET', default: '(generated)', description: 'Key (at least 32 characters) that signs access tokens. When unset, one is generated once and kept in DATA_DIR/secret so restarts keep sessions.' },
  { name: 'SEED_DEMO', default: 'true', description: 'Create the demo school, accounts, resources and home page at start when missing (never overwrites).' },
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '900', description: 'Lifetime of the access_token cookie.' },
  { name: 'REFRESH_TOKEN_TTL_SECONDS', default: '2592000', description: 'Absolute lifetime of a login session; refreshing never extends it.' },
  { name: 'COOKIE_SECURE', default: 'auto', description: 'Secure flag on auth cookies: auto (when the request came over https), true or false.' },
  { name: 'RENDER_CACHE_SECONDS', default: '30', description: 'How long a server-rendered portal page is reused for visitors who are not logged in (0 turns it off); the block data such pages are drawn from is reused for at most 5 seconds of it. Releasing a page of a school (or saving its navigation, contact or footer) forgets that school\'s pages and data at once, in every server process on the database.' },
  { name: 'UPLOAD_STORE', default: 'folder', description: 'Where uploaded files live: folder (UPLOAD_DIR) or s3 (a private S3-compatible bucket named by the S3_* settings, signed with AWS Signature V4; private files are answered with a redirect to a presigned URL valid for 300 seconds).' },
  { name: 'UPLOAD_DIR', default: 'DATA_DIR/uploads', description: 'Where uploaded images (designer images, feedback pictures) and class files are stored with UPLOAD_STORE=folder; they are served at /api/school/v1/files/... and /api/manager/v1/classFiles/... to those who may see them, with nosniff.' },
  { name: 'S3_ENDPOINT', default: '(unset)', description: 'With UPLOAD_STORE=s3: the service URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); objects are addressed path-style as ENDPOINT/BUCKET/tenantId/id.' },
  { name: 'S3_BUCKET', default: '(unset)', description: 'With UPLOAD_STORE=s3: the bucket name (required).' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'With UPLOAD_STORE=s3: the region the requests are signed for.' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'With UPLOAD_STORE=s3: the access key id (required).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'With UPLOAD_STORE=s3: the secret access key (required).' },
  { name: 'UPLOAD_MAX_BYTES', default: '5242880', description: 'Largest image upload accepted, in bytes (413 above it).' },
  { name: 'UPLOAD_MAX_PIXELS', default: '25000000', description: 'Largest image accepted, in pixels (width × height, over all frames); larger ones are refused with 422 before decoding, as are images with a side over 10,000 pixels or one side over 25 times the other.' },
  { name: 'CLASS_FILE_MAX_BYTES', default: '20971520', description: 'Largest class document or image (attachments, courseware, attendance proof), in bytes (413 above it).' },
  { name: 'CLASS_VIDEO_MAX_BYTES', default: '209715200', description: 'Largest class video (mp4, webm, mov), in bytes (413 above it).' },
  { name: 'LOGIN_ATTEMPTS_PER_IP', default: '60', description: 'Sign-in attempts (any method) one client address may make per 15 minutes before 429 with Retry-After; raise it when many people sign in from behind one proxy address.' },
  { name: 'CONTACT_HIDDEN_HOSTS', default: '(unset)', description: 'Comma-separated host names on which neither the footer nor the feedback dialog shows customer-service contact details (the spec\'s white list): the default of the configuration key contactHiddenHosts, which the settings screen changes.' },
  { name: 'SMTP_HOST', default: '(unset)', description: 'SMTP server for e-mail (codes for login, registration and binding). When unset, e-mail goes to the dev outbox like SMS does.' },
  { name: 'SMTP_PORT', default: '587', description: 'SMTP port.' },
  { name: 'SMTP_SECURE', default: 'false', description: 'true for TLS from the start (port 465); false upgrades with STARTTLS when the server offers it.' },
  { name: 'SMTP_USER', default: '(unset)', description: 'SMTP login name, when the server needs one.' },
  { name: 'SMTP_PASSWORD', default: '(unset)', description: 'SMTP password for SMTP_USER.' },
  { name: 'SMTP_FROM', default: 'no-reply@localhost', description: 'Sender address of the e-mail the portal sends.' },
  { name: 'SMS_WEBHOOK_URL', default: '(unset)', description: 'SMS gateway: each SMS is POSTed there as JSON `{ "to": "<mobile>", "text": "<message>" }` (any 2xx is success). When unset, SMS go to the dev outbox.' },
  { name: 'DEV_OUTBOX', default: '(true unless NODE_ENV=production)', description: 'Serve GET /api/dev/outbox, which lists the SMS, e-mail and captcha answers the embedded adapter wrote (for development and tests). Always off in production.' },
  { name: 'INTERNAL_NETWORKS', default: '(unset)', description: 'Comma-separated CIDR ranges (e.g. 10.0.0.0/8) whose clients GET /api/accounts/open/client/ip reports as internal.' },
  { name: 'THIRD_PARTY_LOGIN', default: 'off', description: 'Messaging-app free login and the /hw and /imc third-party logins: off, or fake (a stand-in party for development and tests, with a sign-in page at /api/dev/third-party/...; never in production).' },
  { name: 'METRICS', default: '(on unless NODE_ENV=production)', description: 'Serve Prometheus metrics at GET /metrics (requests and latency by route, database pool, render cache): true or false. In production it is off unless turned on, and then METRICS_TOKEN is required.' },
  { name: 'METRICS_TOKEN', default: '(unset)', description: 'When set, GET /metrics answers only requests with the header Authorization: Bearer <token> (401 otherwise).' },
  { name: 'TRUSTED_PROXIES', default: '(unset)', description: 'Comma-separated CIDR ranges of the load balancers in front of the portal (e.g. 10.0.0.0/8): from them, the client address (for sign-in limits and INTERNAL_NETWORKS) is taken from X-Forwarded-For. Unset: the connecting address is the client.' },
  ...SITE_SETTINGS,
] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A setting with a bad value; main.ts prints it and exits. */
export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return Number(raw);
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${env[name]}"`);
}

/** Reads the secret from DATA_DIR/secret, creating it once, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

function smtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const from = env.SMTP_FROM?.trim() || 'no-reply@localhost';
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from)) throw new ConfigError(`SMTP_FROM must be an e-mail address; got "${from}"`);
  return {
    host,
    port: integer(env, 'SMTP_PORT', 587, 1, 65535),
    secure: boolean(env, 'SMTP_SECURE', false),
    user: env.SMTP_USER?.trim() || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from,
  };
}

function webhook(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMS_WEBHOOK_URL?.trim();
  if (!raw) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(`SMS_WEBHOOK_URL must be an http(s) URL; got "${raw}"`);
  return raw;
}

function networks(env: NodeJS.ProcessEnv, name = 'INTERNAL_NETWORKS'): string[] {
  const list = (env[name] ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  for (const cidr of list) {
    const [address, prefix] = cidr.split('/');
    const version = address ? isIP(address) : 0;
    const bits = Number(prefix);
    if (!version || !/^\d+$/.test(prefix ?? '') || bits > (version === 4 ? 32 : 128)) {
      throw new ConfigError(`${name} must list CIDR ranges like 10.0.0.0/8; got "${cidr}"`);
    }
  }
  return list;
}

const httpUrl = (value: string) => /^https?:\/\/[^\s/]+/.test(value);

/** The S3_* settings when UPLOAD_STORE=s3, each required one checked. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings {
  const get = (name: string) => env[name]?.trim() ?? '';
  const endpoint = get('S3_ENDPOINT');
  if (!httpUrl(endpoint)) throw new ConfigError(`S3_ENDPOINT must be an http(s) URL when UPLOAD_STORE=s3; got "${endpoint}"`);
  const bucket = get('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens) when UPLOAD_STORE=s3; got "${bucket}"`);
  const region = get('S3_REGION') || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1; got "${region}"`);
  const accessKeyId = get('S3_ACCESS_KEY_ID');
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when UPLOAD_STORE=s3');
  // Files used to be linked at a public bucket by guessable names; a bucket left public would still show them.
  if (get('S3_PUBLIC_URL')) throw new ConfigError('S3_PUBLIC_URL is no longer supported: the portal serves every file itself (private ones by presigned URLs), so remove the setting and any public read access to the bucket');
  return { endpoint, bucket, region, accessKeyId, secretAccessKey };
}

/** Builds the config from environment variables, validating each; throws ConfigError on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}"`);
  const cookieSecure = (env.COOKIE_SECURE?.trim().toLowerCase() || 'auto') as Config['cookieSecure'];
  if (!['auto', 'true', 'false'].includes(cookieSecure)) throw new ConfigError(`COOKIE_SECURE must be auto, true or false; got "${env.COOKIE_SECURE}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const uploadStore = (env.UPLOAD_STORE?.trim().toLowerCase() || 'folder') as Config['uploadStore'];
  if (!['folder', 's3'].includes(uploadStore)) throw new ConfigError(`UPLOAD_STORE must be folder or s3; got "${env.UPLOAD_STORE}"`);
  const secret = env.SESSION_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  const thirdPartyLogin = (env.THIRD_PARTY_LOGIN?.trim().toLowerCase() || 'off') as Config['thirdPartyLogin'];
  if (!['off', 'fake'].includes(thirdPartyLogin)) throw new ConfigError(`THIRD_PARTY_LOGIN must be off or fake; got "${env.THIRD_PARTY_LOGIN}"`);
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  const metricsEnabled = boolean(env, 'METRICS', env.NODE_ENV !== 'production');
  if (metricsEnabled && env.NODE_ENV === 'production' && !metricsToken) throw new ConfigError('METRICS=true in production needs METRICS_TOKEN (metrics show routes and traffic)');
  return {
    port: integer(env, 'PORT', 3000, 1, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl,
    staticDir: resolve(env.STATIC_DIR?.trim() || 'dist/client'),
    logLevel,
    sessionSecret: secret || storedSecret(dataDir),
    seedDemo: boolean(env, 'SEED_DEMO', true),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 10, 86_400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 2_592_000, 60, 31_536_000),
    cookieSecure,
    renderCacheSeconds: integer(env, 'RENDER_CACHE_SECONDS', 30, 0, 3600),
    uploadStore,
    uploadDir: resolve(env.UPLOAD_DIR?.trim() || join(dataDir, 'uploads')),
    s3: uploadStore === 's3' ? s3Settings(env) : undefined,
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5_242_880, 1024, 104_857_600),
    uploadMaxPixels: integer(env, 'UPLOAD_MAX_PIXELS', 25_000_000, 1, 268_402_689),
    classFileMaxBytes: integer(env, 'CLASS_FILE_MAX_BYTES', 20_971_520, 1024, 1_073_741_824),
    classVideoMaxBytes: integer(env, 'CLASS_VIDEO_MAX_BYTES', 209_715_200, 1024, 10_737_418_240),
    devOutbox: env.NODE_ENV === 'production' ? false : boolean(env, 'DEV_OUTBOX', true),
    smsWebhookUrl: webhook(env),
    smtp: smtp(env),
    internalNetworks: networks(env),
    loginAttemptsPerIp: integer(env, 'LOGIN_ATTEMPTS_PER_IP', 60, 1, 1_000_000),
    contactHiddenHosts: (env.CONTACT_HIDDEN_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    thirdPartyLogin,
    metrics: { enabled: metricsEnabled, token: metricsToken },
    trustedProxies: networks(env, 'TRUSTED_PROXIES'),
    site: siteSettings(env),
    production: env.NODE_ENV === 'production',
  };
}

function siteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  try {
    return loadSiteSettings(env);
  } catch (error) {
    if (error instanceof SiteSettingError) throw new ConfigError(error.message);
    throw error;
  }
}
