import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/database';
import { documentPipeline } from '../../server/modules/pages/document-pipeline';
import { cookieJar, httpTarget, startServer, type Target } from './helpers/server-process';
import { makePage, makeSchool, makeUser } from './helpers/factories';
import { databaseUrl } from './test-db';

// kill -9 the server while saves and releases run, open the database again, and check nothing
// acknowledged is lost and no release is half there. On the embedded database the server's own files
// are reopened (recovery); with TEST_DATABASE_URL the process dies while PostgreSQL keeps running, and
// a new process starts on it.
const info = inject('testDb');
const SECRET = 'crash-test-secret-crash-test-secret-0123';
const PORT = 3343;
const P = '/api/portal/api/v1/portal';
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database with a school, its administrator and three pages, and the settings a server needs to open it. */
async function prepare(): Promise<{ env: Record<string, string>; schoolId: string; account: string; password: string; pages: string[] }> {
  let database: Database;
  let env: Record<string, string>;
  if (info.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    database = await openPglite({ dataDir: join(dataDir, 'db'), loadDataDir: new Blob([readFileSync(info.dumpPath)]) });
    env = { DATA_DIR: dataDir };
  } else {
    const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${info.template}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: info.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = databaseUrl(info.adminUrl, name);
    database = await openPostgres(url, { poolSize: 2 });
    env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-crash-')) };
  }
  try {
    const school = await makeSchool(database);
    const admin = await makeUser(database, { school, role: 'administrator' });
    const pages = [await makePage(database, school), await makePage(database, school), await makePage(database, school)];
    return { env: { ...env, SESSION_SECRET: SECRET }, schoolId: school.id, ...admin, pages };
  } finally {
    // The embedded database belongs to one process: the server opens it next.
    await database.close();
  }
}

interface StoredState {
  drafts: Map<string, { revision: number; background: string }>;
  versions: { pageId: string; version: number; document: unknown }[];
  decorated: boolean;
}

/**
 * After the kill: the embedded database is opened again from its files (its recovery runs); on
 * PostgreSQL a new server process starts and answers /readyz. Then the rows are read as the owner.
 */
async function readBack(env: Record<string, string>, pages: string[], schoolId: string): Promise<StoredState> {
  const queries = {
    drafts: `select page_id::text as page_id, revision, document->'settings'->>'background' as background from page_drafts where page_id::text = any($1)`,
    versions: `select page_id::text as page_id, version, document from page_versions where page_id::text = any($1) order by page_id, version`,
    decorated: `select is_decorated from schools where id::text = $1`,
  };
  let run: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
  let close: () => Promise<void>;
  if (info.kind === 'pglite') {
    const reopened = await openPglite({ dataDir: join(env.DATA_DIR!, 'db') });
    await reopened.pglite!.exec('reset role');
    run = async (text, params) => (await reopened.pglite!.query<Record<string, unknown>>(text, params)).rows;
    close = () => reopened.close();
  } else {
    const server = await startServer(PORT, env);
    await server.stop();
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    run = async (text, params) => (await client.query(text, params)).rows;
    close = () => client.end();
  }
  try {
    const drafts = new Map((await run(queries.drafts, [pages])).map((r) => [r.page_id as string, { revision: Number(r.revision), background: r.background as string }]));
    const versions = (await run(queries.versions, [pages])).map((r) => ({ pageId: r.page_id as string, version: Number(r.version), document: r.document }));
    const [school] = await run(queries.decorated, [schoolId]);
    return { drafts, versions, decorated: school?.is_decorated === true };
  } finally {
    await close();
  }
}

async function login(target: Target, account: string, password: string): Promise<string> {
  const jar = cookieJar();
  const res = await target.request('POST', '/api/auth/oauth/token', { form: `grant_type=password&username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}` });
  expect(res.status, res.body).toBe(200);
  jar.take(res.setCookies);
  return jar.header();
}

const colour = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

describe(`crash safety (${info.kind === 'pglite' ? 'embedded database reopened' : 'PostgreSQL'})`, () => {
  it('keeps every acknowledged save and whole releases only after kill -9 during saves and releases', { timeout: 90_000 }, async () => {
    const { env, schoolId, account, password, pages } = await prepare();
    const first = await startServer(PORT, env);
    cleanups.push(first.stop);
    const server = httpTarget('server', first.base);
    const cookie = await login(server, account, password);
    const acked = new Map<string, { revision: number; background: string }>();
    const released = new Map<string, number>();
    let stop = false;
    let counter = 0;

    // One writer per page: save, save, release, ... until the process dies under it.
    const writer = async (pageId: string) => {
      let revision = 0;
      while (!stop) {
        const background = colour(++counter);
        const save = await server
          .request('POST', `${P}/insert-user-renovation?schoolId=${schoolId}`, { cookie, body: { pageId, revision, document: { schemaVersion: 1, settings: { isfullPage: false, background }, blocks: [] } } })
          .catch(() => null);
        if (!save) return;
        expect(save.status, save.body).toBe(200);
        revision = save.json<{ data: { revision: number } }>().data.revision;
        acked.set(pageId, { revision, background });
        if (revision % 2 === 0) {
          const release = await server.request('PUT', `${P}/release-pages?schoolId=${schoolId}&id=${pageId}`, { cookie, body: {} }).catch(() => null);
          if (!release) return;
          expect(release.status, release.body).toBe(200);
          released.set(pageId, release.json<{ data: { version: number } }>().data.version);
        }
      }
    };
    const writers = pages.map(writer);
    // Let some saves and releases be acknowledged, then kill the process in the middle of more.
    const failed = Promise.all(writers).then(() => new Error('the writers stopped before the kill'), (error: unknown) => error);
    const deadline = Date.now() + 20_000;
    while (released.size < pages.length || counter < 15) {
      if (Date.now() > deadline) throw await Promise.race([failed, Promise.resolve(new Error(`only ${counter} saves in 20 s`))]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const stored = await readBack(env, pages, schoolId);
    const validate = documentPipeline();
    for (const pageId of pages) {
      const draft = stored.drafts.get(pageId)!;
      const last = acked.get(pageId)!;
      // A save in flight at the kill may have committed unacknowledged: never fewer, at most one more.
      expect(draft.revision - last.revision).toBeGreaterThanOrEqual(0);
      expect(draft.revision - last.revision).toBeLessThanOrEqual(1);
      if (draft.revision === last.revision) expect(draft.background).toBe(last.background);
      const versions = stored.versions.filter((v) => v.pageId === pageId);
      const numbers = versions.map((v) => v.version);
      expect(numbers, 'versions are whole and numbered without gaps').toEqual(numbers.map((_, i) => i + 1));
      expect(numbers.at(-1)).toBeGreaterThanOrEqual(released.get(pageId)!);
      for (const version of versions) expect(() => validate(version.document)).not.toThrow();
    }
    expect(stored.decorated).toBe(true);
  });
});
