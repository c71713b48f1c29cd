import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { backupEmbedded, restoreEmbedded } from '../../server/db/backup';
import { openPglite, openPostgres } from '../../server/db/database';
import { releasePage } from '../../server/modules/pages/service';
import { ImageQueue } from '../../server/modules/uploads/image-queue';
import { storeUpload } from '../../server/modules/uploads/service';
import { folderStore } from '../../server/modules/uploads/store';
import { makePage, makeSchool, makeUser } from './helpers/factories';
import { databaseUrl } from './test-db';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every school, page version and upload, read as the owner (past row-level security). */
async function readAll(client: PGlite) {
  const rows = async (q: string) => (await client.query<Record<string, unknown>>(q)).rows;
  return {
    schools: await rows('select tenant_id::text, id::text, name from schools order by id'),
    versions: await rows('select tenant_id::text, page_id::text, version, document, released_at from page_versions order by page_id, version'),
    uploads: await rows('select tenant_id::text, id::text, file_name, byte_size from uploads order by id'),
  };
}

async function snapshot(dataDir: string) {
  const client = new PGlite({ dataDir: join(dataDir, 'db') });
  try {
    return await readAll(client);
  } finally {
    await client.close();
  }
}

const info = inject('testDb');

// The embedded database's backup on the PGlite run; the documented pg_dump / pg_restore path on the PostgreSQL run.
if (info.kind === 'pglite') describe('backup and restore of the embedded database', () => {
  it('restores every school, page version and uploaded file, and refuses to overwrite a database', async () => {
    const source = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'x'.repeat(32) });
    const database = await openPglite({ dataDir: join(source.dataDir, 'db'), loadDataDir: new Blob([readFileSync(info.dumpPath)]) });
    const store = folderStore(source.uploadDir);
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const uploaded: string[] = [];
    let before: Awaited<ReturnType<typeof readAll>>;
    try {
      for (let i = 0; i < 3; i += 1) {
        const school = await makeSchool(database);
        const user = await makeUser(database, { school, role: 'administrator' });
        const pageId = await makePage(database, school);
        await releasePage(database.db, school, { pageId, userId: user.id });
        await releasePage(database.db, school, { pageId, userId: user.id });
        const { id } = await storeUpload(database.db, store, { maxPixels: 1_000_000, queue: new ImageQueue() }, { school, userId: user.id, fileName: `pic${i}.png`, module: 'feedback', bytes: png });
        uploaded.push(`${school.tenantId}/${id}.png`);
      }
      await database.pglite!.exec('reset role');
      before = await readAll(database.pglite!);
    } finally {
      await database.close();
    }
    expect(before.versions.length).toBeGreaterThanOrEqual(6);

    const backupDir = join(tempDir(), 'backup');
    const manifest = await backupEmbedded(source, backupDir);
    expect(manifest.counts).toEqual({ schools: before.schools.length, pageVersions: before.versions.length, uploads: before.uploads.length });

    const target = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'x'.repeat(32) });
    await restoreEmbedded(target, backupDir);
    expect(await snapshot(target.dataDir)).toEqual(before);
    for (const file of uploaded) expect(readFileSync(join(target.uploadDir, file))).toEqual(readFileSync(join(source.uploadDir, file)));

    await expect(restoreEmbedded(target, backupDir)).rejects.toThrow(/--force/);
    await expect(backupEmbedded(source, backupDir)).rejects.toThrow(/not empty/);
    expect(existsSync(join(backupDir, 'manifest.json'))).toBe(true);
  }, 90_000); // three databases opened, dumped and restored, each migrated: a minute on a busy machine
});

if (info.kind === 'postgres') describe('backup and restore of PostgreSQL with pg_dump and pg_restore (README)', () => {
  it('restores every school, page version and upload row into a new database', async () => {
    const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
    const copy = `${name}_restored`;
    const admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${info.template}`);
      await admin.query(`create database ${copy}`);
      const database = await openPostgres(databaseUrl(info.adminUrl, name), { poolSize: 2 });
      const store = folderStore(tempDir());
      const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366cc' } }).png().toBuffer();
      try {
        const school = await makeSchool(database);
        const user = await makeUser(database, { school, role: 'administrator' });
        const pageId = await makePage(database, school);
        await releasePage(database.db, school, { pageId, userId: user.id });
        await storeUpload(database.db, store, { maxPixels: 1_000_000, queue: new ImageQueue() }, { school, userId: user.id, fileName: 'pic.png', module: 'feedback', bytes: png });
      } finally {
        await database.close();
      }
      const dumpFile = join(tempDir(), 'portal.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dumpFile}`, databaseUrl(info.adminUrl, name)]);
      execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl(info.adminUrl, copy)}`, dumpFile], { stdio: 'ignore' });
      const read = async (db: string) => {
        const client = new pg.Client({ connectionString: databaseUrl(info.adminUrl, db) });
        await client.connect();
        try {
          const rows = async (q: string) => (await client.query(q)).rows;
          return {
            schools: await rows('select tenant_id::text, id::text, name from schools order by id'),
            versions: await rows('select tenant_id::text, page_id::text, version, document, released_at from page_versions order by page_id, version'),
            uploads: await rows('select tenant_id::text, id::text, file_name, byte_size from uploads order by id'),
            policies: await rows('select tablename, policyname from pg_policies order by 1, 2'),
          };
        } finally {
          await client.end();
        }
      };
      const before = await read(name);
      expect(before.versions.length).toBeGreaterThan(0);
      expect(await read(copy)).toEqual(before);
      // The restored database opens like any other: migrations recorded, the app's role in place.
      const reopened = await openPostgres(databaseUrl(info.adminUrl, copy), { poolSize: 1 });
      await reopened.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${copy} with (force)`);
      await admin.end();
    }
  }, 90_000);
});
