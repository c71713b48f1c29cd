import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';

/** What a backup folder holds besides the data: when it was made and what it counts. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  migrations: string[];
  counts: { schools: number; pageVersions: number; uploads: number };
  /** Whether the uploaded files are in the backup (UPLOAD_STORE=folder) or kept by the bucket (s3). */
  uploadFiles: boolean;
}

const DATABASE_FILE = 'database.tar.gz';
const UPLOADS_DIR = 'uploads';
const MANIFEST_FILE = 'manifest.json';

type BackupSettings = Pick<Config, 'dataDir' | 'uploadStore' | 'uploadDir'>;

async function countRows(client: PGlite): Promise<BackupManifest['counts']> {
  const count = async (table: string) => Number((await client.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n);
  return { schools: await count('schools'), pageVersions: await count('page_versions'), uploads: await count('uploads') };
}

/**
 * Copies the embedded database (DATA_DIR/db, through PGlite's own consistent dump) and, with
 * UPLOAD_STORE=folder, the uploaded files into a new folder `target`. The server must be stopped: the
 * embedded database belongs to one process at a time.
 */
export async function backupEmbedded(config: BackupSettings, target: string): Promise<BackupManifest> {
  const dbDir = join(config.dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dbDir}`);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty; choose a new folder for the backup`);
  mkdirSync(target, { recursive: true });
  const client = new PGlite({ dataDir: dbDir });
  try {
    await client.waitReady;
    const migrations = (await client.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((r) => r.name);
    const counts = await countRows(client);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    const uploadFiles = config.uploadStore === 'folder';
    if (uploadFiles && existsSync(config.uploadDir)) cpSync(config.uploadDir, join(target, UPLOADS_DIR), { recursive: true });
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), migrations, counts, uploadFiles };
    // Written last: a folder with a manifest is a complete backup.
    writeFileSync(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await client.close();
  }
}

/**
 * Puts a backup folder made by backupEmbedded back into DATA_DIR/db (and UPLOAD_DIR). Refuses when a
 * database is already there unless `force`, which replaces it. Checks the restored counts against the
 * manifest.
 */
export async function restoreEmbedded(config: BackupSettings, source: string, options: { force?: boolean } = {}): Promise<BackupManifest> {
  const manifestPath = join(source, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${source} is not a complete backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  const dbDir = join(config.dataDir, 'db');
  if (existsSync(join(dbDir, 'PG_VERSION'))) {
    if (!options.force) throw new Error(`${dbDir} already holds a database; pass --force to replace it`);
    rmSync(dbDir, { recursive: true, force: true });
  }
  mkdirSync(dbDir, { recursive: true });
  const client = new PGlite({ dataDir: dbDir, loadDataDir: new Blob([readFileSync(join(source, DATABASE_FILE))]) });
  try {
    await client.waitReady;
    const counts = await countRows(client);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new Error(`Restored database counts ${JSON.stringify(counts)} differ from the backup's ${JSON.stringify(manifest.counts)}`);
    }
  } finally {
    await client.close();
  }
  const uploads = join(source, UPLOADS_DIR);
  if (manifest.uploadFiles && existsSync(uploads)) {
    if (config.uploadStore !== 'folder') throw new Error('The backup holds uploaded files but UPLOAD_STORE is not folder');
    cpSync(uploads, config.uploadDir, { recursive: true, force: Boolean(options.force) });
  }
  return manifest;
}
