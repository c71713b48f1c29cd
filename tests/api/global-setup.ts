import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/database';
import { seedDemo } from '../../server/db/seed';
import { databaseUrl } from './test-db';

/**
 * Pays for migrations and the demo seed once per run: PGlite is dumped to a file every test file
 * reopens; with TEST_DATABASE_URL a template database is made that every test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `portal_test_${randomBytes(4).toString('hex')}`;
    const template = `${prefix}_template`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openPostgres(databaseUrl(adminUrl, template), { poolSize: 2 });
    await seedDemo(database.db);
    await database.close();
    project.provide('testDb', { kind: 'postgres', adminUrl, template, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await seedDemo(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpPath });
  return async () => rmSync(dir, { recursive: true, force: true });
}
