import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  uploadDir: string;
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  contactHiddenHosts: string[];
  thirdPartyLogin: 'off' | 'fake';
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
  { name: 'RENDER_CACHE_SECONDS', default: '30', description: 'How long a server-rendered portal page is reused for visitors who are not logged in (0 turns it off). Releasing a page of a school forgets that school\'s pages at once.' },
  { name: 'UPLOAD_DIR', default: 'DATA_DIR/uploads', description: 'Where uploaded images (feedback pictures) are stored; they are served at /api/school/v1/files/... with nosniff.' },
  { name: 'UPLOAD_MAX_BYTES', default: '5242880', description: 'Largest image upload accepted, in bytes (413 above it).' },
  { name: 'UPLOAD_MAX_PIXELS', default: '25000000', description: 'Largest image accepted, in pixels (width × height); larger ones are refused with 422 before decoding.' },
  { name: 'CONTACT_HIDDEN_HOSTS', default: '(unset)', description: 'Comma-separated host names on which the footer never shows customer-service contact details (the spec\'s white list).' },
  { name: 'THIRD_PARTY_LOGIN', default: 'off', description: 'Messaging-app free login and the /hw and /imc third-party logins: off, or fake (a stand-in party for development and tests, with a sign-in page at /api/dev/third-party/...; never in production).' },
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

/** Builds the config from environment variables, validating each; throws ConfigError on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}"`);
  const cookieSecure = (env.COOKIE_SECURE?.trim().toLowerCase() || 'auto') as Config['cookieSecure'];
  if (!['auto', 'true', 'false'].includes(cookieSecure)) throw new ConfigError(`COOKIE_SECURE must be auto, true or false; got "${env.COOKIE_SECURE}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const secret = env.SESSION_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  const thirdPartyLogin = (env.THIRD_PARTY_LOGIN?.trim().toLowerCase() || 'off') as Config['thirdPartyLogin'];
  if (!['off', 'fake'].includes(thirdPartyLogin)) throw new ConfigError(`THIRD_PARTY_LOGIN must be off or fake; got "${env.THIRD_PARTY_LOGIN}"`);
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
    uploadDir: resolve(env.UPLOAD_DIR?.trim() || join(dataDir, 'uploads')),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5_242_880, 1024, 104_857_600),
    uploadMaxPixels: integer(env, 'UPLOAD_MAX_PIXELS', 25_000_000, 1, 268_402_689),
    contactHiddenHosts: (env.CONTACT_HIDDEN_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    thirdPartyLogin,
  };
}
