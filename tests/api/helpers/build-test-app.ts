import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openPglite, openPostgres, type Database } from '../../../server/db/database';
import { databaseUrl } from '../test-db';

/** A test's app and database; `close` ends both (and drops the test's PostgreSQL database). */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The PostgreSQL URL of the test's database (undefined on PGlite), e.g. to open a second app on it. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/** Opens this file's own copy of the migrated, seeded template database. */
async function openTestDatabase(): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  const info = inject('testDb');
  if (info.kind === 'pglite') {
    const dump = new Blob([readFileSync(info.dumpPath)]);
    return { db: await openPglite({ loadDataDir: dump }), drop: async () => undefined };
  }
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${info.template}`);
  } finally {
    await admin.end();
  }
  return {
    db: await openPostgres(databaseUrl(info.adminUrl, name), { poolSize: 4 }),
    url: databaseUrl(info.adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: info.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the whole app on a fresh copy of the test database, quiet, with settings overridable by env-style values. */
export async function buildTestApp(env: Record<string, string> = {}, options: { logStream?: NodeJS.WritableStream } = {}): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), 'portal-api-unused'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(tmpdir(), 'portal-api-no-static'),
    SEED_DEMO: 'false',
    ...env,
  });
  const { db, url, drop } = await openTestDatabase();
  const app = await buildApp(config, { db, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
